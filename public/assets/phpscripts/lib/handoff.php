<?php
// What a stored lead still needs after it is stored, all through one queue (followup.jsonl): the staff
// notification mail when it failed, the Slack and Microsoft Teams messages, the CRM webhook (Standard
// Webhooks: signed, the same webhook-id on every retry) and the reply to the visitor. The handler adds one
// line per lead once the lead is stored (nothing reaches a receiver before), tries it once right after
// the visitor's answer has gone out, and lib/retry.php (cron) retries what is still pending with backoff.
// Each channel is marked done on its own, so a receiver that was down gets the lead once when it is back.
// Deliveries run under retry.lock only: a handler never waits for a cron run, nor the reverse.
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

const FORMS_RETRY_FIRST = 300;    // seconds before the first retry
const FORMS_RETRY_MAX = 21600;    // longest wait between two retries (6 hours)
const FORMS_HANDOFF_TIMEOUT = 10; // seconds for one receiver's whole exchange

/** The hand-off channels that are configured, in the order they are tried. */
function forms_handoff_channels(): array
{
    $config = forms_config();
    return array_keys(array_filter([
        'slack' => $config['FORMS_SLACK_WEBHOOK_URL'] !== '',
        'teams' => $config['FORMS_TEAMS_WEBHOOK_URL'] !== '',
        'webhook' => $config['FORMS_WEBHOOK_URL'] !== '' && $config['FORMS_WEBHOOK_SECRET'] !== '',
    ]));
}

/** Queues what a stored lead still needs; $mailed false adds the staff mail. True once queued (or nothing to queue). */
function forms_queue_lead(string $dir, array $record, bool $mailed): bool
{
    $channels = [...($mailed ? [] : ['mail']), ...forms_handoff_channels(), 'reply'];
    return forms_append($dir . '/followup.jsonl', forms_json([
        'id' => $record['id'],
        'form' => $record['form'],
        'received' => $record['received'],
        'reason' => $mailed ? 'hand-off' : 'notification mail not sent',
        'channels' => $channels,
    ]));
}

/** Runs $work once the visitor's answer has gone out (forms_redirect sends it whole and ends the script). */
function forms_after_answer(Closure $work): void
{
    register_shutdown_function(static function () use ($work): void {
        if (function_exists('fastcgi_finish_request')) {
            fastcgi_finish_request(); // PHP-FPM: the visitor's connection is closed here
        }
        ignore_user_abort(true);
        $work();
    });
}

/**
 * After the visitor's answer has gone out, one first try of the lead's queue line (skipped when a
 * retry.php run holds the lock: it or the next run delivers it).
 */
function forms_handoff_after_answer(string $dir, string $id): void
{
    forms_after_answer(static function () use ($dir, $id): void {
        $lock = @fopen($dir . '/retry.lock', 'c');
        if ($lock !== false && flock($lock, LOCK_EX | LOCK_NB)) {
            forms_followup_run($dir, true, [$id]);
            flock($lock, LOCK_UN);
        }
    });
}

/** The stored lead of a queue line, or null when it is no longer there (purged, hand-edited). */
function forms_stored_lead(string $dir, string $form, string $id): ?array
{
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
}

/**
 * Delivers what is due in followup.jsonl (call it holding retry.lock): every line without `sent`, whose
 * backoff has passed or $all, limited to the ids in $only when given. Records the outcome in the file as it
 * is now and returns [updates by id, lines done, lines still failing, ok].
 */
function forms_followup_run(string $dir, bool $all, ?array $only = null, ?int $now = null): array
{
    $now ??= time();
    $file = $dir . '/followup.jsonl';
    [$ok, $waiting] = forms_rewrite($file, static function (array $lines) use ($only): array {
        $rows = [];
        foreach ($lines as $line) {
            $row = json_decode($line, true);
            if (is_array($row) && is_string($row['id'] ?? null) && !isset($row['sent']) && !isset($row['gone'])
                && ($only === null || in_array($row['id'], $only, true))) {
                $rows[$row['id']] = $row;
            }
        }
        return [null, $rows];
    });
    if (!$ok) {
        return [[], 0, 0, false];
    }
    $iso = static fn (int $t): string => gmdate('c', $t);
    $updates = [];
    $done = 0;
    $failed = 0;
    foreach ($waiting as $id => $row) {
        $id = (string) $id; // an id of digits only became an integer key
        $next = is_string($row['next'] ?? null) ? strtotime($row['next']) : false;
        if (!$all && $next !== false && $next > $now) {
            continue; // backing off
        }
        $lead = forms_stored_lead($dir, (string) ($row['form'] ?? ''), $id);
        if ($lead === null) {
            $updates[$id] = ['gone' => 'enquiry not found in storage', 'tried' => $iso($now)];
            continue;
        }
        $channels = $row['channels'] ?? ['mail']; // lines from before the hand-off: the staff mail only
        if ($channels === 'all') {
            $channels = ['mail', ...forms_handoff_channels(), 'reply']; // released from the spam folder
        }
        $delivered = is_array($row['done'] ?? null) ? $row['done'] : [];
        $errors = [];
        foreach ((array) $channels as $channel) {
            if (!is_string($channel) || isset($delivered[$channel])) {
                continue;
            }
            $why = forms_deliver($dir, $channel, $lead);
            if ($why === null || str_starts_with($why, 'skipped')) {
                $delivered[$channel] = $why ?? $iso($now);
            } else {
                $errors[$channel] = $why;
            }
        }
        $attempts = (int) ($row['attempts'] ?? 0) + 1;
        $update = ['done' => $delivered, 'attempts' => $attempts, 'tried' => $iso($now)];
        if ($errors === []) {
            $updates[$id] = $update + ['sent' => $iso($now), 'errors' => null];
            $done++;
        } else {
            $wait = min(FORMS_RETRY_MAX, FORMS_RETRY_FIRST * 2 ** min(16, $attempts - 1));
            $updates[$id] = $update + ['next' => $iso($now + $wait), 'errors' => $errors];
            $failed++;
        }
    }
    if ($updates !== []) {
        [$ok] = forms_rewrite($file, static function (array $lines) use ($updates): array {
            $out = [];
            foreach ($lines as $line) {
                $row = json_decode($line, true);
                $id = is_array($row) && is_string($row['id'] ?? null) ? $row['id'] : null;
                $out[] = $id !== null && isset($updates[$id]) && !isset($row['sent'])
                    ? forms_json(array_filter(array_merge($row, $updates[$id]), static fn ($v) => $v !== null))
                    : (str_ends_with($line, "\n") ? $line : $line . "\n");
            }
            return [$out, null];
        });
    }
    return [$updates, $done, $failed, $ok];
}

/** Sends one channel of a stored lead: null when delivered, "skipped: …" when there is nothing to send, else why it failed. */
function forms_deliver(string $dir, string $channel, array $lead): ?string
{
    $config = forms_config();
    $fields = $lead['fields'] + ['message' => ''];
    $lang = ($lead['lang'] ?? 'en') === 'ar' ? 'ar' : 'en';
    switch ($channel) {
        case 'mail':
            return forms_notify((string) $lead['form'], $fields, (string) $lead['id'], $lang, (string) ($lead['page'] ?? ''), true) ? null : 'mail not sent';
        case 'reply':
            return forms_visitor_reply($dir, $lead);
        case 'slack':
            $url = $config['FORMS_SLACK_WEBHOOK_URL'];
            return $url === '' ? 'skipped: not configured' : forms_post_json($url, forms_slack_message($lead), []);
        case 'teams':
            $url = $config['FORMS_TEAMS_WEBHOOK_URL'];
            return $url === '' ? 'skipped: not configured' : forms_post_json($url, forms_teams_message($lead), []);
        case 'webhook':
            $url = $config['FORMS_WEBHOOK_URL'];
            $secret = $config['FORMS_WEBHOOK_SECRET'];
            if ($url === '' || $secret === '') {
                return 'skipped: not configured';
            }
            $key = base64_decode(str_starts_with($secret, 'whsec_') ? substr($secret, 6) : $secret, true);
            if ($key === false || $key === '') {
                return 'FORMS_WEBHOOK_SECRET is not whsec_ followed by base64';
            }
            $body = json_encode(['type' => 'lead.created', 'timestamp' => $lead['received'], 'data' => forms_lead_payload($lead)], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE);
            $msgId = 'msg_' . $lead['id']; // the same on every retry: the receiver can drop duplicates
            $time = (string) time();
            $signature = base64_encode(hash_hmac('sha256', "{$msgId}.{$time}.{$body}", $key, true));
            return forms_post_json($url, (string) $body, ['webhook-id' => $msgId, 'webhook-timestamp' => $time, 'webhook-signature' => 'v1,' . $signature]);
    }
    return 'skipped: unknown channel';
}

/** What every receiver gets of a lead: its fields, page, language and source when present. */
function forms_lead_payload(array $lead): array
{
    return array_filter([
        'id' => $lead['id'],
        'form' => $lead['form'],
        'received' => $lead['received'],
        'page' => $lead['page'] ?? null,
        'lang' => $lead['lang'] ?? null,
        'fields' => $lead['fields'],
        'source' => is_array($lead['source'] ?? null) ? $lead['source'] : null,
    ], static fn ($v) => $v !== null);
}

/** POSTs JSON ($body a string, or an array to encode); null on a 2xx answer, else why not. */
function forms_post_json(string $url, string|array $body, array $headers): ?string
{
    $text = is_string($body) ? $body : (string) json_encode($body, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE);
    [$status, $answer] = forms_http_post($url, ['Content-Type' => 'application/json', 'User-Agent' => 'makkahtech-forms'] + $headers, $text, FORMS_HANDOFF_TIMEOUT);
    if ($status === null) {
        return (string) $answer;
    }
    return $status >= 200 && $status < 300 ? null : "HTTP {$status}";
}

/** The lines of a lead for the chat messages (staff read them: English labels). */
function forms_lead_facts(array $lead): array
{
    $facts = [];
    foreach ($lead['fields'] as $name => $value) {
        $facts[$name] = (string) $value;
    }
    $facts['page'] = (string) ($lead['page'] ?? '');
    $facts['lang'] = (string) ($lead['lang'] ?? '');
    foreach (is_array($lead['source'] ?? null) ? $lead['source'] : [] as $name => $value) {
        $facts['source ' . $name] = (string) $value;
    }
    return $facts;
}

/**
 * A Slack incoming-webhook message; the visitor's text escaped so it can never mention or link. A value of
 * several lines goes under its field, each line quoted ("> "; the visitor's own ">" is escaped), so no line
 * of the visitor's can look like a field line ("*phone:* …").
 */
function forms_slack_message(array $lead): array
{
    $escape = static fn (string $s): string => strtr($s, ['&' => '&amp;', '<' => '&lt;', '>' => '&gt;']);
    $title = ($lead['form'] === 'book-demo' ? 'ERP demo request' : 'Website enquiry') . ' ' . $lead['id'];
    $lines = [];
    foreach (forms_lead_facts($lead) as $name => $value) {
        $parts = forms_value_lines($value);
        if (count($parts) === 1) {
            $lines[] = '*' . $name . ':* ' . $escape($value);
            continue;
        }
        $lines[] = '*' . $name . ':*';
        foreach ($parts as $part) {
            $lines[] = $part === '' ? '>' : '> ' . $escape($part);
        }
    }
    return ['text' => $title . "\n" . implode("\n", $lines)];
}

/**
 * A Microsoft Teams Workflows webhook message: one Adaptive Card. Teams reads a fact's value as Markdown, so a
 * zero-width space after every "]" that a "(", "[" or ":" follows breaks the visitor's links (inline, reference,
 * definition): "[Open the lead](https://evil…)" stays text, as Slack's escaping does.
 */
function forms_teams_message(array $lead): array
{
    $facts = [];
    foreach (forms_lead_facts($lead) as $name => $value) {
        $facts[] = ['title' => $name, 'value' => preg_replace('/\](?=[(\[:])/', "]\u{200B}", $value) ?? $value];
    }
    return [
        'type' => 'message',
        'attachments' => [[
            'contentType' => 'application/vnd.microsoft.card.adaptive',
            'content' => [
                '$schema' => 'http://adaptivecards.io/schemas/adaptive-card.json',
                'type' => 'AdaptiveCard',
                'version' => '1.4',
                'body' => [
                    ['type' => 'TextBlock', 'size' => 'Medium', 'weight' => 'Bolder', 'wrap' => true,
                        'text' => ($lead['form'] === 'book-demo' ? 'ERP demo request' : 'Website enquiry') . ' ' . $lead['id']],
                    ['type' => 'FactSet', 'facts' => $facts],
                ],
            ],
        ]],
    ];
}

/**
 * The reply to the visitor, in the post's language, with the company's words from content/ (rules.json):
 * never the visitor's own text, at most one per inbox per day (replies.jsonl keeps an HMAC of forms_inbox_key()).
 */
function forms_visitor_reply(string $dir, array $lead): ?string
{
    $email = (string) ($lead['fields']['email'] ?? '');
    $lang = ($lead['lang'] ?? 'en') === 'ar' ? 'ar' : 'en';
    $copy = forms_rules()['reply'][$lang] ?? null;
    $key = forms_key('reply-log');
    if (!forms_is_email($email) || !is_array($copy) || $key === null) {
        return 'skipped: no address, words or secret';
    }
    $who = hash_hmac('sha256', forms_inbox_key($email), $key); // a +tag or another case is the same inbox
    $since = time() - 86400;
    foreach (is_file($dir . '/replies.jsonl') ? (array) file($dir . '/replies.jsonl') : [] as $line) {
        $row = json_decode((string) $line, true);
        if (is_array($row) && ($row['to'] ?? null) === $who && strtotime((string) ($row['received'] ?? '')) >= $since) {
            return 'skipped: replied to this address within a day';
        }
    }
    if (!forms_mail($email, (string) $copy['subject'], (string) $copy['body'], ['Auto-Submitted' => 'auto-replied'])) {
        return 'reply not sent';
    }
    forms_append($dir . '/replies.jsonl', forms_json(['received' => gmdate('c'), 'to' => $who]));
    return null;
}
