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
require_once __DIR__ . '/cms-auth-page.php'; // the editor's page and the CMS's message, in both languages

/** Seconds a sign-in may take from the start to GitHub's return. */
const CMS_AUTH_TTL = 600;

/** The scopes the CMS may ask for (Decap: repo or public_repo; Sveltia: repo,user). */
const CMS_AUTH_SCOPES = ['repo', 'public_repo', 'user', 'read:user', 'user:email'];

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
