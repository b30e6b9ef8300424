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
const DESK_SIGNIN_LIMIT = 6;   // sign-in attempts per account (or per device cookie) per FORMS_RATE_WINDOW (10 minutes by default)
const DESK_SIGNIN_CLIENT_LIMIT = 20; // per client address: an office behind one address signs in together
const DESK_COOKIE = 'desk_session';
const DESK_DEVICE_COOKIE = 'desk_device';
const DESK_DEVICE_LIFETIME = 15552000; // 180 days

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

/**
 * Changes the accounts holding an exclusive lock (desk-users.json.lock beside them) from the read to the
 * rewrite: $change gets the accounts as they are now and returns them changed, or null to leave them. The
 * language switch, a sign-in's re-hash and desk-user.php all change the file: two at once would otherwise lose
 * one change (a new password undone, a removed account back). False when the lock or the write failed.
 */
function desk_users_update(string $dir, callable $change): bool
{
    $lock = desk_users_file($dir) . '.lock';
    [$locked, $ok] = forms_locked($lock, static function () use ($dir, $lock, $change): bool {
        if (($owner = @fileowner($dir)) !== false && @fileowner($lock) !== $owner) {
            @chown($lock, $owner); // desk-user.php run as root: the web server must take the lock too
        }
        $users = $change(desk_users($dir));
        return $users === null || desk_users_save($dir, $users);
    });
    return $locked && $ok === true;
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
 * A cookie's name (the session's by default): over https "__Host-desk_session", which only this host can set
 * (Secure, Path=/, no Domain), so a page on a sibling host (a preview at pr-N.preview.<domain>) cannot plant a
 * session of its own with Domain=<domain> and sign a salesperson into it. Plain http (a local test) keeps the plain name.
 */
function desk_cookie_name(string $name = DESK_COOKIE): string
{
    return forms_request_scheme() === 'https' ? '__Host-' . $name : $name;
}

function desk_cookie(string $value, int $expires, string $name = DESK_COOKIE): void
{
    $https = forms_request_scheme() === 'https';
    setcookie(desk_cookie_name($name), $value, [
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

/** The signature of a device cookie: HMAC of the account (lower case), its nonce and its issue time. */
function desk_device_signature(string $email, string $nonce, string $issued): ?string
{
    $key = forms_key('desk-device');
    return $key === null ? null : hash_hmac('sha256', strtolower($email) . "|{$nonce}|{$issued}", $key);
}

/**
 * After a good password: a device cookie, {nonce}.{issued}.{signature}, for 180 days, so that this browser's
 * next sign-ins to this account are not stopped by the per-account limit (OWASP's "device cookies").
 */
function desk_device_issue(string $email): void
{
    $nonce = bin2hex(random_bytes(16));
    $issued = (string) time();
    $signature = desk_device_signature($email, $nonce, $issued);
    if ($signature !== null) {
        desk_cookie("{$nonce}.{$issued}.{$signature}", (int) $issued + DESK_DEVICE_LIFETIME, DESK_DEVICE_COOKIE);
    }
}

/** The nonce of this request's device cookie when it is valid (signed, unexpired) for $email, else null. */
function desk_device(string $email): ?string
{
    $value = $_COOKIE[desk_cookie_name(DESK_DEVICE_COOKIE)] ?? null;
    if (!is_string($value) || preg_match('/^([0-9a-f]{32})\.([0-9]{1,12})\.([0-9a-f]{64})$/D', $value, $m) !== 1
        || time() - (int) $m[2] > DESK_DEVICE_LIFETIME || (int) $m[2] > time() + 60) {
        return null;
    }
    $expected = desk_device_signature($email, $m[1], $m[2]);
    return $expected !== null && hash_equals($expected, $m[3]) ? $m[1] : null;
}

/**
 * Checks a sign-in: the rate limit first (per client address, and per account or, from a browser holding this
 * account's device cookie, per device cookie; every attempt counts), then the password. Anyone can spend an
 * account's attempts and keep it locked; a browser it has signed in from before keeps its own.
 * Returns 'ok', 'limited' or 'wrong'. A wrong e-mail costs the same time as a wrong password.
 */
function desk_check_password(string $dir, string $email, string $password): string
{
    $client = forms_client_key(forms_client_ip());
    $device = desk_device($email);
    $bucket = $device !== null ? "desk-signin-device|{$device}" : 'desk-signin-account|' . strtolower($email);
    if (!forms_rate_take($dir, "desk-signin|{$client}", DESK_SIGNIN_CLIENT_LIMIT)
        || !forms_rate_take($dir, $bucket, DESK_SIGNIN_LIMIT)) {
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
        $new = password_hash($password, PASSWORD_DEFAULT);
        desk_users_update($dir, static function (array $users) use ($email, $own, $new): ?array {
            if (($users[strtolower($email)]['hash'] ?? null) !== $own) {
                return null; // a new password (or a removal) meanwhile stands
            }
            $users[strtolower($email)]['hash'] = $new;
            return $users;
        });
    }
    return $ok ? 'ok' : 'wrong';
}
