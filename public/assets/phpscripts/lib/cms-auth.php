<?php
// The CMS's GitHub sign-in: the OAuth handshake of Decap/Sveltia's github backend ("external OAuth
// client"). The CMS opens cms-auth.php in a popup; it sends the editor to GitHub with a random state,
// single use, valid CMS_AUTH_TTL seconds and bound to an HttpOnly cookie; GitHub sends the editor back
// with a code, exchanged here (server to server, with the client secret) for a token; a small page
// hands the token to the CMS window by postMessage, to CMS_ALLOWED_ORIGIN only. The token is never
// stored or logged. Setup: docs/cms-production.md. The pages are for the editors (staff), in English and Arabic:
// the words are content/cms-auth.ts and content/ar/cms-auth.ts, handed over in rules.json (`cmsAuth`).
// Loaded by cms-auth.php only (after bootstrap.php), never by the form handlers.
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

require_once __DIR__ . '/http-post.php'; // the token exchange under one deadline

/** Seconds a sign-in may take from the start to GitHub's return. */
const CMS_AUTH_TTL = 600;

/** The scopes the CMS may ask for (Decap: repo or public_repo; Sveltia: repo,user). */
const CMS_AUTH_SCOPES = ['repo', 'public_repo', 'user', 'read:user', 'user:email'];

// The handshake page's only script and style. Constant, so the page's CSP allows exactly them by hash;
// what changes (the message, the origin) travels in data- attributes, escaped. The protocol is Decap's
// (decap-cms-lib-auth, netlify-auth.js), which Sveltia follows: the popup says "authorizing:github",
// the CMS window answers with the same words, then the popup sends "authorization:github:success:{json}"
// (or ":error:{json}") to that window, whose origin must be CMS_ALLOWED_ORIGIN: never "*".
const CMS_AUTH_SCRIPT = <<<'JS'
(() => {
  const data = document.getElementById("cms-auth").dataset;
  const opener = window.opener;
  if (!data.origin || !data.message) return;
  if (!opener) {
    for (const lost of document.querySelectorAll(".cms-auth-lost")) lost.hidden = false;
    return;
  }
  const hello = "authorizing:" + data.provider;
  window.addEventListener("message", (event) => {
    if (event.origin === data.origin && event.data === hello) opener.postMessage(data.message, data.origin);
  });
  opener.postMessage(hello, data.origin);
})();
JS;
const CMS_AUTH_STYLE = 'body{font:16px/1.6 system-ui,sans-serif;max-inline-size:34rem;margin-block:3rem;margin-inline:auto;'
    . 'padding-inline:1.25rem;color:#0f172a}h1,h2{font-size:1.5rem;line-height:1.3}[lang=ar]{line-height:1.8}'
    . 'section+section{margin-block-start:2rem;padding-block-start:1rem;border-block-start:1px solid #cbd5e1}';

/** GET cms-auth.php: the start (no state) or GitHub's return (state with code or error). */
function cms_auth_run(): void
{
    ini_set('display_errors', '0'); // a stray warning must never end up in the page
    umask(0077);
    if (cms_auth_copy() === null) {
        cms_auth_headers();
        error_log('cms-auth: the words of the sign-in (cmsAuth in lib/rules.json) are missing; node scripts/build/forms-rules.mjs, part of npm run build');
        forms_reply(503, 'The CMS sign-in is not set up on this host.');
    }
    if ((string) ($_SERVER['REQUEST_METHOD'] ?? '') !== 'GET') {
        cms_auth_headers();
        forms_reply(405, cms_auth_text(['methodNotAllowed'], [], "\n"), ['Allow' => 'GET']);
    }
    $missing = cms_auth_missing();
    if ($missing !== []) {
        error_log('cms-auth: sign-in not configured; set ' . implode(', ', $missing) . ' (docs/cms-production.md)');
        cms_auth_result(503, 'notConfiguredTitle', ['notConfigured'], null, 'MISCONFIGURED_CLIENT', ['{settings}' => implode(', ', $missing)]);
    }
    if (isset($_GET['state']) || isset($_GET['code']) || isset($_GET['error'])) {
        cms_auth_callback();
    }
    cms_auth_start();
}

/** The words of both languages (content/cms-auth.ts and its Arabic twin, via rules.json), or null when missing. */
function cms_auth_copy(): ?array
{
    $copy = forms_rules()['cmsAuth'] ?? null;
    return is_array($copy) && is_array($copy['en'] ?? null) && is_array($copy['ar'] ?? null) ? $copy : null;
}

/**
 * Both languages, the browser's first: Decap opens the window without the CMS's language, and the CMS's own first
 * choice is the browser's first language (cms/i18n.js), so this order matches it while an editor who switched
 * the CMS still finds their language below.
 */
function cms_auth_languages(): array
{
    return preg_match('/^\s*ar(?![a-z])/i', (string) ($_SERVER['HTTP_ACCEPT_LANGUAGE'] ?? '')) === 1 ? ['ar', 'en'] : ['en', 'ar'];
}

/**
 * The words of $keys in $lang, joined by spaces, {name}s filled in from $fill; in Arabic each filled-in value is
 * isolated (U+2068…U+2069): setting names and GitHub's English must not reorder the sentence around them.
 */
function cms_auth_say(string $lang, array $keys, array $fill = []): string
{
    $copy = cms_auth_copy()[$lang] ?? [];
    $words = implode(' ', array_map(static fn (string $key): string => (string) ($copy[$key] ?? ''), $keys));
    return strtr($words, $lang === 'ar' ? array_map(static fn (string $v): string => "\u{2068}{$v}\u{2069}", $fill) : $fill);
}

/** The words in both languages (the browser's first), joined by $glue. */
function cms_auth_text(array $keys, array $fill = [], string $glue = ' '): string
{
    return implode($glue, array_map(static fn (string $lang): string => cms_auth_say($lang, $keys, $fill), cms_auth_languages()));
}

/** The names of the settings still missing or malformed; empty when sign-in can work. */
function cms_auth_missing(): array
{
    $config = forms_config();
    $missing = [];
    if (preg_match('/^[A-Za-z0-9._-]{1,100}$/D', trim($config['CMS_GITHUB_CLIENT_ID'])) !== 1) {
        $missing[] = 'CMS_GITHUB_CLIENT_ID';
    }
    if (preg_match('/^[\x21-\x7E]{8,200}$/D', trim($config['CMS_GITHUB_CLIENT_SECRET'])) !== 1) {
        $missing[] = 'CMS_GITHUB_CLIENT_SECRET';
    }
    if (cms_auth_allowed_origin() === '') {
        $missing[] = 'CMS_ALLOWED_ORIGIN';
    }
    if (cms_auth_github() === '') {
        $missing[] = 'CMS_GITHUB_HOST';
    }
    if (cms_auth_callback_url() === '') {
        $missing[] = 'FORMS_SCRIPT_ORIGIN';
    }
    return $missing;
}

/** An origin setting in the form browsers compare (lower case, no default port); https, or http on loopback only. */
function cms_auth_origin(string $value): string
{
    $origin = strtolower(forms_origin_setting($value));
    $origin = (string) preg_replace(['#^(https://[^/]+):443$#D', '#^(http://[^/]+):80$#D'], '$1', $origin);
    return str_starts_with($origin, 'https://') || preg_match('#^http://(localhost|127\.0\.0\.1)(:[0-9]+)?$#D', $origin) === 1 ? $origin : '';
}

/** The one origin that may receive the token: the CMS's (where /admin/ is served). */
function cms_auth_allowed_origin(): string
{
    return cms_auth_origin(forms_config()['CMS_ALLOWED_ORIGIN']);
}

/** GitHub (https://github.com) or a GitHub Enterprise server. */
function cms_auth_github(): string
{
    return cms_auth_origin(forms_config()['CMS_GITHUB_HOST']);
}

/** Headers of every answer: never cached or indexed, and no opener policy that would cut the popup off the CMS. */
function cms_auth_headers(): void
{
    header('Cache-Control: no-store');
    header('X-Content-Type-Options: nosniff');
    header('X-Frame-Options: DENY');
    header('Referrer-Policy: no-referrer'); // the return URL holds the code and the state
    header('X-Robots-Tag: noindex');
    // window.opener must survive the trip through GitHub's pages: "same-origin" (the site's default)
    // would cut it on the first cross-origin navigation. The CMS page itself uses same-origin-allow-popups.
    header('Cross-Origin-Opener-Policy: unsafe-none');
}

/** The storage folder of pending sign-ins (file name: SHA-256 of the state), or null. */
function cms_auth_dir(): ?string
{
    $storage = forms_storage();
    if ($storage === null) {
        return null;
    }
    $dir = $storage . '/cms-auth';
    if (!is_dir($dir) && !@mkdir($dir, 0700) && !is_dir($dir)) {
        error_log("cms-auth: cannot create {$dir}");
        return null;
    }
    return $dir;
}

/** The cookie that binds a state to the browser that started the sign-in. */
function cms_auth_cookie(string $value, int $expires): void
{
    $https = forms_request_scheme() === 'https';
    setcookie($https ? '__Host-cms-auth' : 'cms-auth', $value, [
        'expires' => $expires,
        'path' => '/',
        'secure' => $https,
        'httponly' => true,
        'samesite' => 'Lax', // sent on GitHub's redirect back (a top-level GET), not on cross-site requests
    ]);
}

/**
 * GitHub's redirect_uri, in the authorize step and the token exchange alike: FORMS_SCRIPT_ORIGIN (https, or
 * http on loopback) and this script's fixed path; '' when unset. Never built from the request's Host: the
 * redirect_uri is what binds a code to the address GitHub sent it to (RFC 6749 section 4.1.3).
 */
function cms_auth_callback_url(): string
{
    $origin = cms_auth_origin(forms_config()['FORMS_SCRIPT_ORIGIN']);
    return $origin === '' ? '' : $origin . '/assets/phpscripts/cms-auth.php';
}

/** The start: a new state (stored as its hash, with the cookie's hash), the cookie, and off to GitHub. */
function cms_auth_start(): void
{
    $provider = $_GET['provider'] ?? 'github';
    if ($provider !== 'github') {
        cms_auth_result(400, 'unavailableTitle', ['unsupportedBackend'], null, 'UNSUPPORTED_BACKEND');
    }
    $scope = $_GET['scope'] ?? 'repo';
    $scopes = is_string($scope) ? preg_split('/[\s,]+/', trim($scope), -1, PREG_SPLIT_NO_EMPTY) : false;
    if ($scopes === false || $scopes === [] || array_diff($scopes, CMS_AUTH_SCOPES) !== []) {
        cms_auth_result(400, 'unavailableTitle', ['unsupportedScope'], null, 'UNSUPPORTED_SCOPE');
    }
    $dir = cms_auth_dir();
    if ($dir === null) {
        cms_auth_result(503, 'storageTitle', ['storage'], null, 'STORAGE_UNAVAILABLE');
    }
    $limit = forms_int('FORMS_RATE_LIMIT', 0, 1000000, 5);
    if (!forms_rate_take($dir, 'cms-auth|' . forms_client_key(forms_client_ip()), $limit === 0 ? 0 : max(20, $limit))) {
        cms_auth_result(429, 'rateLimitedTitle', ['rateLimited'], null, 'RATE_LIMITED');
    }
    foreach (glob($dir . '/*') ?: [] as $old) { // expired or abandoned sign-ins
        if (is_file($old) && (int) @filemtime($old) < time() - CMS_AUTH_TTL) {
            @unlink($old);
        }
    }
    $state = bin2hex(random_bytes(32));
    $cookie = bin2hex(random_bytes(32));
    $expires = time() + CMS_AUTH_TTL;
    $record = forms_json(['cookie' => hash('sha256', $cookie), 'expires' => $expires]);
    if (@file_put_contents($dir . '/' . hash('sha256', $state), $record, LOCK_EX) !== strlen($record)) {
        error_log("cms-auth: cannot write a pending sign-in in {$dir}");
        cms_auth_result(503, 'storageTitle', ['storage'], null, 'STORAGE_UNAVAILABLE');
    }
    $params = ['client_id' => trim(forms_config()['CMS_GITHUB_CLIENT_ID']), 'redirect_uri' => cms_auth_callback_url()];
    $params += ['scope' => implode(' ', $scopes), 'state' => $state, 'allow_signup' => 'false']; // editors use existing accounts
    $query = http_build_query($params, '', '&', PHP_QUERY_RFC3986);
    cms_auth_headers();
    cms_auth_cookie($cookie, $expires);
    http_response_code(302);
    header('Location: ' . cms_auth_github() . '/login/oauth/authorize?' . $query);
    header('Content-Type: text/plain; charset=utf-8');
    echo cms_auth_text(['toGitHub'], [], "\n"), "\n";
    exit;
}

/**
 * True once for a state that was issued here less than CMS_AUTH_TTL seconds ago to the browser holding
 * $cookie. Claimed by renaming its file, so of two returns with the same state only one can win; a
 * state is used up by any return that names it, even one that fails the cookie check.
 */
function cms_auth_claim(mixed $state, mixed $cookie): bool
{
    if (!is_string($state) || preg_match('/^[0-9a-f]{64}$/D', $state) !== 1) {
        return false;
    }
    $dir = cms_auth_dir();
    $file = $dir === null ? '' : $dir . '/' . hash('sha256', $state);
    if ($file === '' || !is_file($file)) {
        return false;
    }
    $claimed = $file . '.used-' . bin2hex(random_bytes(8));
    if (!@rename($file, $claimed)) {
        return false;
    }
    $record = json_decode((string) @file_get_contents($claimed), true);
    @unlink($claimed);
    return is_string($cookie) && preg_match('/^[0-9a-f]{64}$/D', $cookie) === 1
        && is_array($record) && is_string($record['cookie'] ?? null) && is_int($record['expires'] ?? null)
        && $record['expires'] >= time() && hash_equals($record['cookie'], hash('sha256', $cookie));
}

/** GitHub's return: the state checked and used up, then the code exchanged for the token. */
function cms_auth_callback(): void
{
    $https = forms_request_scheme() === 'https';
    $cookie = $_COOKIE[$https ? '__Host-cms-auth' : 'cms-auth'] ?? null;
    cms_auth_cookie('', 1); // one return per start, whatever happens next
    if (!cms_auth_claim($_GET['state'] ?? null, $cookie)) {
        cms_auth_result(400, 'expiredTitle', ['expired'], null, 'CSRF_DETECTED');
    }
    if (isset($_GET['error'])) {
        $denied = ($_GET['error'] ?? '') === 'access_denied';
        cms_auth_result(403, 'cancelledTitle', [$denied ? 'denied' : 'githubError'], null, 'AUTH_CODE_REQUEST_FAILED');
    }
    $code = $_GET['code'] ?? null;
    if (!is_string($code) || preg_match('/^[A-Za-z0-9_-]{1,256}$/D', $code) !== 1) {
        cms_auth_result(400, 'failedTitle', ['badCode'], null, 'AUTH_CODE_REQUEST_FAILED');
    }
    [$token, $problem] = cms_auth_exchange($code);
    if ($token === null) {
        cms_auth_result(502, 'failedTitle', $problem[0], null, $problem[1], $problem[2]);
    }
    cms_auth_result(200, 'successTitle', ['success'], $token);
}

/** [token, null], or [null, [the editor's words (keys), error code, what fills them]]. Logs failures, never the token. */
function cms_auth_exchange(string $code): array
{
    $config = forms_config();
    $body = http_build_query([
        'client_id' => trim($config['CMS_GITHUB_CLIENT_ID']),
        'client_secret' => trim($config['CMS_GITHUB_CLIENT_SECRET']),
        'code' => $code,
        'redirect_uri' => cms_auth_callback_url(), // always the configured one (checked by cms_auth_missing)
    ], '', '&', PHP_QUERY_RFC3986);
    $url = cms_auth_github() . '/login/oauth/access_token';
    $seconds = forms_int('CMS_GITHUB_TIMEOUT', 1, 60, 10);
    [$status, $response] = forms_http_post($url, [
        'Accept' => 'application/json',
        'Content-Type' => 'application/x-www-form-urlencoded',
        'User-Agent' => 'makkah-tech-cms-auth',
    ], $body, $seconds);
    if ($status === null) {
        error_log("cms-auth: the token request to {$url} failed ({$response})");
        return [null, [['unreachable', 'retry'], 'TOKEN_REQUEST_FAILED', []]];
    }
    $data = json_decode($response, true);
    if (!is_array($data)) {
        error_log("cms-auth: {$url} did not answer with JSON");
        return [null, [['malformed', 'retry'], 'MALFORMED_RESPONSE', []]];
    }
    $token = $data['access_token'] ?? null;
    if (is_string($token) && preg_match('#^[A-Za-z0-9_.~+/=-]{1,1024}$#D', $token) === 1) {
        return [$token, null];
    }
    $error = is_string($data['error'] ?? null) ? substr((string) preg_replace('/[^A-Za-z0-9_]/', '', $data['error']), 0, 64) : 'no token';
    error_log("cms-auth: GitHub refused the code ({$error})");
    $description = is_string($data['error_description'] ?? null)
        ? trim(substr((string) preg_replace('/[\x00-\x1F\x7F]+/', ' ', $data['error_description']), 0, 300)) : '';
    return [null, [[$description !== '' ? 'refusedBecause' : 'refused', 'retry'], 'TOKEN_REQUEST_FAILED', ['{reason}' => $description]]];
}

/**
 * The handshake page: the token (success) or the error, for the CMS window; for the editor, $title and $text (keys of
 * cmsAuthCopy, {name}s filled in from $fill) in both languages, the browser's first (cms_auth_languages).
 */
function cms_auth_result(int $status, string $title, array $text, ?string $token, string $code = '', array $fill = []): void
{
    $languages = cms_auth_languages();
    // Decap shows `message` in one paragraph, Sveltia `error` (or its own words for a known errorCode): both
    // languages, each isolated (U+2068…U+2069) so that neither reorders the other in a right-to-left CMS.
    $said = implode(' ', array_map(static fn (string $lang): string => "\u{2068}" . cms_auth_say($lang, $text, $fill) . "\u{2069}", $languages));
    $payload = $token !== null
        ? ['token' => $token, 'provider' => 'github']
        : ['provider' => 'github', 'error' => $said, 'message' => $said, 'errorCode' => $code];
    $json = json_encode($payload, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE);
    $message = 'authorization:github:' . ($token !== null ? 'success' : 'error') . ':' . $json;
    $e = static fn (string $s): string => htmlspecialchars($s, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
    $hash = static fn (string $s): string => "'sha256-" . base64_encode(hash('sha256', $s, true)) . "'";
    $dir = static fn (string $lang): string => $lang === 'ar' ? 'rtl' : 'ltr';
    // One section a language, the first with the page's heading; the lost-link words stay hidden until the script finds no opener.
    $sections = '';
    foreach ($languages as $i => $lang) {
        $h = $i === 0 ? 'h1' : 'h2';
        $sections .= '<section lang="' . $lang . '" dir="' . $dir($lang) . '"><' . $h . '>' . $e(cms_auth_say($lang, [$title])) . '</' . $h . '>'
            . '<p>' . $e(cms_auth_say($lang, $text, $fill)) . '</p><p class="cms-auth-lost" hidden>' . $e(cms_auth_say($lang, ['lost'])) . '</p></section>';
    }
    http_response_code($status);
    cms_auth_headers();
    header('Content-Type: text/html; charset=utf-8');
    header("Content-Security-Policy: default-src 'none'; script-src " . $hash(CMS_AUTH_SCRIPT) . '; style-src ' . $hash(CMS_AUTH_STYLE)
        . "; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
    echo '<!doctype html><html lang="', $languages[0], '" dir="', $dir($languages[0]), '"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
        '<title>', $e(implode(' · ', array_map(static fn (string $lang): string => cms_auth_say($lang, [$title]), $languages))), '</title>',
        '<style>', CMS_AUTH_STYLE, '</style></head><body><main>', $sections,
        '<div id="cms-auth" hidden data-provider="github" data-origin="', $e(cms_auth_allowed_origin()),
        '" data-message="', $e($message), '"></div></main><script>', CMS_AUTH_SCRIPT, '</script></body></html>';
    exit;
}
