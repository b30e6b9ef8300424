<?php
// The request and its answers: origin and scheme checks, what PHP could not read, the language and
// the allow-listed return route, plain-text replies, the 413 page and the redirect back to the site.
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

/** Only for failing closed without rules.json: where each form sends the visitor back. */
const FORMS_FALLBACK = [
    'contact' => ['route' => '/contact', 'anchor' => 'contact', 'param' => 'msg'],
    'book-demo' => ['route' => '/book-demo', 'anchor' => 'demo-form', 'param' => 'msg'],
    'newsletter' => ['route' => '/', 'anchor' => 'newsletter', 'param' => 'newsletter'],
];

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
 * 413 with the site's own short page (out/413.html, out/ar/413.html; scripts/build/error-pages.mjs) in the
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
    $text = $notice === 'success' ? "Thank you.\n" : ($notice === 'wait' ? "Too many posts: please wait a few minutes.\n" : "Something went wrong.\n");
    header('Content-Length: ' . strlen($text)); // the answer is whole before any work after it (lib/handoff.php)
    echo $text;
    while (ob_get_level() > 0 && @ob_end_flush()) {
        // php.ini's output_buffering keeps a buffer of its own: empty it, so the answer leaves now
    }
    flush();
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
