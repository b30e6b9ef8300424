<?php
// forms_pdpl(): a PDPL request about one e-mail address (export or delete), shared by the command line
// (pdpl.php, which documents the files searched and the log) and the staff desk (desk.php). Files are
// rewritten with forms_rewrite under the lock the handlers take, so every other line keeps its bytes; a file
// without a match is not written at all. Each request appends one line to pdpl-log.jsonl: the time, the
// action, an HMAC of the address keyed by the forms secret, the counts and (from the desk) who asked;
// never the address or the data.
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

/** The files that hold records of a person, and where each record keeps its address. */
const PDPL_FILES = [
    'contact.jsonl' => 'fields',
    'book-demo.jsonl' => 'fields',
    'spam.jsonl' => 'fields',
    'newsletter-pending.jsonl' => 'email',
    'newsletter-confirmed.jsonl' => 'email',
    'newsletter.jsonl' => 'email', // from before double opt-in (docs/forms.md)
];

/**
 * Exports ($delete false) or deletes the records of $email (already trimmed and lower-cased) in $dir.
 * The forms secret must exist (the caller checks forms_secret(false)). Returns
 * ['found' => [file => rows], 'counts' => [file => n], 'total', 'errors' (files that failed; the log
 * line counts as one), 'email_hmac', 'logged', 'log' (its path), 'time'].
 */
function forms_pdpl(string $dir, string $email, bool $delete, bool $dryRun = false, string $by = ''): array
{
    $emailHmac = hash_hmac('sha256', $email, (string) forms_key('pdpl-log'));
    $write = $delete && !$dryRun;
    $retryLock = null;
    if ($write && is_file($dir . '/retry.lock')) {
        // Wait for a running lib/retry.php, and keep the next one out until the deletion is done.
        $retryLock = @fopen($dir . '/retry.lock', 'c');
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
    // After the enquiries: their pending notifications, and the desk's status and notes on them (desk.jsonl).
    $files = PDPL_FILES + ['followup.jsonl' => 'followup', 'desk.jsonl' => 'desk', 'quarantine.jsonl' => 'quarantine'];

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
            'desk' => static fn (mixed $row): bool => is_array($row) && is_string($row['lead'] ?? null)
                && (isset($enquiries['contact|' . $row['lead']]) || isset($enquiries['book-demo|' . $row['lead']])),
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
            error_log('pdpl: cannot ' . ($write ? 'rewrite' : 'read') . " {$file}");
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
    if (is_resource($retryLock)) {
        flock($retryLock, LOCK_UN); // a web server's worker lives on: never keep the lock past the request
        fclose($retryLock);
    }

    $counts = array_map('count', $found);
    $total = array_sum($counts);
    $now = gmdate('c');
    $logFile = $dir . '/pdpl-log.jsonl';
    $created = !is_file($logFile);
    $entry = [
        'time' => $now,
        'action' => !$delete ? 'export' : ($dryRun ? 'delete (dry run)' : 'delete'),
        'email_hmac' => $emailHmac,
        'records' => $total,
        'counts' => (object) $counts,
        'errors' => $errors,
    ];
    if ($by !== '') {
        $entry['by'] = $by; // the staff member who asked, from the desk
    }
    $logged = forms_append($logFile, forms_json($entry));
    if (!$logged) {
        $errors++;
    } elseif ($created && ($owner = @fileowner($dir)) !== false && @fileowner($logFile) !== $owner) {
        @chown($logFile, $owner); // run as root: leave the log to the storage directory's owner
    }
    return ['found' => $found, 'counts' => $counts, 'total' => $total, 'errors' => $errors,
        'email_hmac' => $emailHmac, 'logged' => $logged, 'log' => $logFile, 'time' => $now];
}
