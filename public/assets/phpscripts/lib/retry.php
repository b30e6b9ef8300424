<?php
// Retries the staff notifications that failed: when the handler could not send the notification mail,
// the enquiry was stored and its id listed in followup.jsonl. Each run (cron, every 5-10 minutes) sends
// again the notifications that are due, with backoff (5 minutes after the first failure, doubling up to
// 6 hours), and marks each one sent. After a day of failures it sends one alert, listing the enquiries
// still waiting, to FORMS_ALERT_TO (a second address, e.g. on another domain) if configured; without it,
// the same list goes to stderr (which cron mails to the crontab's owner).
// Command line only (over HTTP it answers 404):
//   FORMS_CONFIG=/home/acct/forms.config.php php <web root>/assets/phpscripts/lib/retry.php [--all]
// --all ignores the backoff (e.g. right after fixing the mail settings). It reads the same settings as the
// handlers, never creates the storage directory, exits 1 (message on stderr) when it is missing, and prints
// nothing when there is nothing to do.
declare(strict_types=1);

require __DIR__ . '/cli.php'; // command line only, the library, the storage directory

const RETRY_FIRST = 300;        // seconds before the first retry
const RETRY_MAX = 21600;        // longest wait between two retries (6 hours)
const RETRY_ALERT_AFTER = 86400; // a day of failures: alert

$options = getopt('', ['all']);
$all = isset($options['all']);
$dir = forms_cli_storage('retry');
$file = $dir . '/followup.jsonl';
if (!is_file($file)) {
    exit(0);
}
// One run at a time (a slow mail server must not let two cron runs send the same notification twice).
$lock = @fopen($dir . '/retry.lock', 'c');
if ($lock === false || !flock($lock, LOCK_EX | LOCK_NB)) {
    exit(0);
}

$now = time();
$iso = static fn (int $t): string => gmdate('c', $t);
$time = static fn (array $row, string $key): ?int => is_string($row[$key] ?? null) && ($t = strtotime($row[$key])) !== false ? $t : null;

// 1. What is waiting (read under the file's lock, then released: handlers may append meanwhile).
[$ok, $waiting] = forms_rewrite($file, static function (array $lines): array {
    $rows = [];
    foreach ($lines as $line) {
        $row = json_decode($line, true);
        if (is_array($row) && is_string($row['id'] ?? null) && !isset($row['sent']) && !isset($row['gone'])) {
            $rows[$row['id']] = $row;
        }
    }
    return [null, $rows];
});
if (!$ok) {
    fwrite(STDERR, "retry: cannot read {$file}\n");
    exit(1);
}
if ($waiting === []) {
    exit(0);
}

/** The stored enquiry of a follow-up, or null when it is no longer there (purged, hand-edited). */
$enquiry = static function (string $form, string $id) use ($dir): ?array {
    if (!in_array($form, ['contact', 'book-demo'], true) || !is_file("{$dir}/{$form}.jsonl")) {
        return null;
    }
    foreach ((array) file("{$dir}/{$form}.jsonl") as $line) {
        $row = json_decode((string) $line, true);
        if (is_array($row) && ($row['id'] ?? null) === $id && is_array($row['fields'] ?? null)) {
            return $row;
        }
    }
    return null;
};

// 2. Send what is due (outside any lock: mail can be slow).
$updates = [];
$sent = 0;
$failed = 0;
foreach ($waiting as $id => $row) {
    $next = $time($row, 'next');
    if (!$all && $next !== null && $next > $now) {
        continue; // backing off
    }
    $stored = $enquiry((string) ($row['form'] ?? ''), $id);
    if ($stored === null) {
        $updates[$id] = ['gone' => 'enquiry not found in storage', 'tried' => $iso($now)];
        fwrite(STDERR, "retry: enquiry {$id} is no longer stored; its follow-up is closed\n");
        continue;
    }
    $fields = $stored['fields'] + ['message' => ''];
    $lang = ($stored['lang'] ?? 'en') === 'ar' ? 'ar' : 'en';
    $attempts = (int) ($row['attempts'] ?? 0) + 1;
    if (forms_notify((string) $row['form'], $fields, $id, $lang, (string) ($stored['page'] ?? ''), true)) {
        $updates[$id] = ['sent' => $iso($now), 'attempts' => $attempts, 'tried' => $iso($now)];
        $sent++;
    } else {
        $wait = min(RETRY_MAX, RETRY_FIRST * 2 ** min(16, $attempts - 1));
        $updates[$id] = ['attempts' => $attempts, 'tried' => $iso($now), 'next' => $iso($now + $wait)];
        $failed++;
    }
}

// 3. A day of failures: one alert per enquiry, to the second address if there is one.
$late = [];
foreach ($waiting as $id => $row) {
    $received = $time($row, 'received');
    if (!isset($updates[$id]['sent']) && !isset($updates[$id]['gone']) && !isset($row['alerted'])
        && $received !== null && $now - $received >= RETRY_ALERT_AFTER) {
        $attempts = $updates[$id]['attempts'] ?? (int) ($row['attempts'] ?? 0);
        $late[$id] = "- {$id} ({$row['form']}), received {$row['received']}, {$attempts} attempt(s)";
    }
}
if ($late !== []) {
    $body = "The notification mail of these website enquiries has failed for more than a day.\n"
        . "They are stored on the server in {$dir} (contact.jsonl / book-demo.jsonl); please read them there\n"
        . "and check the mail settings (FORMS_MAIL_TO, FORMS_MAIL_FROM, the server's sendmail).\n\n"
        . implode("\n", $late) . "\n";
    $alertTo = forms_header_value(forms_config()['FORMS_ALERT_TO']);
    $alerted = $alertTo !== '' && forms_mail($alertTo, 'Website enquiries waiting: notification mail failing', $body);
    if ($alerted) {
        foreach (array_keys($late) as $id) {
            $updates[$id] = ($updates[$id] ?? []) + ['alerted' => $iso($now)];
        }
    } else {
        fwrite(STDERR, 'retry: ' . ($alertTo === '' ? 'FORMS_ALERT_TO is not set' : "the alert to {$alertTo} failed")
            . "; enquiries waiting for more than a day:\n" . implode("\n", $late) . "\n");
    }
}

// 4. Record the outcome, merged by id into the file as it is now (lines added or purged meanwhile stay so).
if ($updates !== []) {
    [$ok] = forms_rewrite($file, static function (array $lines) use ($updates): array {
        $out = [];
        foreach ($lines as $line) {
            $row = json_decode($line, true);
            $id = is_array($row) && is_string($row['id'] ?? null) ? $row['id'] : null;
            $out[] = $id !== null && isset($updates[$id]) && !isset($row['sent'])
                ? forms_json(array_merge($row, $updates[$id]))
                : (str_ends_with($line, "\n") ? $line : $line . "\n");
        }
        return [$out, null];
    });
    if (!$ok) {
        fwrite(STDERR, "retry: cannot update {$file}; notifications sent in this run may be sent again\n");
        exit(1);
    }
}
if ($sent + $failed > 0) {
    echo "retry: {$sent} notification(s) sent, {$failed} still failing", $failed > 0 ? ' (retried with backoff)' : '', "\n";
}
exit(0);
