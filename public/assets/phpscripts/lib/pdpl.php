<?php
// PDPL requests (the Personal Data Protection Law): finds everything stored about one e-mail address
// (trimmed, any case) and exports it as JSON on stdout, or deletes it. Searched: enquiries
// (contact.jsonl), demo requests (book-demo.jsonl), the honeypot's spam.jsonl, newsletter sign-ups
// (newsletter-pending.jsonl, newsletter-confirmed.jsonl, a legacy newsletter.jsonl), the pending
// notifications of those enquiries (followup.jsonl, the mail-retry queue), the staff desk's status and notes
// on them (desk.jsonl) and quarantined lines that contain the address. Files are rewritten under the same exclusive lock the handlers' appends take
// (forms_rewrite: a new file, flushed, renamed over the old one), so every other line keeps its bytes; a file
// without a match is not written at all. Each run appends one line to pdpl-log.jsonl: the time, the
// action, an HMAC of the address keyed by the forms secret and the counts, never the address or the data.
// Command line only (runbook: docs/forms.md "Requests about personal data"):
//   FORMS_CONFIG=/home/acct/forms.config.php php <web root>/assets/phpscripts/lib/pdpl.php --email a@b.example --export
//   ... --email a@b.example --delete [--dry-run]
// Exits 0 when done, 1 when the storage or the forms secret is missing or a file cannot be rewritten, 2 on a
// usage error.
declare(strict_types=1);

require __DIR__ . '/cli.php'; // command line only, the library, the storage directory
require __DIR__ . '/pdpl-core.php'; // forms_pdpl(), which the staff desk uses too

$options = getopt('', ['email:', 'export', 'delete', 'dry-run']);
$email = is_string($options['email'] ?? null) ? strtolower(trim($options['email'])) : '';
$export = isset($options['export']);
$delete = isset($options['delete']);
$dryRun = isset($options['dry-run']);
if (preg_match('/^[^\s@]+@[^\s@]+$/D', $email) !== 1 || $export === $delete || ($dryRun && $export)) {
    fwrite(STDERR, "usage: php pdpl.php --email someone@example.com (--export | --delete [--dry-run])\n");
    exit(2);
}
$dir = forms_cli_storage('pdpl');
// The log names the address by an HMAC under a key derived from the forms secret: whoever reads the log
// cannot confirm a guessed address, and the same address under the same secret gives the same line. The
// secret is never made up here (false: no new key file), as a new one would match no earlier line.
if (forms_secret(false) === null) {
    fwrite(STDERR, "pdpl: no forms secret: set FORMS_SECRET (32+ characters) in " . forms_config_file()
        . ", or run it where the handlers' key file " . forms_secret_file() . " is readable; nothing done.\n");
    exit(1);
}
$result = forms_pdpl($dir, $email, $delete, $dryRun);
['found' => $found, 'counts' => $counts, 'total' => $total, 'errors' => $errors, 'email_hmac' => $emailHmac, 'log' => $logFile, 'time' => $now] = $result;
$logged = $result['logged'];
if (!$logged) {
    fwrite(STDERR, "pdpl: cannot write {$logFile}: record this request by hand (email_hmac {$emailHmac})\n");
}

if ($export) {
    echo json_encode([
        'email' => $email,
        'exported' => $now,
        'storage' => $dir,
        'records' => (object) $found,
    ], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE), "\n";
    fwrite(STDERR, "pdpl: exported {$total} record(s)\n");
} else {
    foreach ($counts as $name => $count) {
        echo $dryRun ? 'would remove ' : 'removed ', $count, " record(s) from {$name}\n";
    }
    echo "done: {$total} record(s) of that address ", $dryRun ? 'found (dry run, nothing changed)' : 'deleted', " in {$dir}\n";
}
if ($logged) {
    fwrite(STDERR, "pdpl: logged as email_hmac {$emailHmac} in {$logFile}\n"); // for the case record
}
exit($errors > 0 ? 1 : 0);
