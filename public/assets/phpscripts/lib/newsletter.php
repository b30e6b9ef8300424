<?php
// Newsletter: double opt-in. A sign-up is stored as pending and a signed confirmation link is
// mailed; only confirmed addresses are in newsletter-confirmed.jsonl. Links open a small page
// whose button posts (link scanners and prefetching change nothing); unsubscribe also takes the
// one-click POST of RFC 8058. Its words come from content/forms.ts and content/ar/forms.ts
// (newsletterCopy), through rules.json.
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

/** Days a newsletter confirmation link stays valid (pending sign-ups are purged after it). */
const FORMS_LINK_DAYS = 7;
/** At most this many unconfirmed confirmation mails per inbox (forms_inbox_key) within FORMS_LINK_DAYS. */
const FORMS_PENDING_MAX = 3;
/**
 * Only for failing closed without rules.json: the words of the page a newsletter link then shows
 * (tests/php/rules.test.mjs keeps them equal to newsletterCopy in content/).
 */
const FORMS_FALLBACK_COPY = [
    'en' => ['failTitle' => 'Something went wrong', 'failText' => 'We could not save your request just now. Please try again later.', 'back' => 'Back to the website'],
    'ar' => ['failTitle' => 'حدث خطأ', 'failText' => 'تعذّر حفظ طلبك الآن. يُرجى المحاولة مرة أخرى لاحقًا.', 'back' => 'العودة إلى الموقع'],
];

/** The public URL of newsletter.php: FORMS_SCRIPT_ORIGIN, the build's NEXT_PUBLIC_FORM_ORIGIN, FORMS_SITE_ORIGIN or the site URL. */
function forms_newsletter_url(): string
{
    $rules = forms_rules();
    foreach ([forms_config()['FORMS_SCRIPT_ORIGIN'], $rules['formOrigin'] ?? '', forms_config()['FORMS_SITE_ORIGIN'], $rules['siteUrl'] ?? ''] as $candidate) {
        $origin = forms_origin_setting((string) $candidate);
        if ($origin !== '') {
            return $origin . '/assets/phpscripts/newsletter.php';
        }
    }
    return '';
}

/** A signed token for a pending/confirmed record: {id}.{expiry}.{signature}; expiry 0 = none. */
function forms_token(string $action, string $id, int $expires): ?string
{
    $key = forms_key('newsletter-links');
    return $key === null ? null : $id . '.' . $expires . '.' . substr(hash_hmac('sha256', "{$action}|{$id}|{$expires}", $key), 0, 32);
}

/** The record id of a valid, unexpired token, or null. */
function forms_token_id(string $action, mixed $token): ?string
{
    if (!is_string($token) || preg_match('/^([0-9a-f]{32})\.([0-9]{1,12})\.([0-9a-f]{32})$/D', $token, $m) !== 1) {
        return null;
    }
    $expected = forms_token($action, $m[1], (int) $m[2]);
    if ($expected === null || !hash_equals($expected, $token)) {
        return null;
    }
    return ((int) $m[2] === 0 || (int) $m[2] >= time()) ? $m[1] : null;
}

function forms_link(string $action, string $token, string $lang): string
{
    return forms_newsletter_url() . '?' . $action . '=' . $token . '&lang=' . $lang;
}

/**
 * Stores a pending sign-up and mails the confirmation link; true when the mail went out (or was not needed).
 * $afterAnswer (a visitor's sign-up): the mail goes once the answer has gone out, and true says it is stored.
 * A confirmed address gets no mail, so an answer that waited for a new address's mail would tell them apart.
 */
function forms_newsletter_signup(string $dir, string $email, string $lang, string $route, bool $afterAnswer = false): bool
{
    if (forms_newsletter_url() === '' || forms_secret() === null || forms_mail_from() === null) {
        error_log('forms: newsletter needs a public URL (FORMS_SCRIPT_ORIGIN or FORMS_SITE_ORIGIN), a secret and FORMS_MAIL_FROM');
        return false;
    }
    $key = strtolower($email);
    $same = static function (string $line) use ($key): bool {
        $row = json_decode($line, true);
        return is_array($row) && is_string($row['email'] ?? null) && strtolower($row['email']) === $key;
    };
    foreach (is_file($dir . '/newsletter-confirmed.jsonl') ? (array) file($dir . '/newsletter-confirmed.jsonl') : [] as $line) {
        if ($same((string) $line)) {
            return true; // already subscribed: the same answer as for anyone else, and no mail
        }
    }
    $now = time();
    $id = bin2hex(random_bytes(16));
    $expires = $now + FORMS_LINK_DAYS * 86400;
    $inbox = forms_inbox_key($email); // the limit counts per inbox: a +tag or Gmail's dots are no new one
    [$ok, $send] = forms_rewrite($dir . '/newsletter-pending.jsonl', static function (array $lines) use ($inbox, $now, $id, $email, $lang, $route, $expires): array {
        $waiting = 0;
        foreach ($lines as $line) {
            $row = json_decode($line, true);
            if (is_array($row) && is_string($row['email'] ?? null) && forms_inbox_key($row['email']) === $inbox && (int) ($row['expires'] ?? 0) > $now) {
                $waiting++;
            }
        }
        if ($waiting >= FORMS_PENDING_MAX) {
            return [null, false]; // enough confirmation mails are waiting in that inbox
        }
        if ($lines !== [] && !str_ends_with((string) end($lines), "\n")) {
            $lines[] = "\n";
        }
        $lines[] = forms_json(['id' => $id, 'email' => $email, 'lang' => $lang, 'page' => $route, 'received' => gmdate('c', $now), 'expires' => $expires]);
        return [$lines, true];
    });
    if (!$ok) {
        return false;
    }
    if (!$send) {
        return true;
    }
    $confirm = forms_link('confirm', (string) forms_token('c', $id, $expires), $lang);
    $unsubscribe = forms_link('unsubscribe', (string) forms_token('u', $id, 0), $lang);
    $text = forms_newsletter_text($lang);
    $body = strtr($text['mailBody'], ['{confirm}' => $confirm, '{unsubscribe}' => $unsubscribe]);
    $mail = static function () use ($email, $text, $body, $unsubscribe, $id): bool {
        $sent = forms_mail($email, $text['mailSubject'], $body, [
            'List-Unsubscribe' => '<' . $unsubscribe . '>',
            'List-Unsubscribe-Post' => 'List-Unsubscribe=One-Click',
            'Auto-Submitted' => 'auto-generated',
        ]);
        if (!$sent) {
            error_log("forms: newsletter confirmation mail not sent (pending sign-up {$id})");
        }
        return $sent;
    };
    if ($afterAnswer) {
        forms_after_answer($mail);
        return true;
    }
    return $mail();
}

/**
 * The newsletter's words in a language (content/forms.ts, content/ar/forms.ts through rules.json), with
 * {site} and {days} filled in; the mail body keeps {confirm} and {unsubscribe} for the links.
 */
function forms_newsletter_text(string $lang): array
{
    $rules = forms_rules();
    $lang = $lang === 'ar' ? 'ar' : 'en';
    $copy = $rules['newsletter'][$lang] ?? FORMS_FALLBACK_COPY[$lang];
    $fill = ['{site}' => (string) ($rules['siteName'] ?? 'Makkah Tech Solutions'), '{days}' => (string) FORMS_LINK_DAYS];
    return array_map(static fn (mixed $text): string => strtr((string) $text, $fill), $copy);
}

/** Ends the request with a small self-contained page (no external resources). */
function forms_page(int $status, string $lang, string $title, string $text, ?array $button = null): void
{
    $t = forms_newsletter_text($lang);
    $e = static fn (string $s): string => htmlspecialchars($s, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
    $site = forms_site_origin() ?: forms_origin_setting((string) (forms_rules()['siteUrl'] ?? ''));
    $home = $site . ($lang === 'ar' ? '/ar/' : '/');
    $form = '';
    if ($button !== null) {
        [$field, $token, $label] = $button;
        $form = '<form method="post" action="?lang=' . $e($lang) . '"><input type="hidden" name="' . $e($field) . '" value="' . $e($token) . '">'
            . '<input type="hidden" name="lang" value="' . $e($lang) . '"><button type="submit">' . $e($label) . '</button></form>';
    }
    http_response_code($status);
    header('Content-Type: text/html; charset=utf-8');
    header('Referrer-Policy: no-referrer'); // the token is in the URL
    header('X-Robots-Tag: noindex');
    header("Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
    echo '<!doctype html><html lang="', $lang === 'ar' ? 'ar' : 'en', '" dir="', $lang === 'ar' ? 'rtl' : 'ltr', '"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>', $e($title), '</title>',
        '<style>body{font:16px/1.6 system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1.25rem;color:#0f172a}',
        'h1{font-size:1.5rem}button{font:inherit;font-weight:600;padding:.6rem 1.5rem;border:0;border-radius:999px;background:#1d4ed8;color:#fff;cursor:pointer}',
        'a{color:#1d4ed8}</style></head><body><main><h1>', $e($title), '</h1><p>', $e($text), '</p>', $form,
        '<p><a href="', $e($home), '">', $e($t['back']), '</a></p></main></body></html>';
    exit;
}

/** GET newsletter.php?confirm=… or ?unsubscribe=…: a page with the button that does it (nothing changes on GET). */
function forms_newsletter_page(): void
{
    $lang = ($_GET['lang'] ?? '') === 'ar' ? 'ar' : 'en';
    $t = forms_newsletter_text($lang);
    if (forms_rules() === null) {
        forms_page(503, $lang, $t['failTitle'], $t['failText']);
    }
    if (isset($_GET['confirm'])) {
        $token = $_GET['confirm'];
        if (forms_token_id('c', $token) === null) {
            forms_page(400, $lang, $t['invalidTitle'], $t['invalidText']);
        }
        forms_page(200, $lang, $t['confirmTitle'], $t['confirmText'], ['confirm', (string) $token, $t['confirmButton']]);
    }
    $token = $_GET['unsubscribe'];
    if (forms_token_id('u', $token) === null) {
        forms_page(400, $lang, $t['invalidTitle'], $t['invalidText']);
    }
    forms_page(200, $lang, $t['unsubscribeTitle'], $t['unsubscribeText'], ['unsubscribe', (string) $token, $t['unsubscribeButton']]);
}

/** POST of the confirm/unsubscribe button, or a one-click unsubscribe (RFC 8058). */
function forms_newsletter_action(): void
{
    $lang = (($_POST['lang'] ?? $_GET['lang'] ?? '') === 'ar') ? 'ar' : 'en';
    $t = forms_newsletter_text($lang);
    $dir = forms_storage();
    if ($dir === null) {
        forms_page(500, $lang, $t['failTitle'], $t['failText']);
    }
    $pending = $dir . '/newsletter-pending.jsonl';
    $confirmed = $dir . '/newsletter-confirmed.jsonl';
    $rowId = static function (string $line): ?string {
        $row = json_decode($line, true);
        return is_array($row) && is_string($row['id'] ?? null) ? $row['id'] : null;
    };

    if (isset($_POST['confirm'])) {
        $id = forms_token_id('c', $_POST['confirm']);
        if ($id === null) {
            forms_page(400, $lang, $t['invalidTitle'], $t['invalidText']);
        }
        // Lock order everywhere: pending, then confirmed.
        [$ok, $result] = forms_rewrite($pending, static function (array $lines) use ($id, $rowId, $confirmed): array {
            $found = null;
            foreach ($lines as $i => $line) {
                if ($rowId($line) === $id) {
                    $found = json_decode($line, true);
                    unset($lines[$i]);
                }
            }
            if ($found === null) {
                return [null, 'missing'];
            }
            $key = strtolower((string) $found['email']);
            [$ok, $added] = forms_rewrite($confirmed, static function (array $rows) use ($found, $key): array {
                foreach ($rows as $row) {
                    $data = json_decode($row, true);
                    if (is_array($data) && strtolower((string) ($data['email'] ?? '')) === $key) {
                        return [null, true]; // already on the list
                    }
                }
                if ($rows !== [] && !str_ends_with((string) end($rows), "\n")) {
                    $rows[] = "\n";
                }
                $rows[] = forms_json([
                    'id' => $found['id'],
                    'email' => $found['email'],
                    'lang' => $found['lang'] ?? 'en',
                    'page' => $found['page'] ?? '/',
                    'requested' => $found['received'] ?? null,
                    'confirmed' => gmdate('c'),
                    'unsubscribe' => forms_link('unsubscribe', (string) forms_token('u', (string) $found['id'], 0), (string) ($found['lang'] ?? 'en')),
                ]);
                return [$rows, true];
            });
            return $ok && $added ? [array_values($lines), 'confirmed'] : [null, 'error'];
        });
        if ($ok && $result === 'missing') {
            // A second click: already confirmed is fine; otherwise the sign-up expired or was removed.
            foreach (is_file($confirmed) ? (array) file($confirmed) : [] as $line) {
                if ($rowId((string) $line) === $id) {
                    $result = 'confirmed';
                }
            }
        }
        if (!$ok || $result === 'error') {
            forms_page(500, $lang, $t['failTitle'], $t['failText']);
        }
        if ($result !== 'confirmed') {
            forms_page(400, $lang, $t['invalidTitle'], $t['invalidText']);
        }
        forms_page(200, $lang, $t['confirmedTitle'], $t['confirmedText']);
    }

    $id = forms_token_id('u', $_POST['unsubscribe'] ?? $_GET['unsubscribe'] ?? null);
    if ($id === null) {
        forms_page(400, $lang, $t['invalidTitle'], $t['invalidText']);
    }
    $remove = static function (array $lines) use ($id, $rowId): array {
        $kept = array_values(array_filter($lines, static fn (string $line): bool => $rowId($line) !== $id));
        return [count($kept) === count($lines) ? null : $kept, null];
    };
    [$ok1] = forms_rewrite($pending, $remove);
    [$ok2] = forms_rewrite($confirmed, $remove);
    if (!$ok1 || !$ok2) {
        forms_page(500, $lang, $t['failTitle'], $t['failText']);
    }
    forms_page(200, $lang, $t['unsubscribedTitle'], $t['unsubscribedText']);
}
