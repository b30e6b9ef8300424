<?php
// Shared library of the form handlers (contact.php, book-demo.php, newsletter.php): validate,
// store, notify, redirect. Plain PHP 8 with default extensions only (pcre, json, hash, standard).
// Configuration: README.md (Forms). Never served directly: the host denies lib/, and so does this guard.
declare(strict_types=1);

if (basename((string) ($_SERVER['SCRIPT_FILENAME'] ?? '')) === basename(__FILE__)) {
    http_response_code(404);
    exit;
}

/** The site's 32 routes (content/routes.ts). The only places a form may send a visitor back to. */
const FORMS_ROUTES = [
    '/',
    '/about-us',
    '/services',
    '/portfolio',
    '/teams',
    '/blogs',
    '/contact',
    '/erp-solution',
    '/book-demo',
    '/why-choose-us',
    '/privacy-policy',
    '/terms-conditions',
    '/services/app-development',
    '/services/web-development',
    '/services/software-development',
    '/services/it-consulting',
    '/services/digital-marketing',
    '/services/cloud-services',
    '/solutions/healthcare-lifesciences',
    '/solutions/banking-finance-insurance',
    '/solutions/e-commerce-solutions',
    '/solutions/on-demand-delivery',
    '/solutions/real-estate',
    '/solutions/transport-logistics',
    '/solutions/education-eLearning',
    '/solutions/enterprise-retail-manufacturing',
    '/solutions/travel-hospitality',
    '/solutions/media-entertainment',
    '/solutions/social-networking',
    "/blogs/ai-revolutionizing-agriculture:-farming's-future-unveiled",
    '/blogs/decide:-no-code-vs-custom-websites-development',
    '/blogs/crafting-a-car-service-center-application-guide',
];

// Mirrors of content/forms.ts (the client applies the same rules; a node test compares them).
const FORMS_LIMITS = [
    'name' => ['max' => 100],
    'email' => ['max' => 254],
    'subject' => ['max' => 150],
    'company' => ['max' => 150],
    'phone' => ['min' => 7, 'max' => 20],
    'message' => ['max' => 5000],
    'noEmployees' => ['min' => 1, 'max' => 100000],
];
const FORMS_EMAIL_PATTERN = "^[A-Za-z0-9.!#$%&'*+\\/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$";
const FORMS_PHONE_PATTERN = '^[0-9 +()\\-]+$';
const FORMS_PHONE_MIN_DIGITS = 7;
const FORMS_RETENTION_DAYS = 365;
const FORMS_HONEYPOT = 'website';

/** Each form: its fields and kinds, where it returns by default, and the anchor and query key of its notice. */
const FORMS = [
    'contact' => [
        'fields' => ['name' => 'text', 'email' => 'email', 'subject' => 'text', 'message' => 'multiline'],
        'route' => '/contact',
        'anchor' => 'contact',
        'param' => 'msg',
    ],
    'book-demo' => [
        'fields' => [
            'name' => 'text',
            'email' => 'email',
            'phone' => 'phone',
            'company' => 'text',
            'noEmployees' => 'integer',
            'message' => 'multiline',
        ],
        'route' => '/book-demo',
        'anchor' => 'demo-form',
        'param' => 'msg',
    ],
    'newsletter' => [
        'fields' => ['email' => 'email'],
        'route' => '/',
        'anchor' => 'newsletter',
        'param' => 'newsletter',
    ],
];

/**
 * Settings: environment variables first, then the optional config file (FORMS_CONFIG, or
 * forms.config.php beside the web root), then these defaults.
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
        'FORMS_RATE_LIMIT' => '5',
        'FORMS_RATE_WINDOW' => '600',
        'FORMS_MAX_BODY' => '65536',
        'FORMS_RETENTION_DAYS' => (string) FORMS_RETENTION_DAYS,
        'FORMS_SITE_ORIGIN' => '',
    ];
    $file = forms_env('FORMS_CONFIG') ?? $above . '/forms.config.php';
    $fromFile = is_file($file) && is_readable($file) ? include $file : [];
    $config = [];
    foreach ($defaults as $key => $default) {
        $value = forms_env($key) ?? (is_array($fromFile) && isset($fromFile[$key]) ? (string) $fromFile[$key] : null);
        $config[$key] = $value ?? $default;
    }
    return $config;
}

/** The folder that holds the web root (the repository root in the preview, where out/ is the web root). */
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

function forms_int(string $key, int $min, int $max): int
{
    $raw = forms_config()[$key];
    $value = preg_match('/^[0-9]{1,10}$/', $raw) ? (int) $raw : $min;
    return max($min, min($max, $value));
}

// ---------------------------------------------------------------------------------------------
// Validation: the same rules as components/forms/validate.ts.

/** The number of Unicode code points (no mbstring needed). */
function forms_length(string $value): int
{
    return (int) preg_match_all('/./su', $value);
}

function forms_is_email(string $value): bool
{
    return forms_length($value) <= FORMS_LIMITS['email']['max'] && preg_match('/' . FORMS_EMAIL_PATTERN . '/D', $value) === 1;
}

/** A trimmed, valid value, or null. Refuses invalid UTF-8, control characters, bidi overrides and bad lengths. */
function forms_valid(string $raw, string $field, string $kind): ?string
{
    if (preg_match('//u', $raw) !== 1) {
        return null; // not UTF-8
    }
    $bad = $kind === 'multiline'
        ? '/[\x{0}-\x{8}\x{B}\x{C}\x{E}-\x{1F}\x{7F}-\x{9F}\x{2028}\x{2029}\x{202A}-\x{202E}\x{2066}-\x{2069}]/u'
        : '/[\x{0}-\x{1F}\x{7F}-\x{9F}\x{2028}\x{2029}\x{202A}-\x{202E}\x{2066}-\x{2069}]/u';
    if (preg_match($bad, $raw) !== 0) {
        return null; // checked before trimming, so no control character slips through at either end
    }
    $value = trim($raw, " \t\n\r");
    if ($value === '') {
        return null;
    }
    $limits = FORMS_LIMITS[$field] ?? [];
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
    if ($kind === 'phone' && (preg_match('/' . FORMS_PHONE_PATTERN . '/D', $value) !== 1
        || preg_match_all('/[0-9]/', $value) < FORMS_PHONE_MIN_DIGITS)) {
        return null;
    }
    return $value;
}

// ---------------------------------------------------------------------------------------------
// Storage: JSON lines in files outside the web root, each write under an exclusive lock.

/** The storage directory, created on first use; null when it cannot be used (or would be public). */
function forms_storage(): ?string
{
    $dir = rtrim(forms_config()['FORMS_STORAGE_DIR'], '/');
    if ($dir !== '' && $dir[0] !== '/') {
        $dir = forms_above_root() . '/' . $dir; // a relative path starts from the folder above the web root
    }
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
    if (!is_dir($dir) && !@mkdir($dir, 0700, true) && !is_dir($dir)) {
        error_log("forms: cannot create the storage directory {$dir}");
        return null;
    }
    return (string) realpath($dir);
}

/** Appends one line under an exclusive lock; true only once the whole line is written. */
function forms_append(string $file, string $line): bool
{
    $fh = @fopen($file, 'ab');
    if ($fh === false) {
        error_log("forms: cannot open {$file} for writing");
        return false;
    }
    $ok = false;
    if (flock($fh, LOCK_EX)) {
        $ok = fwrite($fh, $line) === strlen($line) && fflush($fh);
        flock($fh, LOCK_UN);
    }
    fclose($fh);
    if (!$ok) {
        error_log("forms: could not write to {$file}");
    }
    return $ok;
}

function forms_json(array $data): string
{
    return json_encode($data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_INVALID_UTF8_SUBSTITUTE) . "\n";
}

/** A per-installation secret, so rate-limit files name a keyed hash of the address, never the address. */
function forms_secret(string $dir): string
{
    $fh = @fopen($dir . '/secret.key', 'c+b');
    if ($fh === false) {
        return 'no-secret';
    }
    flock($fh, LOCK_EX);
    $secret = trim((string) stream_get_contents($fh));
    if (strlen($secret) < 32) {
        $secret = bin2hex(random_bytes(32));
        ftruncate($fh, 0);
        rewind($fh);
        fwrite($fh, $secret);
        fflush($fh);
    }
    flock($fh, LOCK_UN);
    fclose($fh);
    return $secret;
}

/** At most FORMS_RATE_LIMIT posts per FORMS_RATE_WINDOW seconds from one address (0 turns it off). */
function forms_rate_allowed(string $dir): bool
{
    $limit = forms_int('FORMS_RATE_LIMIT', 0, 1000000);
    if ($limit === 0) {
        return true;
    }
    $window = forms_int('FORMS_RATE_WINDOW', 1, 86400 * 30);
    $rateDir = $dir . '/rate';
    if (!is_dir($rateDir) && !@mkdir($rateDir, 0700) && !is_dir($rateDir)) {
        return true; // storing will fail too and answer msg=fail
    }
    $ip = (string) ($_SERVER['REMOTE_ADDR'] ?? 'unknown');
    $file = $rateDir . '/' . substr(hash_hmac('sha256', $ip, forms_secret($dir)), 0, 40);
    $fh = @fopen($file, 'c+b');
    if ($fh === false) {
        return true;
    }
    flock($fh, LOCK_EX);
    $now = time();
    $recent = array_values(array_filter(
        array_map('intval', preg_split('/\s+/', (string) stream_get_contents($fh), -1, PREG_SPLIT_NO_EMPTY) ?: []),
        static fn (int $t): bool => $t > $now - $window,
    ));
    $allowed = count($recent) < $limit;
    if ($allowed) {
        $recent[] = $now;
    }
    ftruncate($fh, 0);
    rewind($fh);
    fwrite($fh, implode("\n", $recent));
    fflush($fh);
    flock($fh, LOCK_UN);
    fclose($fh);
    return $allowed;
}

/** Adds a newsletter address unless it is already there (case-insensitively); true when it is stored. */
function forms_subscribe(string $file, string $email, string $route): bool
{
    $fh = @fopen($file, 'c+b');
    if ($fh === false) {
        error_log("forms: cannot open {$file} for writing");
        return false;
    }
    $ok = false;
    if (flock($fh, LOCK_EX)) {
        $key = strtolower($email);
        $known = false;
        while (($line = fgets($fh)) !== false) {
            $row = json_decode($line, true);
            if (is_array($row) && is_string($row['email'] ?? null) && strtolower($row['email']) === $key) {
                $known = true;
                break;
            }
        }
        if ($known) {
            $ok = true;
        } else {
            $line = forms_json(['email' => $email, 'received' => gmdate('c'), 'page' => $route]);
            $ok = fseek($fh, 0, SEEK_END) === 0 && fwrite($fh, $line) === strlen($line) && fflush($fh);
        }
        flock($fh, LOCK_UN);
    }
    fclose($fh);
    return $ok;
}

// ---------------------------------------------------------------------------------------------
// Notification: plain-text mail to the fixed recipient; the visitor's address only as Reply-To.

/** A header-safe single line: every control character (CR and LF included) becomes a space. */
function forms_header_value(string $value): string
{
    return trim((string) preg_replace('/[\x00-\x1F\x7F]+/', ' ', $value));
}

/** RFC 2047 encoded words for non-ASCII text, folded so no header line grows too long. */
function forms_encode_header(string $value): string
{
    if (preg_match('/[^\x20-\x7E]/', $value) !== 1) {
        return $value;
    }
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

function forms_notify(string $form, array $values, string $id): bool
{
    $config = forms_config();
    $to = forms_header_value($config['FORMS_MAIL_TO']);
    $from = forms_header_value($config['FORMS_MAIL_FROM']);
    if (!forms_is_email($to) || !forms_is_email($from)) {
        return false; // unset or invalid configuration: keep the enquiry for follow-up
    }
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
    $lines = [];
    foreach ($labels as $field => $label) {
        if (isset($values[$field])) {
            $lines[] = $label . ': ' . $values[$field];
        }
    }
    $body = implode("\n", $lines) . "\n\nMessage:\n" . $values['message'] . "\n\nReference: {$id}\n";
    $body = str_replace(["\r\n", "\r", "\n"], ["\n", "\n", "\r\n"], $body);
    $headers = [
        'From' => $from,
        'Reply-To' => forms_header_value($values['email']),
        'MIME-Version' => '1.0',
        'Content-Type' => 'text/plain; charset=UTF-8',
        'Content-Transfer-Encoding' => 'quoted-printable',
        'X-Enquiry-Id' => $id,
    ];
    return mail($to, forms_encode_header(forms_header_value($subject)), quoted_printable_encode($body), $headers);
}

// ---------------------------------------------------------------------------------------------
// The request: answer, redirect.

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

/** The allow-listed route named by return_to, or the form's own page. Never the Referer or a raw value. */
function forms_route(mixed $returnTo, string $fallback): string
{
    if (!is_string($returnTo)) {
        return $fallback;
    }
    $path = strlen($returnTo) > 1 ? rtrim($returnTo, '/') : $returnTo;
    return in_array($path, FORMS_ROUTES, true) ? $path : $fallback;
}

/** 303 to the route (a path on this site, or on FORMS_SITE_ORIGIN when the site lives elsewhere). */
function forms_redirect(string $form, string $route, bool $success): void
{
    $spec = FORMS[$form];
    $origin = rtrim(forms_config()['FORMS_SITE_ORIGIN'], '/');
    if (preg_match('#^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$#D', $origin) !== 1) {
        $origin = '';
    }
    $path = $route === '/' ? '/' : $route . '/';
    $location = $origin . $path . '?' . $spec['param'] . '=' . ($success ? 'success' : 'fail') . '#' . $spec['anchor'];
    http_response_code(303);
    header('Location: ' . $location);
    header('Content-Type: text/plain; charset=utf-8');
    echo $success ? "Thank you.\n" : "Something went wrong.\n";
    exit;
}

/** The whole handler: method, type and size checks, rate limit, honeypot, validation, store, notify, redirect. */
function forms_run(string $form): void
{
    ini_set('display_errors', '0'); // a stray warning must never break the redirect
    umask(0077);
    header('Cache-Control: no-store');
    header('X-Content-Type-Options: nosniff');
    $spec = FORMS[$form];

    if (($_SERVER['REQUEST_METHOD'] ?? '') !== 'POST') {
        forms_reply(405, 'Method Not Allowed: this address only accepts form posts.', ['Allow' => 'POST']);
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
    $max = forms_int('FORMS_MAX_BODY', 1024, 8 * 1024 * 1024);
    $postMax = forms_ini_bytes((string) ini_get('post_max_size'));
    if ((int) $length > ($postMax > 0 ? min($max, $postMax) : $max)) {
        forms_reply(413, 'Content Too Large.');
    }
    if ($_FILES !== []) {
        forms_reply(400, 'Bad Request: this form takes no files.');
    }
    $raw = [];
    foreach ([...array_keys($spec['fields']), 'return_to', FORMS_HONEYPOT] as $field) {
        $value = $_POST[$field] ?? '';
        if (!is_string($value)) {
            forms_reply(400, 'Bad Request: every field takes a single value.');
        }
        $raw[$field] = $value;
    }
    $route = forms_route($raw['return_to'], $spec['route']);

    $dir = forms_storage();
    if ($dir === null) {
        forms_redirect($form, $route, false);
    }
    if (!forms_rate_allowed($dir)) {
        forms_redirect($form, $route, false);
    }
    if ($raw[FORMS_HONEYPOT] !== '') {
        forms_redirect($form, $route, true); // a bot: looks like success, nothing kept or sent
    }
    $values = [];
    foreach ($spec['fields'] as $field => $kind) {
        $value = forms_valid($raw[$field], $field, $kind);
        if ($value === null) {
            forms_redirect($form, $route, false);
        }
        $values[$field] = $kind === 'integer' ? (int) $value : $value;
    }

    if ($form === 'newsletter') {
        forms_redirect($form, $route, forms_subscribe($dir . '/newsletter.jsonl', $values['email'], $route));
    }
    // Store first: only a stored enquiry counts as sent.
    $id = bin2hex(random_bytes(8));
    $record = ['id' => $id, 'form' => $form, 'received' => gmdate('c'), 'page' => $route, 'fields' => $values];
    if (!forms_append($dir . '/' . $form . '.jsonl', forms_json($record))) {
        forms_redirect($form, $route, false);
    }
    // Notify second: a failed mail leaves the enquiry stored and listed for follow-up.
    if (!forms_notify($form, $values, $id)) {
        forms_append($dir . '/followup.jsonl', forms_json([
            'id' => $id,
            'form' => $form,
            'received' => $record['received'],
            'reason' => 'notification mail not sent',
        ]));
    }
    forms_redirect($form, $route, true);
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
