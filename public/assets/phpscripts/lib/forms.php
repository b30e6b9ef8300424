<?php
// Shared library of the form handlers (contact.php, book-demo.php, newsletter.php): check the
// request, validate, store, notify, redirect; the newsletter's double opt-in. Plain PHP 8.0+ with
// default extensions only (pcre, json, hash, standard). Configuration: README.md (Forms).
// The rules (limits, patterns, fields, routes, anchors) are generated from the TypeScript content
// into rules.json beside this file (scripts/forms-rules.mjs, part of `npm run build`); without it
// every post fails closed. Never served directly: the host denies lib/, and so does this guard.
declare(strict_types=1);

if (basename((string) ($_SERVER['SCRIPT_FILENAME'] ?? '')) === basename(__FILE__)) {
    http_response_code(404);
    exit;
}

/** Days a newsletter confirmation link stays valid (pending sign-ups are purged after it). */
const FORMS_LINK_DAYS = 7;
/** At most this many unconfirmed confirmation mails per address within FORMS_LINK_DAYS. */
const FORMS_PENDING_MAX = 3;
/** Bidi embeddings, overrides and isolates: removed from every field before validation. */
const FORMS_BIDI = '/[\x{202A}-\x{202E}\x{2066}-\x{2069}]/u';
/** Arabic-Indic and extended Arabic-Indic digits → 0–9 (phone, noEmployees). */
const FORMS_DIGITS = [
    '٠' => '0', '١' => '1', '٢' => '2', '٣' => '3', '٤' => '4', '٥' => '5', '٦' => '6', '٧' => '7', '٨' => '8', '٩' => '9',
    '۰' => '0', '۱' => '1', '۲' => '2', '۳' => '3', '۴' => '4', '۵' => '5', '۶' => '6', '۷' => '7', '۸' => '8', '۹' => '9',
];
/** Only for failing closed without rules.json: where each form sends the visitor back. */
const FORMS_FALLBACK = [
    'contact' => ['route' => '/contact', 'anchor' => 'contact', 'param' => 'msg'],
    'book-demo' => ['route' => '/book-demo', 'anchor' => 'demo-form', 'param' => 'msg'],
    'newsletter' => ['route' => '/', 'anchor' => 'newsletter', 'param' => 'newsletter'],
];

/**
 * Settings: environment variables first, then the config file (FORMS_CONFIG, or forms.config.php
 * in the folder above the web root), then these defaults.
 */
function forms_config(): array
{
    static $config = null;
    if ($config !== null) {
        return $config;
    }
    $above = forms_above_root();
    $defaults = [
        'FORMS_STORAGE_DIR' => $above . '/storage',
        'FORMS_MAIL_TO' => 'support@makkahtech.example',
        'FORMS_MAIL_FROM' => 'no-reply@makkahtech.example',
        'FORMS_ALERT_TO' => '',
        'FORMS_RATE_LIMIT' => '5',
        'FORMS_RATE_WINDOW' => '600',
        'FORMS_MAX_BODY' => '131072',
        'FORMS_RETENTION_DAYS' => '',
        'FORMS_SITE_ORIGIN' => '',
        'FORMS_SCRIPT_ORIGIN' => '',
        'FORMS_TRUSTED_PROXIES' => '',
        'FORMS_SECRET' => '',
        'FORMS_SECRET_FILE' => '',
        'FORMS_RULES_FILE' => __DIR__ . '/rules.json',
    ];
    $file = forms_config_file();
    $fromFile = is_file($file) && is_readable($file) ? include $file : [];
    $config = [];
    foreach ($defaults as $key => $default) {
        $value = forms_env($key) ?? (is_array($fromFile) && isset($fromFile[$key]) && is_scalar($fromFile[$key]) ? (string) $fromFile[$key] : null);
        $config[$key] = $value ?? $default;
    }
    return $config;
}

/** The config file the handlers and the purge script read. */
function forms_config_file(): string
{
    return forms_env('FORMS_CONFIG') ?? forms_above_root() . '/forms.config.php';
}

/** The folder that holds the web root (lib/ is <web root>/assets/phpscripts/lib). */
function forms_above_root(): string
{
    $docRoot = (string) ($_SERVER['DOCUMENT_ROOT'] ?? '');
    return $docRoot !== '' ? dirname(rtrim($docRoot, '/')) : dirname(__DIR__, 4);
}

function forms_env(string $name): ?string
{
    $value = getenv($name);
    if ($value === false) {
        $value = $_SERVER[$name] ?? null;
    }
    return is_string($value) ? $value : null;
}

function forms_int(string $key, int $min, int $max, ?int $default = null): int
{
    $raw = forms_config()[$key];
    $value = preg_match('/^[0-9]{1,10}$/D', $raw) === 1 ? (int) $raw : ($default ?? $min);
    return max($min, min($max, $value));
}

/** An origin setting ("https://host[:port]", trailing slash allowed), or '' when unset or malformed. */
function forms_origin_setting(string $value): string
{
    $value = rtrim(trim($value), '/');
    return preg_match('#^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$#D', $value) === 1 ? $value : '';
}

/** The generated rules (rules.json), or null (logged) when missing or malformed: posts then fail closed. */
function forms_rules(): ?array
{
    static $rules = false;
    if ($rules !== false) {
        return $rules;
    }
    $file = forms_config()['FORMS_RULES_FILE'];
    $data = is_file($file) && is_readable($file) ? json_decode((string) file_get_contents($file), true) : null;
    $ok = is_array($data) && ($data['version'] ?? null) === 1
        && is_array($data['routes']['en'] ?? null) && is_array($data['routes']['ar'] ?? null)
        && is_array($data['limits'] ?? null) && is_array($data['forms'] ?? null)
        && is_string($data['emailPattern'] ?? null) && is_string($data['phonePattern'] ?? null)
        && is_int($data['emailLocalMax'] ?? null) && is_int($data['phoneMinDigits'] ?? null)
        && is_int($data['retentionDays'] ?? null) && is_string($data['honeypot'] ?? null);
    if (!$ok) {
        error_log("forms: the rules file {$file} is missing or invalid; every post fails until it is generated (node scripts/forms-rules.mjs, part of npm run build)");
    }
    $rules = $ok ? $data : null;
    return $rules;
}

// ---------------------------------------------------------------------------------------------
// Validation: the same rules as components/forms/validate.ts.

/** The number of Unicode code points (no mbstring needed). */
function forms_length(string $value): int
{
    return (int) preg_match_all('/./su', $value);
}

/** A valid address: the pattern, at most 254 characters and at most 64 before the @ (RFC 5321). */
function forms_is_email(string $value): bool
{
    $rules = forms_rules();
    $pattern = $rules['emailPattern'] ?? '^[A-Za-z0-9.!#$%&\'*+\/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$';
    $at = strrpos($value, '@');
    return strlen($value) <= (int) ($rules['limits']['email']['max'] ?? 254)
        && $at !== false && $at > 0 && $at <= (int) ($rules['emailLocalMax'] ?? 64)
        && preg_match('/' . $pattern . '/D', $value) === 1;
}

function forms_normalize_digits(string $value): string
{
    return strtr($value, FORMS_DIGITS);
}

/** A trimmed, valid value, or null. Refuses invalid UTF-8, control characters, MIME encoded words and bad lengths. */
function forms_valid(string $raw, string $field, string $kind): ?string
{
    $rules = forms_rules();
    if (preg_match('//u', $raw) !== 1) {
        return null; // not UTF-8
    }
    $bad = $kind === 'multiline'
        ? '/[\x{0}-\x{8}\x{B}\x{C}\x{E}-\x{1F}\x{7F}-\x{9F}\x{2028}\x{2029}]/u'
        : '/[\x{0}-\x{1F}\x{7F}-\x{9F}\x{2028}\x{2029}]/u';
    if (preg_match($bad, $raw) !== 0) {
        return null; // checked before trimming, so no control character slips through at either end
    }
    $value = trim((string) preg_replace(FORMS_BIDI, '', $raw), " \t\n\r");
    if ($value === '') {
        return null;
    }
    if ($kind !== 'multiline' && preg_match('/=\?.*\?=/', $value) === 1) {
        return null; // a MIME encoded word: mail clients would show it decoded
    }
    if ($kind === 'phone' || $kind === 'integer') {
        $value = forms_normalize_digits($value);
    }
    $limits = $rules['limits'][$field] ?? [];
    if ($kind === 'integer') {
        if (preg_match('/^[0-9]{1,9}$/D', $value) !== 1) {
            return null;
        }
        $count = (int) $value;
        return $count >= ($limits['min'] ?? 1) && $count <= ($limits['max'] ?? PHP_INT_MAX) ? (string) $count : null;
    }
    $length = forms_length($value);
    if ((isset($limits['max']) && $length > $limits['max']) || (isset($limits['min']) && $length < $limits['min'])) {
        return null;
    }
    if ($kind === 'email' && !forms_is_email($value)) {
        return null;
    }
    if ($kind === 'phone' && (preg_match('/' . $rules['phonePattern'] . '/D', $value) !== 1
        || preg_match_all('/[0-9]/', $value) < $rules['phoneMinDigits'])) {
        return null;
    }
    return $value;
}

// ---------------------------------------------------------------------------------------------
// Storage: JSON lines in files outside the web root, each write under an exclusive lock.

/** The configured storage directory as an absolute path (not checked). */
function forms_storage_path(): string
{
    $dir = rtrim(forms_config()['FORMS_STORAGE_DIR'], '/');
    if ($dir !== '' && $dir[0] !== '/') {
        $dir = forms_above_root() . '/' . $dir; // a relative path starts from the folder above the web root
    }
    return $dir;
}

/**
 * The storage directory; null when it cannot be used (or would be public). The handlers create it
 * on first use; the purge script passes $create = false and never does.
 */
function forms_storage(bool $create = true): ?string
{
    $dir = forms_storage_path();
    // Checked before anything is created: the nearest existing ancestor must not be in the web root.
    $existing = $dir;
    while ($existing !== '' && $existing !== '/' && $existing !== '.' && !file_exists($existing)) {
        $existing = dirname($existing);
    }
    $real = realpath($existing === '' ? '.' : $existing);
    $docRoot = realpath((string) ($_SERVER['DOCUMENT_ROOT'] ?? '')) ?: null;
    if ($dir === '' || $real === false || ($docRoot !== null && $docRoot !== '/' && str_starts_with($real . '/', $docRoot . '/'))) {
        error_log("forms: refusing to store enquiries in {$dir} (unset, or inside the web root)");
        return null;
    }
    if (!is_dir($dir)) {
        if (!$create) {
            return null;
        }
        if (!@mkdir($dir, 0700, true) && !is_dir($dir)) {
            error_log("forms: cannot create the storage directory {$dir}");
            return null;
        }
    }
    return (string) realpath($dir);
}

/**
 * Appends one line under an exclusive lock; true only once the whole line is written. The line
 * always starts on a line of its own, and a short write (full disk) is cut back off.
 */
function forms_append(string $file, string $line): bool
{
    $fh = @fopen($file, 'c+b');
    if ($fh === false) {
        error_log("forms: cannot open {$file} for writing");
        return false;
    }
    $ok = false;
    if (flock($fh, LOCK_EX)) {
        $size = (int) (fstat($fh)['size'] ?? 0);
        $data = $line;
        if ($size > 0 && fseek($fh, $size - 1) === 0 && fread($fh, 1) !== "\n") {
            $data = "\n" . $line; // a torn last line stays on its own (the purge script quarantines it)
        }
        if (fseek($fh, 0, SEEK_END) === 0) {
            $written = @fwrite($fh, $data);
            $ok = $written === strlen($data) && fflush($fh);
            if (!$ok && $written !== false && $written > 0) {
                ftruncate($fh, $size); // never leave half a record for the next one to be glued to
            }
        }
        flock($fh, LOCK_UN);
    }
    fclose($fh);
    if (!$ok) {
        error_log("forms: could not write to {$file}");
    }
    return $ok;
}

/**
 * Rewrites a JSON-lines file under its lock: $edit receives the lines and returns
 * [new lines or null to leave the file as it is, result]. Returns [ok, result].
 */
function forms_rewrite(string $file, callable $edit): array
{
    $fh = @fopen($file, 'c+b');
    if ($fh === false || !flock($fh, LOCK_EX)) {
        error_log("forms: cannot open or lock {$file}");
        return [false, null];
    }
    $old = (string) stream_get_contents($fh);
    $lines = preg_split('/(?<=\n)/', $old, -1, PREG_SPLIT_NO_EMPTY) ?: [];
    [$new, $result] = $edit($lines);
    $ok = true;
    if ($new !== null) {
        $data = implode('', $new);
        $ok = ftruncate($fh, 0) && rewind($fh) && @fwrite($fh, $data) === strlen($data) && fflush($fh);
        if (!$ok) {
            ftruncate($fh, 0);
            rewind($fh);
            @fwrite($fh, $old); // put back what was there
            fflush($fh);
            error_log("forms: could not rewrite {$file}");
        }
    }
    flock($fh, LOCK_UN);
    fclose($fh);
    return [$ok, $result];
}

function forms_json(array $data): string
{
    return json_encode($data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_INVALID_UTF8_SUBSTITUTE) . "\n";
}

/**
 * The master secret: FORMS_SECRET (32+ characters), else the key file FORMS_SECRET_FILE (default
 * forms-secret.key beside the storage directory, never inside it), created on first use. Null
 * (logged) when neither is usable.
 */
function forms_secret(): ?string
{
    static $secret = false;
    if ($secret !== false) {
        return $secret;
    }
    $secret = null;
    $configured = trim(forms_config()['FORMS_SECRET']);
    if (strlen($configured) >= 32) {
        return $secret = $configured;
    }
    $file = forms_config()['FORMS_SECRET_FILE'];
    if ($file === '') {
        $file = dirname(forms_storage_path()) . '/forms-secret.key';
    }
    for ($try = 0; $try < 2 && $secret === null; $try++) {
        if (is_file($file)) {
            $value = trim((string) @file_get_contents($file));
            if (strlen($value) >= 32) {
                $secret = $value;
            } elseif ($try === 0) {
                usleep(50000); // another request may be writing it right now
            }
            continue;
        }
        $fh = @fopen($file, 'xb'); // create only if absent: two first requests cannot both write one
        if ($fh !== false) {
            $value = bin2hex(random_bytes(32));
            @chmod($file, 0600);
            $secret = fwrite($fh, $value) === strlen($value) ? $value : null;
            fclose($fh);
        }
    }
    if ($secret === null) {
        error_log("forms: no secret: set FORMS_SECRET (32+ characters) or let the handlers create {$file}");
    }
    return $secret;
}

/** A key derived from the master secret for one purpose (and, for rate limits, one day). */
function forms_key(string $purpose): ?string
{
    $secret = forms_secret();
    return $secret === null ? null : hash_hmac('sha256', $purpose, $secret);
}

// ---------------------------------------------------------------------------------------------
// Who is asking: the client address (through trusted proxies only) and the rate limit.

/** True when $ip lies in $cidr ("192.0.2.0/24", "2001:db8::/32" or a single address). */
function forms_ip_in(string $ip, string $cidr): bool
{
    [$net, $bits] = array_pad(explode('/', trim($cidr), 2), 2, null);
    $a = @inet_pton($ip);
    $b = @inet_pton((string) $net);
    if ($a === false || $b === false || strlen($a) !== strlen($b)) {
        return false;
    }
    $max = strlen($a) * 8;
    $bits = $bits === null ? $max : (preg_match('/^[0-9]{1,3}$/D', $bits) === 1 ? (int) $bits : -1);
    if ($bits < 0 || $bits > $max) {
        return false;
    }
    $bytes = intdiv($bits, 8);
    if (substr($a, 0, $bytes) !== substr($b, 0, $bytes)) {
        return false;
    }
    $rest = $bits % 8;
    if ($rest === 0) {
        return true;
    }
    $mask = (0xFF << (8 - $rest)) & 0xFF;
    return (ord($a[$bytes]) & $mask) === (ord($b[$bytes]) & $mask);
}

/**
 * The client's address: REMOTE_ADDR, or, only when REMOTE_ADDR is one of FORMS_TRUSTED_PROXIES,
 * the rightmost X-Forwarded-For hop that is not a trusted proxy.
 */
function forms_client_ip(): string
{
    $remote = (string) ($_SERVER['REMOTE_ADDR'] ?? '');
    $trusted = preg_split('/[\s,]+/', forms_config()['FORMS_TRUSTED_PROXIES'], -1, PREG_SPLIT_NO_EMPTY) ?: [];
    $isTrusted = static function (string $ip) use ($trusted): bool {
        foreach ($trusted as $cidr) {
            if (forms_ip_in($ip, $cidr)) {
                return true;
            }
        }
        return false;
    };
    if ($trusted === [] || !$isTrusted($remote)) {
        return $remote;
    }
    $hops = array_reverse(array_map('trim', explode(',', (string) ($_SERVER['HTTP_X_FORWARDED_FOR'] ?? ''))));
    $client = $remote;
    foreach ($hops as $hop) {
        $hop = trim($hop, '[]');
        if (@inet_pton($hop) === false) {
            break; // a malformed hop: the last trusted proxy is the best we know
        }
        $client = $hop;
        if (!$isTrusted($hop)) {
            break;
        }
    }
    return $client;
}

/** The rate-limit key of an address: IPv4 as is, IPv6 by its /64 (one customer's whole network). */
function forms_client_key(string $ip): string
{
    $packed = @inet_pton($ip);
    if ($packed === false) {
        return 'unknown:' . $ip;
    }
    if (strlen($packed) === 16 && substr($packed, 0, 12) === str_repeat("\0", 10) . "\xFF\xFF") {
        return inet_ntop(substr($packed, 12)) ?: $ip; // IPv4-mapped
    }
    return strlen($packed) === 16 ? bin2hex(substr($packed, 0, 8)) . '::/64' : $ip;
}

/**
 * One more post in $bucket if fewer than $limit were made in the last FORMS_RATE_WINDOW seconds.
 * Files are named by an HMAC of the bucket under a key that changes every day (UTC), so they never
 * hold an address; the previous day's file still counts while the window reaches back into it.
 */
function forms_rate_take(string $dir, string $bucket, int $limit): bool
{
    if ($limit === 0) {
        return true;
    }
    $window = forms_int('FORMS_RATE_WINDOW', 1, 86400);
    $rateDir = $dir . '/rate';
    if (!is_dir($rateDir) && !@mkdir($rateDir, 0700) && !is_dir($rateDir)) {
        error_log("forms: cannot create {$rateDir}; rate limit not applied");
        return true;
    }
    $now = time();
    $name = static function (int $time) use ($bucket, $rateDir): ?string {
        $key = forms_key('rate-limit ' . gmdate('Y-m-d', $time));
        return $key === null ? null : $rateDir . '/' . substr(hash_hmac('sha256', $bucket, $key), 0, 40);
    };
    $file = $name($now);
    if ($file === null) {
        error_log('forms: no secret, rate limit not applied');
        return true;
    }
    $read = static fn (string $text): array => array_values(array_filter(
        array_map('intval', preg_split('/\s+/', $text, -1, PREG_SPLIT_NO_EMPTY) ?: []),
        static fn (int $t): bool => $t > $now - $window && $t <= $now,
    ));
    $earlier = [];
    if (gmdate('Y-m-d', $now - $window) !== gmdate('Y-m-d', $now)) {
        $previous = $name($now - 86400);
        $earlier = $previous !== null && is_file($previous) ? $read((string) @file_get_contents($previous)) : [];
    }
    $fh = @fopen($file, 'c+b');
    if ($fh === false || !flock($fh, LOCK_EX)) {
        error_log("forms: cannot open {$file}; rate limit not applied");
        return true;
    }
    $recent = $read((string) stream_get_contents($fh));
    $allowed = count($recent) + count($earlier) < $limit;
    if ($allowed) {
        $recent[] = $now;
    }
    ftruncate($fh, 0);
    rewind($fh);
    fwrite($fh, implode("\n", $recent));
    fflush($fh);
    flock($fh, LOCK_UN);
    fclose($fh);
    if (random_int(1, 50) === 1) {
        forms_rate_cleanup($rateDir, $window);
    }
    return $allowed;
}

/** Deletes rate-limit files that are empty or whose every entry has left the window. Returns the count. */
function forms_rate_cleanup(string $rateDir, int $window, bool $dryRun = false): int
{
    $removed = 0;
    $now = time();
    foreach (glob($rateDir . '/*') ?: [] as $file) {
        clearstatcache(true, $file);
        $mtime = @filemtime($file);
        $size = @filesize($file);
        if ($mtime === false || !is_file($file)) {
            continue;
        }
        if ($mtime < $now - $window - 60 || ($size === 0 && $mtime < $now - 60)) {
            if ($dryRun || @unlink($file)) {
                $removed++;
            }
        }
    }
    return $removed;
}

// ---------------------------------------------------------------------------------------------
// Notification mails.

/** A header-safe single line: every control character (CR and LF included) becomes a space. */
function forms_header_value(string $value): string
{
    return trim((string) preg_replace('/[\x00-\x1F\x7F]+/', ' ', $value));
}

/** RFC 2047 encoded words (always, so no text of a visitor is ever read as MIME), folded. */
function forms_encode_header(string $value): string
{
    preg_match_all('/./su', $value, $chars);
    $words = [];
    $chunk = '';
    foreach ($chars[0] as $char) {
        if (strlen($chunk . $char) > 45) {
            $words[] = '=?UTF-8?B?' . base64_encode($chunk) . '?=';
            $chunk = '';
        }
        $chunk .= $char;
    }
    $words[] = '=?UTF-8?B?' . base64_encode($chunk) . '?=';
    return implode("\r\n ", $words);
}

/** FORMS_MAIL_FROM when it is a valid address (also the envelope sender), else null. */
function forms_mail_from(): ?string
{
    $from = forms_header_value(forms_config()['FORMS_MAIL_FROM']);
    return forms_is_email($from) && $from[0] !== '-' ? $from : null;
}

/** Sends a plain-text UTF-8 mail with the envelope sender set to FORMS_MAIL_FROM. */
function forms_mail(string $to, string $subject, string $body, array $headers = []): bool
{
    $from = forms_mail_from();
    if ($from === null || !forms_is_email($to)) {
        return false; // unset or invalid configuration
    }
    $body = str_replace(["\r\n", "\r", "\n"], ["\n", "\n", "\r\n"], $body);
    $headers = array_merge(['From' => $from], $headers, [
        'MIME-Version' => '1.0',
        'Content-Type' => 'text/plain; charset=UTF-8',
        'Content-Transfer-Encoding' => 'quoted-printable',
    ]);
    return @mail($to, forms_encode_header(forms_header_value($subject)), quoted_printable_encode($body), $headers, '-f' . $from);
}

/** The staff notification of an enquiry; $stored false adds a warning that the mail is the only copy. */
function forms_notify(string $form, array $values, string $id, string $lang, string $route, bool $stored): bool
{
    $to = forms_header_value(forms_config()['FORMS_MAIL_TO']);
    $subject = $form === 'book-demo'
        ? 'ERP demo request: ' . $values['company']
        : 'Website enquiry: ' . $values['subject'];
    $labels = [
        'name' => 'Name',
        'email' => 'Email',
        'phone' => 'Phone',
        'company' => 'Company',
        'noEmployees' => 'Employees',
        'subject' => 'Subject',
    ];
    $lines = $stored ? [] : ['WARNING: this enquiry could not be stored on the server; this e-mail is the only copy.', ''];
    foreach ($labels as $field => $label) {
        if (isset($values[$field])) {
            $lines[] = $label . ': ' . $values[$field];
        }
    }
    $lines[] = 'Language: ' . ($lang === 'ar' ? 'Arabic' : 'English');
    $lines[] = 'Page: ' . $route;
    $body = implode("\n", $lines) . "\n\nMessage:\n" . $values['message'] . "\n\nReference: {$id}\n";
    return forms_mail($to, $subject, $body, [
        'Reply-To' => forms_header_value($values['email']),
        'X-Enquiry-Id' => $id,
    ]);
}

// ---------------------------------------------------------------------------------------------
// The request: answers and redirects.

/** Ends the request with a short plain-text answer. */
function forms_reply(int $status, string $text, array $headers = []): void
{
    http_response_code($status);
    foreach ($headers as $name => $value) {
        header("{$name}: {$value}");
    }
    header('Content-Type: text/plain; charset=utf-8');
    echo $text, "\n";
    exit;
}

/**
 * 413 with the site's own short page (out/413.html, out/ar/413.html; scripts/error-pages.mjs) in the
 * post's language: its lang field when PHP read the body, else ?lang=, else the page it came from (Referer).
 */
function forms_too_large(): void
{
    $from = parse_url((string) ($_SERVER['HTTP_REFERER'] ?? ''), PHP_URL_PATH);
    $lang = forms_lang($_POST['lang'] ?? $_GET['lang'] ?? null, is_string($from) ? rtrim($from, '/') . '/' : null);
    $page = dirname(__DIR__, 3) . ($lang === 'ar' ? '/ar/413.html' : '/413.html');
    if (!is_file($page)) {
        forms_reply(413, 'Content Too Large.');
    }
    http_response_code(413);
    header('Content-Type: text/html; charset=utf-8');
    readfile($page);
    exit;
}

/** "en" or "ar": the posted lang, else the language of return_to ("/ar" and "/ar/…" are Arabic). */
function forms_lang(mixed $lang, mixed $returnTo): string
{
    if ($lang === 'en' || $lang === 'ar') {
        return $lang;
    }
    return is_string($returnTo) && ($returnTo === '/ar' || str_starts_with($returnTo, '/ar/')) ? 'ar' : 'en';
}

/** The form's own page in a language ("/contact" → "/ar/contact", "/" → "/ar"). */
function forms_localized(string $route, string $lang): string
{
    return $lang === 'ar' ? ($route === '/' ? '/ar' : '/ar' . $route) : $route;
}

/** The allow-listed route named by return_to, or the form's own page in $lang. Never the Referer or a raw value. */
function forms_route(mixed $returnTo, string $fallback, string $lang, ?array $rules): string
{
    $fallback = forms_localized($fallback, $lang);
    if (!is_string($returnTo) || $rules === null) {
        return $fallback;
    }
    $path = strlen($returnTo) > 1 ? rtrim($returnTo, '/') : $returnTo;
    return in_array($path, $rules['routes']['en'], true) || in_array($path, $rules['routes']['ar'], true) ? $path : $fallback;
}

/** The static site's origin for redirects: FORMS_SITE_ORIGIN, or '' (a path on this host). */
function forms_site_origin(): string
{
    return forms_origin_setting(forms_config()['FORMS_SITE_ORIGIN']);
}

/**
 * 303 to {origin}{route}/?{param}={success|fail}[&reason=wait]#{anchor}-{notice}, notice being
 * success, fail or wait (rate limited).
 */
function forms_redirect(array $spec, string $route, string $notice): void
{
    $path = $route === '/' ? '/' : $route . '/';
    $status = $notice === 'success' ? 'success' : 'fail';
    $extra = $notice === 'wait' ? '&reason=wait' : '';
    $location = forms_site_origin() . $path . '?' . $spec['param'] . '=' . $status . $extra . '#' . $spec['anchor'] . '-' . $notice;
    http_response_code(303);
    header('Location: ' . $location);
    header('Content-Type: text/plain; charset=utf-8');
    echo $notice === 'success' ? "Thank you.\n" : ($notice === 'wait' ? "Too many posts: please wait a few minutes.\n" : "Something went wrong.\n");
    exit;
}

/** host[:port] in lower case, without the scheme's default port. */
function forms_host_port(string $host, string $scheme): string
{
    $host = strtolower($host);
    $default = $scheme === 'https' ? ':443' : ':80';
    return str_ends_with($host, $default) ? substr($host, 0, -strlen($default)) : $host;
}

/**
 * The scheme this request came in on: https when the server says so (HTTPS, REQUEST_SCHEME, port 443)
 * or a TLS-terminating proxy in front of it does (X-Forwarded-Proto: a cross-site form cannot set it).
 */
function forms_request_scheme(): string
{
    $https = strtolower((string) ($_SERVER['HTTPS'] ?? ''));
    $proto = strtolower(trim(explode(',', (string) ($_SERVER['HTTP_X_FORWARDED_PROTO'] ?? ''))[0]));
    return ($https !== '' && $https !== 'off')
        || strtolower((string) ($_SERVER['REQUEST_SCHEME'] ?? '')) === 'https'
        || (string) ($_SERVER['SERVER_PORT'] ?? '') === '443'
        || $proto === 'https'
        ? 'https' : 'http';
}

/**
 * A browser post from the site itself: Origin is this host (scheme, host and port), FORMS_SITE_ORIGIN or
 * the site's URL;
 * without Origin, Sec-Fetch-Site is same-origin or none. A post with neither (old browsers,
 * curl, one-click unsubscribe by a mail provider) is allowed.
 */
function forms_same_site(): bool
{
    $origin = $_SERVER['HTTP_ORIGIN'] ?? null;
    $fetchSite = $_SERVER['HTTP_SEC_FETCH_SITE'] ?? null;
    if (is_string($origin)) {
        $origin = strtolower(trim($origin));
        if (preg_match('#^(https?)://([a-z0-9.-]+|\[[0-9a-f:.]+\])(:[0-9]{1,5})?$#D', $origin, $m) !== 1) {
            return false; // "null" (sandboxed frames, data: URLs, privacy redirects) or garbage
        }
        $candidate = forms_host_port($m[2] . ($m[3] ?? ''), $m[1]);
        // This host: same scheme, host and port (an http page must not accept https://same-host:port).
        $http = (string) ($_SERVER['HTTP_HOST'] ?? '');
        $scheme = forms_request_scheme();
        if ($http !== '' && $m[1] === $scheme && $candidate === forms_host_port($http, $scheme)) {
            return true;
        }
        $rules = forms_rules();
        foreach ([forms_site_origin(), forms_origin_setting($rules['siteUrl'] ?? '')] as $allowed) {
            if ($allowed !== '' && strtolower($allowed) === $m[1] . '://' . $candidate) {
                return true;
            }
        }
        return false;
    }
    if (is_string($fetchSite)) {
        $fetchSite = strtolower(trim($fetchSite));
        return $fetchSite === 'same-origin' || $fetchSite === 'none' || ($fetchSite === 'same-site' && forms_site_origin() !== '');
    }
    return true;
}

/** A warning PHP raised while reading the post (too many fields, a broken multipart body), if any. */
function forms_startup_problem(): ?string
{
    $error = error_get_last();
    if (!is_array($error)) {
        return null;
    }
    $message = (string) ($error['message'] ?? '');
    return preg_match('/input variables|multipart|boundary|POST|upload/i', $message) === 1 ? $message : null;
}

/** The whole handler: request checks, honeypot, validation, rate limit, store, notify, redirect. */
function forms_run(string $form): void
{
    $startup = forms_startup_problem(); // before anything of ours can overwrite it
    ini_set('display_errors', '0'); // a stray warning must never break the redirect
    umask(0077);
    header('Cache-Control: no-store');
    header('X-Content-Type-Options: nosniff');
    $method = (string) ($_SERVER['REQUEST_METHOD'] ?? '');

    if ($form === 'newsletter' && ($method === 'GET' || $method === 'HEAD') && (isset($_GET['confirm']) || isset($_GET['unsubscribe']))) {
        forms_newsletter_page();
    }
    if ($method !== 'POST') {
        forms_reply(405, 'Method Not Allowed: this address only accepts form posts.', ['Allow' => 'POST']);
    }
    if (!forms_same_site()) {
        forms_reply(403, "Forbidden: this address only accepts forms sent from the site's own pages. Please use the form on our website.\n"
            . 'ممنوع: لا يقبل هذا العنوان إلا النماذج المرسلة من صفحات موقعنا. يُرجى استخدام النموذج على موقعنا.');
    }
    $type = strtolower(trim(explode(';', (string) ($_SERVER['CONTENT_TYPE'] ?? ''))[0]));
    if ($type !== 'application/x-www-form-urlencoded' && $type !== 'multipart/form-data') {
        forms_reply(415, 'Unsupported Media Type: send the form as application/x-www-form-urlencoded or multipart/form-data.');
    }
    // PHP silently empties $_POST past post_max_size, so the length is checked here, against the lower limit.
    $length = (string) ($_SERVER['CONTENT_LENGTH'] ?? '');
    if (preg_match('/^[0-9]{1,15}$/D', $length) !== 1) {
        forms_reply(411, 'Length Required.');
    }
    $max = forms_int('FORMS_MAX_BODY', 1024, 8 * 1024 * 1024, 131072);
    $postMax = forms_ini_bytes((string) ini_get('post_max_size'));
    if ((int) $length > ($postMax > 0 ? min($max, $postMax) : $max)) {
        forms_too_large();
    }
    if ($_FILES !== []) {
        forms_reply(400, 'Bad Request: this form takes no files.');
    }

    $rules = forms_rules();
    if ($form === 'newsletter' && $rules !== null && (isset($_POST['confirm']) || isset($_POST['unsubscribe']) || isset($_GET['unsubscribe']))) {
        forms_newsletter_action();
    }
    $spec = $rules['forms'][$form] ?? FORMS_FALLBACK[$form];
    $honeypot = $rules['honeypot'] ?? 'website';
    $raw = [];
    foreach ([...array_keys($spec['fields'] ?? []), 'return_to', 'lang', $honeypot] as $field) {
        $value = $_POST[$field] ?? '';
        if (!is_string($value)) {
            forms_reply(400, 'Bad Request: every field takes a single value.');
        }
        $raw[$field] = $value;
    }
    $lang = forms_lang($_POST['lang'] ?? null, $raw['return_to']);
    $route = forms_route($raw['return_to'], $spec['route'], $lang, $rules);
    if ($rules === null) {
        forms_redirect($spec, $route, 'fail'); // fail closed (logged by forms_rules)
    }
    if ($startup !== null) {
        error_log("forms: refused a post PHP could not read completely: {$startup}");
        forms_redirect($spec, $route, 'fail');
    }

    $dir = forms_storage();
    $limit = forms_int('FORMS_RATE_LIMIT', 0, 1000000, 5);
    $client = forms_client_key(forms_client_ip());
    if ($raw[$honeypot] !== '') {
        // A bot: it sees success; what it sent is kept in spam.jsonl (same retention) for review,
        // up to the rate limit per address, so a flood cannot fill the disk.
        if ($dir !== null && forms_rate_take($dir, "spam|{$client}", $limit)) {
            $fields = [];
            foreach ($raw as $field => $value) {
                $fields[$field] = substr($value, 0, 2000);
            }
            forms_append($dir . '/spam.jsonl', forms_json([
                'id' => bin2hex(random_bytes(8)),
                'form' => $form,
                'received' => gmdate('c'),
                'page' => $route,
                'lang' => $lang,
                'reason' => 'honeypot',
                'fields' => $fields,
            ]));
        }
        forms_redirect($spec, $route, 'success');
    }
    $values = [];
    foreach ($spec['fields'] as $field => $kind) {
        $value = forms_valid($raw[$field], $field, $kind);
        if ($value === null) {
            forms_redirect($spec, $route, 'fail');
        }
        $values[$field] = $kind === 'integer' ? (int) $value : $value;
    }
    // Only valid posts count, per form and per address (IPv6: per /64); a limited visitor is told to wait.
    if ($dir !== null && !forms_rate_take($dir, "{$form}|{$client}", $limit)) {
        forms_redirect($spec, $route, 'wait');
    }

    if ($form === 'newsletter') {
        forms_redirect($spec, $route, $dir !== null && forms_newsletter_signup($dir, $values['email'], $lang, $route) ? 'success' : 'fail');
    }
    // Store first; then notify. Only an enquiry that is stored or mailed counts as sent.
    $id = bin2hex(random_bytes(8));
    $record = ['id' => $id, 'form' => $form, 'received' => gmdate('c'), 'page' => $route, 'lang' => $lang, 'fields' => $values];
    $stored = $dir !== null && forms_append($dir . '/' . $form . '.jsonl', forms_json($record));
    $mailed = forms_notify($form, $values, $id, $lang, $route, $stored);
    if (!$stored) {
        error_log($mailed ? "forms: enquiry {$id} not stored, only mailed" : "forms: enquiry {$id} neither stored nor mailed");
        forms_redirect($spec, $route, $mailed ? 'success' : 'fail');
    }
    if (!$mailed) {
        // A failed mail leaves the enquiry stored and listed for follow-up.
        forms_append($dir . '/followup.jsonl', forms_json([
            'id' => $id,
            'form' => $form,
            'received' => $record['received'],
            'reason' => 'notification mail not sent',
        ]));
    }
    forms_redirect($spec, $route, 'success');
}

// ---------------------------------------------------------------------------------------------
// Newsletter: double opt-in. A sign-up is stored as pending and a signed confirmation link is
// mailed; only confirmed addresses are in newsletter-confirmed.jsonl. Links open a small page
// whose button posts (link scanners and prefetching change nothing); unsubscribe also takes the
// one-click POST of RFC 8058.

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

/** Stores a pending sign-up and mails the confirmation link; true when the mail went out (or was not needed). */
function forms_newsletter_signup(string $dir, string $email, string $lang, string $route): bool
{
    if (forms_newsletter_url() === '' || forms_secret() === null) {
        error_log('forms: newsletter needs a public URL (FORMS_SCRIPT_ORIGIN or FORMS_SITE_ORIGIN) and a secret');
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
    [$ok, $send] = forms_rewrite($dir . '/newsletter-pending.jsonl', static function (array $lines) use ($same, $now, $id, $email, $lang, $route, $expires): array {
        $waiting = 0;
        foreach ($lines as $line) {
            $row = json_decode($line, true);
            if ($same($line) && is_array($row) && (int) ($row['expires'] ?? 0) > $now) {
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
    $sent = forms_mail($email, $text['mailSubject'], sprintf($text['mailBody'], $confirm, $unsubscribe), [
        'List-Unsubscribe' => '<' . $unsubscribe . '>',
        'List-Unsubscribe-Post' => 'List-Unsubscribe=One-Click',
        'Auto-Submitted' => 'auto-generated',
    ]);
    if (!$sent) {
        error_log("forms: newsletter confirmation mail not sent (pending sign-up {$id})");
    }
    return $sent;
}

/** Copy of the newsletter mail and pages, English and Arabic. */
function forms_newsletter_text(string $lang): array
{
    $name = (string) (forms_rules()['siteName'] ?? 'Makkah Tech Solutions');
    $days = FORMS_LINK_DAYS;
    if ($lang === 'ar') {
        return [
            'mailSubject' => 'يُرجى تأكيد اشتراكك في النشرة البريدية',
            'mailBody' => "مرحبًا،\n\nتلقّينا طلبًا لاشتراك هذا العنوان في نشرتنا البريدية ({$name}).\n"
                . "لتأكيد الاشتراك افتح الرابط التالي خلال {$days} أيام واضغط زر التأكيد:\n%1\$s\n\n"
                . "إن لم تطلب ذلك فتجاهل هذه الرسالة: لن تصلك رسائل أخرى، ويُحذف العنوان تلقائيًا بعد {$days} أيام.\n\n"
                . "لإلغاء الاشتراك في أي وقت:\n%2\$s\n",
            'confirmTitle' => 'تأكيد الاشتراك',
            'confirmText' => 'اضغط الزر لتأكيد اشتراكك في النشرة البريدية.',
            'confirmButton' => 'تأكيد الاشتراك',
            'confirmedTitle' => 'تم تأكيد اشتراكك',
            'confirmedText' => 'شكرًا لك. يمكنك إلغاء الاشتراك في أي وقت من الرابط الموجود في رسائلنا.',
            'unsubscribeTitle' => 'إلغاء الاشتراك',
            'unsubscribeText' => 'اضغط الزر لإلغاء اشتراكك في النشرة البريدية وحذف عنوانك.',
            'unsubscribeButton' => 'إلغاء الاشتراك',
            'unsubscribedTitle' => 'تم إلغاء اشتراكك',
            'unsubscribedText' => 'حُذف عنوانك من قائمة النشرة البريدية ولن تصلك رسائل أخرى منها.',
            'invalidTitle' => 'الرابط غير صالح',
            'invalidText' => "انتهت صلاحية هذا الرابط أو أنه غير مكتمل. روابط التأكيد صالحة {$days} أيام؛ يمكنك الاشتراك مجددًا من موقعنا.",
            'failTitle' => 'حدث خطأ',
            'failText' => 'تعذّر حفظ طلبك الآن. يُرجى المحاولة مرة أخرى لاحقًا.',
            'back' => 'العودة إلى الموقع',
        ];
    }
    return [
        'mailSubject' => 'Please confirm your newsletter subscription',
        'mailBody' => "Hello,\n\nSomeone (hopefully you) asked to receive the {$name} newsletter at this address.\n"
            . "To confirm, open this link within {$days} days and press the button:\n%1\$s\n\n"
            . "If you did not ask for this, ignore this e-mail: you will get nothing more, and the address is deleted after {$days} days.\n\n"
            . "Unsubscribe at any time:\n%2\$s\n",
        'confirmTitle' => 'Confirm your subscription',
        'confirmText' => 'Press the button to confirm your newsletter subscription.',
        'confirmButton' => 'Confirm subscription',
        'confirmedTitle' => 'Subscription confirmed',
        'confirmedText' => 'Thank you. You can unsubscribe at any time with the link in our e-mails.',
        'unsubscribeTitle' => 'Unsubscribe',
        'unsubscribeText' => 'Press the button to unsubscribe from the newsletter and delete your address.',
        'unsubscribeButton' => 'Unsubscribe',
        'unsubscribedTitle' => 'You are unsubscribed',
        'unsubscribedText' => 'Your address has been removed from the newsletter list; you will receive no more newsletters.',
        'invalidTitle' => 'This link is not valid',
        'invalidText' => "The link has expired or is incomplete. Confirmation links are valid for {$days} days; you can sign up again on our website.",
        'failTitle' => 'Something went wrong',
        'failText' => 'We could not save your request just now. Please try again later.',
        'back' => 'Back to the website',
    ];
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

/** php.ini shorthand ("8M") in bytes. */
function forms_ini_bytes(string $value): int
{
    $value = trim($value);
    if (preg_match('/^([0-9]+)\s*([KMG]?)$/Di', $value, $m) !== 1) {
        return 0;
    }
    $n = (int) $m[1];
    return match (strtoupper($m[2])) {
        'G' => $n * 1073741824,
        'M' => $n * 1048576,
        'K' => $n * 1024,
        default => $n,
    };
}
