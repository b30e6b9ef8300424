<?php
// The staff desk's accounts and sessions: one account per person (desk-users.json in the storage directory,
// password_hash() only; added with lib/desk-user.php), sessions in files named by a hash of their cookie,
// idle and absolute expiry, a CSRF token per session, the Origin / Sec-Fetch-Site check on every post, and
// the append-only audit log. PHP's own sessions are not used: their files, lifetime and cookie are the
// host's php.ini settings, and the desk must keep its own (docs/desk.md).
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

const DESK_IDLE = 1800;        // seconds without a request before a session ends
const DESK_ABSOLUTE = 43200;   // a session ends 12 hours after sign-in whatever happens
const DESK_SIGNIN_LIMIT = 6;   // sign-in attempts per account per FORMS_RATE_WINDOW (10 minutes by default)
const DESK_SIGNIN_CLIENT_LIMIT = 20; // per client address: an office behind one address signs in together
const DESK_COOKIE = 'desk_session';

function desk_users_file(string $dir): string
{
    return $dir . '/desk-users.json';
}

/** The accounts: e-mail (lower case) => ['hash', 'lang', 'added']. */
function desk_users(string $dir): array
{
    $file = desk_users_file($dir);
    $data = is_file($file) ? json_decode((string) @file_get_contents($file), true) : null;
    return is_array($data) ? $data : [];
}

/** Writes the accounts: a new file, then a rename over the old one (never a half-written file). */
function desk_users_save(string $dir, array $users): bool
{
    $file = desk_users_file($dir);
    $tmp = $file . '.' . bin2hex(random_bytes(4)) . '.tmp';
    $data = json_encode($users, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE) . "\n";
    $ok = @file_put_contents($tmp, $data, LOCK_EX) === strlen($data) && @chmod($tmp, 0600);
    if ($ok && ($owner = @fileowner($dir)) !== false && @fileowner($tmp) !== $owner) {
        @chown($tmp, $owner); // desk-user.php run as root: the web server (the storage's owner) must read it
    }
    $ok = $ok && @rename($tmp, $file);
    if (!$ok) {
        @unlink($tmp);
    }
    return $ok;
}

/** Appends one line to the audit log: who did what, when, from where. */
function desk_audit(string $dir, string $by, string $action, array $details = []): void
{
    forms_append($dir . '/desk-audit.jsonl', forms_json(['at' => gmdate('c'), 'by' => $by, 'action' => $action]
        + $details + ['ip' => forms_client_ip()]));
}

function desk_sessions_dir(string $dir): string
{
    return $dir . '/desk-sessions';
}

function desk_session_file(string $dir, string $token): string
{
    return desk_sessions_dir($dir) . '/' . hash('sha256', $token); // a stolen directory listing opens nothing
}

/** The desk's own URL path (the cookie's path). */
function desk_path(): string
{
    $path = (string) parse_url((string) ($_SERVER['REQUEST_URI'] ?? ''), PHP_URL_PATH);
    return preg_match('#^/[A-Za-z0-9/_.-]*desk\.php$#D', $path) === 1 ? $path : '/assets/phpscripts/desk.php';
}

/**
 * The session cookie's name: over https "__Host-desk_session", which only this host can set (Secure, Path=/, no
 * Domain), so a page on a sibling host (a preview at pr-N.preview.<domain>) cannot plant a session of its own
 * with Domain=<domain> and sign a salesperson into it. Plain http (a local test) keeps the plain name.
 */
function desk_cookie_name(): string
{
    return forms_request_scheme() === 'https' ? '__Host-' . DESK_COOKIE : DESK_COOKIE;
}

function desk_cookie(string $value, int $expires): void
{
    $https = forms_request_scheme() === 'https';
    setcookie(desk_cookie_name(), $value, [
        'expires' => $expires,
        'path' => $https ? '/' : desk_path(), // __Host- requires Path=/
        'secure' => $https,
        'httponly' => true,
        'samesite' => 'Strict',
    ]);
}

/** The signed-in session ['user', 'created', 'seen', 'csrf', 'token'] or null; refreshes its idle time. */
function desk_session(string $dir): ?array
{
    $token = $_COOKIE[desk_cookie_name()] ?? null;
    if (!is_string($token) || preg_match('/^[0-9a-f]{64}$/D', $token) !== 1) {
        return null;
    }
    $file = desk_session_file($dir, $token);
    $session = is_file($file) ? json_decode((string) @file_get_contents($file), true) : null;
    $now = time();
    if (!is_array($session) || !is_string($session['user'] ?? null) || !isset(desk_users($dir)[$session['user']])
        || $now - (int) ($session['seen'] ?? 0) > DESK_IDLE || $now - (int) ($session['created'] ?? 0) > DESK_ABSOLUTE) {
        @unlink($file);
        return null;
    }
    if ($now - (int) $session['seen'] > 60) { // write at most once a minute
        $session['seen'] = $now;
        @file_put_contents($file, json_encode($session), LOCK_EX);
    }
    return $session + ['token' => $token];
}

/** Starts a session for $user (after a good password): a new random cookie, a new CSRF token. */
function desk_session_start(string $dir, string $user): bool
{
    $sessions = desk_sessions_dir($dir);
    if (!is_dir($sessions) && !@mkdir($sessions, 0700) && !is_dir($sessions)) {
        return false;
    }
    desk_sessions_cleanup($sessions);
    $token = bin2hex(random_bytes(32));
    $now = time();
    $data = json_encode(['user' => $user, 'created' => $now, 'seen' => $now, 'csrf' => bin2hex(random_bytes(32))]);
    if (@file_put_contents(desk_session_file($dir, $token), $data, LOCK_EX) !== strlen((string) $data)) {
        return false;
    }
    desk_cookie($token, 0); // a browser-session cookie; the server ends it earlier
    return true;
}

function desk_session_end(string $dir, array $session): void
{
    @unlink(desk_session_file($dir, $session['token']));
    desk_cookie('', 1);
}

/** Ends every open session of $user (a new password, a removed account); returns how many. */
function desk_sessions_end_user(string $dir, string $user): int
{
    $ended = 0;
    foreach (glob(desk_sessions_dir($dir) . '/*') ?: [] as $file) {
        $session = json_decode((string) @file_get_contents($file), true);
        if (is_array($session) && ($session['user'] ?? null) === $user && @unlink($file)) {
            $ended++;
        }
    }
    return $ended;
}

/** Removes the files of sessions past their absolute or idle limit. */
function desk_sessions_cleanup(string $sessions): void
{
    $now = time();
    foreach (glob($sessions . '/*') ?: [] as $file) {
        $mtime = @filemtime($file);
        if ($mtime !== false && $now - $mtime > DESK_ABSOLUTE) {
            @unlink($file);
        }
    }
}

/**
 * A post from the desk's own page: Origin (when sent) is this host, else Sec-Fetch-Site (when sent) is
 * same-origin. Unlike the public forms, the desk never takes a post from another site, even one of ours.
 */
function desk_same_origin(): bool
{
    $origin = $_SERVER['HTTP_ORIGIN'] ?? null;
    if (is_string($origin)) {
        $origin = strtolower(trim($origin));
        $scheme = forms_request_scheme();
        $http = (string) ($_SERVER['HTTP_HOST'] ?? '');
        $hosts = [$http];
        // Debian's nginx passes HTTP_HOST as $host, without the port: the port the request came to is then PHP's.
        if (preg_match('/:[0-9]+$/D', $http) !== 1 && preg_match('/^[0-9]{1,5}$/D', (string) ($_SERVER['SERVER_PORT'] ?? '')) === 1) {
            $hosts[] = $http . ':' . $_SERVER['SERVER_PORT'];
        }
        foreach ($hosts as $host) {
            if ($http !== '' && $origin === $scheme . '://' . forms_host_port($host, $scheme)) {
                return true;
            }
        }
        return false;
    }
    $site = $_SERVER['HTTP_SEC_FETCH_SITE'] ?? null;
    return !is_string($site) || strtolower(trim($site)) === 'same-origin';
}

/** The posted CSRF token matches the session's. */
function desk_csrf_ok(array $session): bool
{
    $posted = $_POST['csrf'] ?? null;
    return is_string($posted) && is_string($session['csrf'] ?? null) && hash_equals($session['csrf'], $posted);
}

/**
 * Checks a sign-in: the rate limit first (per client address and per account; every attempt counts), then
 * the password.
 * Returns 'ok', 'limited' or 'wrong'. A wrong e-mail costs the same time as a wrong password.
 */
function desk_check_password(string $dir, string $email, string $password): string
{
    $client = forms_client_key(forms_client_ip());
    if (!forms_rate_take($dir, "desk-signin|{$client}", DESK_SIGNIN_CLIENT_LIMIT)
        || !forms_rate_take($dir, 'desk-signin-account|' . strtolower($email), DESK_SIGNIN_LIMIT)) {
        return 'limited';
    }
    $users = desk_users($dir);
    $own = $users[strtolower($email)]['hash'] ?? null;
    // No account: the same work, on another account's hash (its algorithm and cost: PHP 8.4 raised bcrypt's
    // default cost from 10 to 12, and a fixed stand-in would then answer faster than every real account).
    $any = reset($users);
    $hash = is_string($own) ? $own : (is_array($any) && is_string($any['hash'] ?? null) ? $any['hash'] : '$2y$10$aEKI714y7XGYfFl1.YfR5u5424OpN6WN8HiU/Q.UV5PrlQ6IcXtlq');
    $ok = password_verify($password, $hash) && is_string($own);
    if ($ok && password_needs_rehash($own, PASSWORD_DEFAULT)) { // every account on this PHP's cost, as a new one would be
        $users[strtolower($email)]['hash'] = password_hash($password, PASSWORD_DEFAULT);
        desk_users_save($dir, $users);
    }
    return $ok ? 'ok' : 'wrong';
}
