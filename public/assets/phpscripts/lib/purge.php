<?php
// Deletes stored enquiries older than the retention period (FORMS_RETENTION_DAYS, default 365 days,
// as the privacy policy states) and stale rate-limit files. Command line only, e.g. from cron:
//   php public/assets/phpscripts/lib/purge.php [--days=N] [--dry-run]
// Newsletter addresses are kept until the subscriber asks to be removed.
declare(strict_types=1);

if (PHP_SAPI !== 'cli') {
    http_response_code(404);
    exit;
}

require __DIR__ . '/forms.php';

$options = getopt('', ['days:', 'dry-run']);
$days = isset($options['days']) && is_string($options['days']) && preg_match('/^[0-9]{1,5}$/D', $options['days']) === 1
    ? (int) $options['days']
    : forms_int('FORMS_RETENTION_DAYS', 1, 36500);
$dryRun = isset($options['dry-run']);
$dir = forms_storage();
if ($dir === null) {
    fwrite(STDERR, "purge: the storage directory is not usable\n");
    exit(1);
}
$cutoff = time() - $days * 86400;
$removedTotal = 0;

foreach (['contact.jsonl', 'book-demo.jsonl', 'followup.jsonl'] as $name) {
    $file = $dir . '/' . $name;
    if (!is_file($file)) {
        continue;
    }
    // Rewritten in place under the same lock the handlers take, so no enquiry written meanwhile is lost.
    $fh = fopen($file, 'r+b');
    if ($fh === false || !flock($fh, LOCK_EX)) {
        fwrite(STDERR, "purge: cannot lock {$file}\n");
        exit(1);
    }
    $kept = '';
    $removed = 0;
    while (($line = fgets($fh)) !== false) {
        $row = json_decode($line, true);
        $time = is_array($row) && is_string($row['received'] ?? null) ? strtotime($row['received']) : false;
        if ($time !== false && $time < $cutoff) {
            $removed++;
        } else {
            $kept .= $line;
        }
    }
    if ($removed > 0 && !$dryRun) {
        ftruncate($fh, 0);
        rewind($fh);
        fwrite($fh, $kept);
        fflush($fh);
    }
    flock($fh, LOCK_UN);
    fclose($fh);
    $removedTotal += $removed;
    echo ($dryRun ? 'would remove ' : 'removed '), $removed, " record(s) from {$name}\n";
}

// Rate-limit files only matter within their window; drop the ones untouched for a day.
foreach (glob($dir . '/rate/*') ?: [] as $file) {
    if (is_file($file) && filemtime($file) < time() - 86400 && !$dryRun) {
        unlink($file);
    }
}
echo "done: {$removedTotal} record(s) older than {$days} day(s)", $dryRun ? " (dry run)\n" : "\n";
