<?php
// The staff desk's data: leads (contact.jsonl, book-demo.jsonl) with their status and notes folded from
// desk.jsonl (append-only events; the latest status wins), the spam folder (spam.jsonl) and its release
// ("not spam"), confirmed newsletter subscribers, and CSV. JSON lines read and folded on each request: no
// database (10,000 leads list and search in well under 300 ms: docs/decisions/desk-json-lines.md).
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

const DESK_FORMS = ['contact', 'book-demo'];
const DESK_STATUSES = ['new', 'answered', 'won', 'lost'];

/** Decoded rows of a JSON-lines file (unreadable lines skipped), in file order. */
function desk_rows(string $file): array
{
    $rows = [];
    $fh = is_file($file) ? @fopen($file, 'rb') : false;
    if ($fh === false) {
        return $rows;
    }
    flock($fh, LOCK_SH); // a rewrite in progress finishes first
    while (($line = fgets($fh)) !== false) {
        $row = json_decode($line, true);
        if (is_array($row) && is_string($row['id'] ?? null)) {
            $rows[] = $row;
        }
    }
    flock($fh, LOCK_UN);
    fclose($fh);
    return $rows;
}

/** Status and notes of every lead: id => ['status', 'notes' => [[at, by, note], … newest first]]. */
function desk_events(string $dir): array
{
    $state = [];
    foreach (is_file($dir . '/desk.jsonl') ? (array) file($dir . '/desk.jsonl') : [] as $line) {
        $event = json_decode((string) $line, true);
        if (!is_array($event) || !is_string($event['lead'] ?? null)) {
            continue;
        }
        $lead = $event['lead'];
        if (in_array($event['status'] ?? null, DESK_STATUSES, true)) {
            $state[$lead]['status'] = $event['status'];
        }
        if (is_string($event['note'] ?? null)) {
            $state[$lead]['notes'][] = ['at' => (string) ($event['at'] ?? ''), 'by' => (string) ($event['by'] ?? ''), 'note' => $event['note']];
        }
    }
    foreach ($state as &$one) {
        $one['notes'] = array_reverse($one['notes'] ?? []);
    }
    return $state;
}

/** Every lead, newest first, with 'status' and 'notes' from the desk's events. */
function desk_leads(string $dir): array
{
    $events = desk_events($dir);
    $leads = [];
    $n = 0;
    foreach (DESK_FORMS as $form) {
        foreach (desk_rows($dir . '/' . $form . '.jsonl') as $row) {
            $row['form'] = $form;
            $row['status'] = $events[$row['id']]['status'] ?? 'new';
            $row['notes'] = $events[$row['id']]['notes'] ?? [];
            $leads[] = [(string) ($row['received'] ?? ''), $n++, $row];
        }
    }
    rsort($leads); // by time received, then the later line of a file first: newest first
    return array_column($leads, 2);
}

/** The text a search looks in: name, e-mail, company, subject, message and the notes (any case for Latin). */
function desk_haystack(array $lead): string
{
    $text = '';
    foreach ((array) ($lead['fields'] ?? []) as $value) {
        $text .= is_scalar($value) ? $value . "\n" : '';
    }
    foreach ($lead['notes'] as $note) {
        $text .= $note['note'] . "\n";
    }
    return $text;
}

/** The leads that match the filters ['q', 'form', 'lang', 'page', 'status'] (empty = any). */
function desk_filter(array $leads, array $filters): array
{
    $q = trim((string) ($filters['q'] ?? ''));
    return array_values(array_filter($leads, static function (array $lead) use ($filters, $q): bool {
        foreach (['form', 'lang', 'page', 'status'] as $key) {
            if (($filters[$key] ?? '') !== '' && (string) ($lead[$key] ?? '') !== $filters[$key]) {
                return false;
            }
        }
        return $q === '' || stripos(desk_haystack($lead), $q) !== false; // Arabic has no case: bytes compare
    }));
}

/** Appends a status or note event. */
function desk_record(string $dir, string $by, string $lead, array $change): bool
{
    return forms_append($dir . '/desk.jsonl', forms_json(['at' => gmdate('c'), 'by' => $by, 'lead' => $lead] + $change));
}

/** Whether a lead with this id exists (in either form's file). */
function desk_lead_exists(string $dir, string $id): bool
{
    foreach (DESK_FORMS as $form) {
        foreach (desk_rows($dir . '/' . $form . '.jsonl') as $row) {
            if ($row['id'] === $id) {
                return true;
            }
        }
    }
    return false;
}

/** The codes a held post was held for (`reasons`, else `reason`). */
function desk_reasons(array $row): array
{
    $reasons = is_array($row['reasons'] ?? null) ? $row['reasons'] : [$row['reason'] ?? ''];
    return array_values(array_filter(array_map('strval', $reasons), static fn (string $r): bool => $r !== ''));
}

/**
 * "Not spam" (contracts.md): the post becomes a lead first, then leaves the spam folder, so that no failure
 * between the two loses it (at worst it is in both, and a second release only removes it). An enquiry or demo
 * request is appended to its form's file with the same id and `released`, and followup.jsonl gets a line that
 * makes retry.php deliver everything it missed; a newsletter post is signed up as any sign-up is. The appends are
 * never made inside forms_rewrite's callback: a storage-wide lock there would make them wait on themselves.
 * Returns 'released', 'gone' (not in the folder), 'invalid' (a field the handler would have refused) or 'failed'.
 */
function desk_release(string $dir, string $id, string $by): string
{
    // One release at a time (two staff pressing "not spam" together must not make two leads).
    $lock = @fopen($dir . '/desk-release.lock', 'c');
    if ($lock === false || !flock($lock, LOCK_EX)) {
        return 'failed';
    }
    try {
        $row = null;
        foreach (desk_rows($dir . '/spam.jsonl') as $candidate) {
            $row = $candidate['id'] === $id ? $candidate : $row;
        }
        if ($row === null) {
            return 'gone';
        }
        $values = desk_release_values($row);
        if ($values === null) {
            return 'invalid'; // it stays in the folder
        }
        if (!desk_release_copy($dir, $row, $values, $by)) {
            return 'failed';
        }
        [$ok] = forms_rewrite($dir . '/spam.jsonl', static function (array $lines) use ($id): array {
            $kept = array_values(array_filter($lines, static fn (string $line): bool => (json_decode($line, true)['id'] ?? null) !== $id));
            return [count($kept) === count($lines) ? null : $kept, null];
        });
        return $ok ? 'released' : 'failed';
    } finally {
        flock($lock, LOCK_UN);
        fclose($lock);
    }
}

/**
 * A held post's fields as the handler stores a lead's: each one valid (lib/validate.php), or null. A honeypot
 * post is held before validation, as it was sent (control and bidi characters, any length up to 2,000 bytes).
 */
function desk_release_values(array $row): ?array
{
    $spec = forms_rules()['forms'][(string) ($row['form'] ?? '')]['fields'] ?? null;
    $fields = is_array($row['fields'] ?? null) ? $row['fields'] : [];
    if (!is_array($spec)) {
        return null;
    }
    $values = [];
    foreach ($spec as $field => $kind) {
        $value = forms_valid(is_scalar($fields[$field] ?? null) ? (string) $fields[$field] : '', (string) $field, (string) $kind);
        if ($value === null) {
            return null;
        }
        $values[$field] = $kind === 'integer' ? (int) $value : $value;
    }
    return $values;
}

/** Makes a held post what it would have been: a lead queued for what it missed, or a newsletter sign-up. */
function desk_release_copy(string $dir, array $row, array $values, string $by): bool
{
    $form = (string) ($row['form'] ?? '');
    $lang = ($row['lang'] ?? '') === 'ar' ? 'ar' : 'en';
    if ($form === 'newsletter') {
        return forms_newsletter_signup($dir, $values['email'], $lang, (string) ($row['page'] ?? '/'));
    }
    if (!in_array($form, DESK_FORMS, true)) {
        return false;
    }
    if (desk_lead_exists($dir, $row['id'])) {
        return true; // copied by an earlier release whose removal failed: its followup line is queued already
    }
    $lead = ['id' => $row['id'], 'form' => $form, 'received' => $row['received'] ?? gmdate('c'), 'page' => $row['page'] ?? '',
        'lang' => $lang, 'fields' => $values]; // not the honeypot, return_to, lang
    if (is_array($row['source'] ?? null)) {
        $lead['source'] = $row['source'];
    }
    $lead['released'] = ['at' => gmdate('c'), 'by' => $by];
    return forms_append($dir . '/' . $form . '.jsonl', forms_json($lead))
        && forms_append($dir . '/followup.jsonl', forms_json(['id' => $row['id'], 'form' => $form,
            'received' => $lead['received'], 'reason' => 'released from spam', 'channels' => 'all']));
}

/** One CSV cell: quoted, and a value that a spreadsheet would read as a formula made plain text. */
function desk_csv_cell(mixed $value): string
{
    $text = is_scalar($value) ? (string) $value : '';
    if ($text !== '' && strpbrk($text[0], "=+-@\t\r") !== false) {
        $text = "'" . $text; // OWASP CSV injection: = + - @ tab and carriage return start a formula
    }
    return '"' . str_replace('"', '""', $text) . '"';
}

/** Sends a CSV download: UTF-8 with a byte-order mark (Excel then reads Arabic right), CRLF lines. */
function desk_csv(string $name, array $header, iterable $rows): void
{
    header('Content-Type: text/csv; charset=utf-8');
    header('Content-Disposition: attachment; filename="' . $name . '"');
    echo "\xEF\xBB\xBF", implode(',', array_map('desk_csv_cell', $header)), "\r\n";
    foreach ($rows as $row) {
        echo implode(',', array_map('desk_csv_cell', $row)), "\r\n";
    }
}
