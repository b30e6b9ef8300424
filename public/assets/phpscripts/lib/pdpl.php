<?php
// PDPL requests (the Personal Data Protection Law): finds everything stored about one e-mail address
// (trimmed, any case) and exports it as JSON on stdout, or deletes it. Searched: enquiries
// (contact.jsonl), demo requests (book-demo.jsonl), the honeypot's spam.jsonl, newsletter sign-ups
// (newsletter-pending.jsonl, newsletter-confirmed.jsonl, a legacy newsletter.jsonl), the pending
// notifications of those enquiries (followup.jsonl, the mail-retry queue) and quarantined lines that
// contain the address. Files are rewritten under the same exclusive lock the handlers' appends take
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

/** The files that hold records of a person, and where each record keeps its address. */
const PDPL_FILES = [
    'contact.jsonl' => 'fields',
    'book-demo.jsonl' => 'fields',
    'spam.jsonl' => 'fields',
    'newsletter-pending.jsonl' => 'email',
    'newsletter-confirmed.jsonl' => 'email',
    'newsletter.jsonl' => 'email', // from before double opt-in (docs/forms.md)
];

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
$emailHmac = hash_hmac('sha256', $email, (string) forms_key('pdpl-log'));
$write = $delete && !$dryRun;
if ($write && is_file($dir . '/retry.lock')) {
    // Wait for a running lib/retry.php, and keep the next one out until the deletion is done.
    $retryLock = fopen($dir . '/retry.lock', 'c');
    $retryLock === false || flock($retryLock, LOCK_EX);
}

/** Whether a decoded row of $kind belongs to the address. */
$owns = static function (mixed $row, string $kind) use ($email): bool {
    if (!is_array($row)) {
        return false;
    }
    $address = $kind === 'fields' ? ($row['fields']['email'] ?? null) : ($row['email'] ?? null);
    return is_string($address) && strtolower(trim($address)) === $email;
};
// Quarantined lines could not be read as records: they match when their text contains the address.
$inText = '/(?<![A-Za-z0-9._%+-])' . preg_quote($email, '/') . '(?![A-Za-z0-9-]|\.[A-Za-z0-9])/i';
$files = PDPL_FILES + ['followup.jsonl' => 'followup', 'quarantine.jsonl' => 'quarantine'];

$found = [];
$enquiries = []; // "form|id" of the enquiries found, for their pending notifications
$errors = 0;
foreach ($files as $name => $kind) {
    $file = $dir . '/' . $name;
    if (!is_file($file)) {
        continue; // never create a file
    }
    $match = match ($kind) {
        'followup' => static fn (mixed $row): bool => is_array($row) && is_string($row['id'] ?? null)
            && isset($enquiries[($row['form'] ?? '') . '|' . $row['id']]),
        'quarantine' => static fn (mixed $row): bool => is_array($row) && is_string($row['line'] ?? null)
            && preg_match($inText, $row['line']) === 1,
        default => static fn (mixed $row): bool => $owns($row, $kind),
    };
    [$ok, $rows] = forms_rewrite($file, static function (array $lines) use ($match, $write): array {
        $kept = [];
        $rows = [];
        foreach ($lines as $line) {
            $row = json_decode($line, true);
            if ($match($row)) {
                $rows[] = $row;
            } else {
                $kept[] = $line; // its bytes as they are
            }
        }
        return [$write && $rows !== [] ? $kept : null, $rows];
    });
    if (!$ok) {
        fwrite(STDERR, "pdpl: cannot " . ($write ? 'rewrite' : 'read') . " {$file}\n");
        $errors++;
        continue;
    }
    $found[$name] = $rows;
    if ($name === 'contact.jsonl' || $name === 'book-demo.jsonl') {
        foreach ($rows as $row) {
            if (is_string($row['id'] ?? null)) {
                $enquiries[($row['form'] ?? '') . '|' . $row['id']] = true;
            }
        }
    }
}

$counts = array_map('count', $found);
$total = array_sum($counts);
$now = gmdate('c');
$logFile = $dir . '/pdpl-log.jsonl';
$created = !is_file($logFile);
$logged = forms_append($logFile, forms_json([
    'time' => $now,
    'action' => $export ? 'export' : ($dryRun ? 'delete (dry run)' : 'delete'),
    'email_hmac' => $emailHmac,
    'records' => $total,
    'counts' => (object) $counts,
    'errors' => $errors,
]));
if (!$logged) {
    fwrite(STDERR, "pdpl: cannot write {$logFile}: record this request by hand (email_hmac {$emailHmac})\n");
    $errors++;
} elseif ($created && ($owner = @fileowner($dir)) !== false && @fileowner($logFile) !== $owner) {
    @chown($logFile, $owner); // run as root: leave the log to the storage directory's owner
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
