<?php
// Deletes stored enquiries, follow-ups, spam, quarantined lines, the desk's status and notes and its audit log
// (sign-ins with the addresses typed, and client addresses) older than the retention period (FORMS_RETENTION_DAYS,
// default from content/forms.ts, as the privacy policy states), unconfirmed newsletter sign-ups older than their
// link (7 days), and expired rate-limit files. Lines it cannot read (a torn write, hand edits) are moved to
// quarantine.jsonl and reported.
// Command line only, e.g. from cron (cron does not see the web server's SetEnv: use FORMS_CONFIG):
//   FORMS_CONFIG=/home/acct/forms.config.php php <web root>/assets/phpscripts/lib/purge.php [--days=N] [--dry-run]
// It reads the same settings as the handlers, never creates the storage directory, and exits
// non-zero (message on stderr) when that directory is missing or a file cannot be rewritten.
// Confirmed newsletter addresses are kept until the subscriber unsubscribes.
declare(strict_types=1);

require __DIR__ . '/cli.php'; // command line only, the library, the storage directory

$options = getopt('', ['days:', 'dry-run']);
$rules = forms_rules();
$days = isset($options['days']) && is_string($options['days']) && preg_match('/^[0-9]{1,5}$/D', $options['days']) === 1
    ? max(1, (int) $options['days'])
    : forms_int('FORMS_RETENTION_DAYS', 1, 36500, (int) ($rules['retentionDays'] ?? 365));
$dryRun = isset($options['dry-run']);
$config = forms_config_file();
$dir = forms_cli_storage('purge');
echo 'purge: storage ', $dir, is_file($config) ? " (config {$config})" : '', $dryRun ? ' (dry run)' : '', "\n";

$now = time();
$owner = @fileowner($dir);
$errors = 0;
$removedTotal = 0;
$quarantine = [];
$files = [
    'contact.jsonl' => $days,
    'book-demo.jsonl' => $days,
    'followup.jsonl' => $days,
    'spam.jsonl' => $days,
    'quarantine.jsonl' => $days,
    'desk.jsonl' => $days, // the desk's status and notes, by the time each was written ("at")
    'desk-audit.jsonl' => $days, // who did what at the desk, by the time of each line ("at")
    'newsletter-pending.jsonl' => FORMS_LINK_DAYS,
    'replies.jsonl' => 1, // only to send at most one reply a day per inbox (lib/handoff.php)
];
foreach ($files as $name => $keepDays) {
    $file = $dir . '/' . $name;
    if (!is_file($file)) {
        continue;
    }
    $cutoff = $now - $keepDays * 86400;
    $removed = 0;
    $bad = [];
    // Rewritten under the same lock the handlers' appends take (forms_rewrite), so nothing written meanwhile is lost.
    [$ok] = forms_rewrite($file, static function (array $lines) use ($cutoff, $dryRun, $name, &$removed, &$bad): array {
        $kept = [];
        foreach ($lines as $line) {
            if (trim($line) === '') {
                continue;
            }
            $row = json_decode($line, true);
            $stamp = in_array($name, ['desk.jsonl', 'desk-audit.jsonl'], true) ? 'at' : 'received';
            $time = is_array($row) && is_string($row[$stamp] ?? null) ? strtotime($row[$stamp]) : false;
            if ($time === false) {
                $bad[] = $line; // unreadable: out of the file, into quarantine, reported
            } elseif ($time < $cutoff) {
                $removed++;
            } else {
                $kept[] = str_ends_with($line, "\n") ? $line : $line . "\n";
            }
        }
        return [$dryRun || ($removed === 0 && $bad === []) ? null : $kept, null];
    });
    if (!$ok) {
        fwrite(STDERR, "purge: cannot rewrite {$file}\n");
        $errors++;
        continue;
    }
    $removedTotal += $removed;
    echo $dryRun ? 'would remove ' : 'removed ', $removed, " record(s) from {$name}\n";
    if ($bad !== []) {
        foreach ($bad as $line) {
            $quarantine[] = forms_json(['received' => gmdate('c', $now), 'file' => $name, 'line' => rtrim($line, "\n")]);
        }
        $count = count($bad);
        if ($name === 'quarantine.jsonl') {
            fwrite(STDERR, "purge: {$count} unreadable line(s) in quarantine.jsonl " . ($dryRun ? 'would be' : 'were') . " dropped\n");
            array_splice($quarantine, -$count);
        } else {
            fwrite(STDERR, "purge: {$count} unreadable line(s) in {$name} " . ($dryRun ? 'would be moved' : 'moved') . " to quarantine.jsonl\n");
        }
    }
}
if ($quarantine !== [] && !$dryRun) {
    $target = $dir . '/quarantine.jsonl';
    $created = !is_file($target);
    if (!forms_append($target, implode('', $quarantine))) {
        fwrite(STDERR, "purge: cannot write {$target}\n");
        $errors++;
    } elseif ($created && $owner !== false && @fileowner($target) !== $owner) {
        @chown($target, $owner); // run as root from cron: leave the file to the storage directory's owner
    }
}

// Rate-limit files only matter within their window.
$rateDir = $dir . '/rate';
$rateRemoved = is_dir($rateDir) ? forms_rate_cleanup($rateDir, forms_int('FORMS_RATE_WINDOW', 1, 86400, 600), $dryRun) : 0;
echo $dryRun ? 'would remove ' : 'removed ', $rateRemoved, " expired rate-limit file(s)\n";
$altchaRemoved = forms_altcha_cleanup($dir, $dryRun);
echo $dryRun ? 'would remove ' : 'removed ', $altchaRemoved, " expired used-challenge file(s)\n";
echo "done: {$removedTotal} record(s) older than their retention (enquiries {$days} day(s)) in {$dir}", $dryRun ? " (dry run)\n" : "\n";
exit($errors > 0 ? 1 : 0);
