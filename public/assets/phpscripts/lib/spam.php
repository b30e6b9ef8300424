<?php
// The spam layers besides the honeypot: a proof-of-work challenge (ALTCHA, no cookie, no third party)
// whose signed salt also carries the time it was issued (the time trap). A post that fails a layer is
// held in spam.jsonl with its reasons for the staff to review, never refused; the visitor's page is the
// same as for any post. No rule looks at the text itself, so no script or language is ever penalised.
// Why the check is written here rather than vendored: docs/decisions/altcha-in-php.md.
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

/** The largest number the widget may have to try (the work: half of it on average, well under a second on a phone). */
const FORMS_ALTCHA_MAX = 50000;
/** Seconds a challenge stays valid once issued. */
const FORMS_ALTCHA_TTL = 3600;
/** The name of the field the widget fills with its solution (base64 JSON). */
const FORMS_ALTCHA_FIELD = 'altcha';

/**
 * A new challenge (ALTCHA's v1 format, which widget 3.x still solves): SHA-256 of salt + a secret number,
 * the challenge signed with HMAC-SHA256. The salt carries when it was issued and when it expires, so the
 * signature covers them. Null without a secret.
 */
function forms_altcha_challenge(?int $now = null): ?array
{
    $key = forms_key('altcha');
    if ($key === null) {
        return null;
    }
    $now ??= time();
    // min: the time trap, so the page's script can hold a quick visitor's post until it has passed.
    $salt = bin2hex(random_bytes(12)) . '?issued=' . $now . '&expires=' . ($now + FORMS_ALTCHA_TTL)
        . '&min=' . forms_int('FORMS_MIN_SECONDS', 0, 600, 3);
    $challenge = hash('sha256', $salt . random_int(0, FORMS_ALTCHA_MAX));
    return [
        'algorithm' => 'SHA-256',
        'challenge' => $challenge,
        'maxnumber' => FORMS_ALTCHA_MAX,
        'salt' => $salt,
        'signature' => hash_hmac('sha256', $challenge, $key),
    ];
}

/**
 * The reasons a post fails the layers: [] for none; else short codes: no-challenge (no solution at all:
 * no JavaScript, or a script posting directly), bad-challenge (wrong, forged or expired), too-fast (sent
 * sooner than FORMS_MIN_SECONDS after the challenge was issued), reused-challenge (solved once, posted again).
 */
function forms_spam_reasons(string $dir, mixed $payload, ?int $now = null): array
{
    $now ??= time();
    if (!is_string($payload) || $payload === '') {
        return ['no-challenge'];
    }
    $data = strlen($payload) < 2000 ? json_decode((string) base64_decode($payload, true), true) : null;
    $key = forms_key('altcha');
    if (!is_array($data) || $key === null || ($data['algorithm'] ?? null) !== 'SHA-256'
        || !is_string($data['challenge'] ?? null) || !is_string($data['salt'] ?? null) || !is_string($data['signature'] ?? null)
        || !is_int($data['number'] ?? null) || $data['number'] < 0 || $data['number'] > FORMS_ALTCHA_MAX
        || !hash_equals(hash_hmac('sha256', $data['challenge'], $key), $data['signature'])
        || !hash_equals($data['challenge'], hash('sha256', $data['salt'] . $data['number']))) {
        return ['bad-challenge'];
    }
    parse_str(explode('?', $data['salt'], 2)[1] ?? '', $params);
    $issued = (int) ($params['issued'] ?? 0);
    $expires = (int) ($params['expires'] ?? 0);
    if ($issued <= 0 || $expires < $now) {
        return ['bad-challenge'];
    }
    $reasons = [];
    if ($now - $issued < forms_int('FORMS_MIN_SECONDS', 0, 600, 3)) {
        $reasons[] = 'too-fast';
    }
    if ($dir !== '' && !forms_altcha_first_use($dir, $data['challenge'], $expires)) {
        $reasons[] = 'reused-challenge';
    }
    return $reasons;
}

/** True the first time a solved challenge is posted (a file per challenge until it expires; purge.php clears them). */
function forms_altcha_first_use(string $dir, string $challenge, int $expires): bool
{
    $used = $dir . '/altcha';
    if (!is_dir($used) && !@mkdir($used, 0700) && !is_dir($used)) {
        return true; // cannot record it: judge the post by the other layers rather than hold it
    }
    $file = $used . '/' . hash('sha256', $challenge);
    $fh = @fopen($file, 'x');
    if ($fh === false) {
        return !is_file($file);
    }
    fclose($fh);
    @touch($file, $expires);
    return true;
}

/** Deletes the records of used challenges that have expired; returns how many (purge.php). */
function forms_altcha_cleanup(string $dir, bool $dryRun): int
{
    $removed = 0;
    foreach (glob($dir . '/altcha/*') ?: [] as $file) {
        if (is_file($file) && (int) filemtime($file) < time() && ($dryRun || @unlink($file))) {
            $removed++;
        }
    }
    return $removed;
}

/** Holds a post in spam.jsonl with its reasons; true once stored. */
function forms_hold(string $dir, string $form, string $route, string $lang, array $reasons, array $fields): bool
{
    return forms_append($dir . '/spam.jsonl', forms_json([
        'id' => bin2hex(random_bytes(8)),
        'form' => $form,
        'received' => gmdate('c'),
        'page' => $route,
        'lang' => $lang,
        'reason' => $reasons[0],
        'reasons' => $reasons,
        'fields' => $fields,
    ] + forms_source($_POST))); // where the visit began, kept for the lead it becomes if released (lib/source.php)
}

/** challenge.php: a new challenge as JSON, never cached. */
function forms_challenge_run(): void
{
    ini_set('display_errors', '0');
    umask(0077);
    header('Cache-Control: no-store');
    header('X-Content-Type-Options: nosniff');
    $method = (string) ($_SERVER['REQUEST_METHOD'] ?? '');
    if ($method !== 'GET' && $method !== 'HEAD') {
        forms_reply(405, 'Method Not Allowed.', ['Allow' => 'GET']);
    }
    $challenge = forms_altcha_challenge();
    if ($challenge === null) {
        forms_reply(503, 'Service Unavailable: no secret configured.');
    }
    $origin = forms_site_origin();
    if ($origin !== '' && strtolower((string) ($_SERVER['HTTP_ORIGIN'] ?? '')) === strtolower($origin)) {
        header('Access-Control-Allow-Origin: ' . $origin); // the forms on another host (NEXT_PUBLIC_FORM_ORIGIN)
        header('Vary: Origin');
    }
    header('Content-Type: application/json');
    echo json_encode($challenge, JSON_UNESCAPED_SLASHES), "\n";
    exit;
}
