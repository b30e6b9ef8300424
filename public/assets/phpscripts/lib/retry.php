<?php
// Delivers what the stored leads still need (followup.jsonl, lib/handoff.php): the staff notification mail
// when the handler could not send it, the Slack and Teams messages, the CRM webhook and the reply to the
// visitor. Each run (cron, every 5-10 minutes) sends what is due, with backoff (5 minutes after the first
// failure, doubling up to 6 hours), and marks each channel done on its own. After a day of failures it
// sends one alert, listing the leads still waiting, to FORMS_ALERT_TO (a second address, e.g. on another
// domain) if configured; without it, the same list goes to stderr (which cron mails to the crontab's owner).
// Command line only (over HTTP it answers 404):
//   FORMS_CONFIG=/home/acct/forms.config.php php <web root>/assets/phpscripts/lib/retry.php [--all]
// --all ignores the backoff (e.g. right after fixing the mail settings). It reads the same settings as the
// handlers, never creates the storage directory, exits 1 (message on stderr) when it is missing, and prints
// nothing when there is nothing to do.
declare(strict_types=1);

require __DIR__ . '/cli.php'; // command line only, the library, the storage directory

const RETRY_ALERT_AFTER = 86400; // a day of failures: alert

$options = getopt('', ['all']);
$all = isset($options['all']);
$dir = forms_cli_storage('retry');
$file = $dir . '/followup.jsonl';
if (!is_file($file)) {
    exit(0);
}
// One run at a time, and never beside a handler's first try (a slow receiver must not get a lead twice).
$lock = @fopen($dir . '/retry.lock', 'c');
if ($lock === false || !flock($lock, LOCK_EX | LOCK_NB)) {
    exit(0);
}

$now = time();
[$updates, $sent, $failed, $ok] = forms_followup_run($dir, $all, null, $now);
foreach ($updates as $id => $update) {
    if (isset($update['gone'])) {
        fwrite(STDERR, "retry: enquiry {$id} is no longer stored; its follow-up is closed\n");
    }
}
if (!$ok) {
    fwrite(STDERR, "retry: cannot read or update {$file}; what was sent in this run may be sent again\n");
    exit(1);
}

// A day of failures: one alert per lead, to the second address if there is one.
[, $late] = forms_rewrite($file, static function (array $lines) use ($now): array {
    $late = [];
    foreach ($lines as $line) {
        $row = json_decode($line, true);
        $received = is_array($row) && is_string($row['received'] ?? null) ? strtotime($row['received']) : false;
        if (is_array($row) && is_string($row['id'] ?? null) && !isset($row['sent']) && !isset($row['gone']) && !isset($row['alerted'])
            && $received !== false && $now - $received >= RETRY_ALERT_AFTER) {
            $failing = implode(', ', array_keys(is_array($row['errors'] ?? null) ? $row['errors'] : [])) ?: 'not tried yet';
            $late[$row['id']] = "- {$row['id']} ({$row['form']}), received {$row['received']}, "
                . (int) ($row['attempts'] ?? 0) . " attempt(s), failing: {$failing}";
        }
    }
    return [null, $late];
});
if (is_array($late) && $late !== []) {
    $body = "The notification mail or hand-off of these website enquiries has failed for more than a day.\n"
        . "They are stored on the server in {$dir} (contact.jsonl / book-demo.jsonl); please read them there\n"
        . "and check the settings (FORMS_MAIL_TO, FORMS_MAIL_FROM, the server's sendmail, the webhook URLs).\n\n"
        . implode("\n", $late) . "\n";
    $alertTo = forms_header_value(forms_config()['FORMS_ALERT_TO']);
    $alerted = $alertTo !== '' && forms_mail($alertTo, 'Website enquiries waiting: notification mail failing', $body);
    if ($alerted) {
        forms_rewrite($file, static function (array $lines) use ($late, $now): array {
            $out = [];
            foreach ($lines as $line) {
                $row = json_decode($line, true);
                $out[] = is_array($row) && isset($late[$row['id'] ?? '']) ? forms_json($row + ['alerted' => gmdate('c', $now)])
                    : (str_ends_with($line, "\n") ? $line : $line . "\n");
            }
            return [$out, null];
        });
    } else {
        fwrite(STDERR, 'retry: ' . ($alertTo === '' ? 'FORMS_ALERT_TO is not set' : "the alert to {$alertTo} failed")
            . "; enquiries waiting for more than a day:\n" . implode("\n", $late) . "\n");
    }
}
if ($sent + $failed > 0) {
    echo "retry: {$sent} notification(s) sent, {$failed} still failing", $failed > 0 ? ' (retried with backoff)' : '', "\n";
}
exit(0);
