<?php
// Security headers for the preview server (php -S with scripts/serve/router.php), so `npm start` and
// the e2e tests run under the same policy as production. The values come from the hosting rules
// (scripts/serve/hosting-rules.json, written by scripts/build/hosting-rules.mjs from scripts/lib/hosting-rules.mjs,
// which also writes public/.htaccess, public/_headers and deploy/nginx); router.php has read them into $rules.
header_remove('X-Powered-By');
$rules ??= json_decode((string) file_get_contents(__DIR__ . '/hosting-rules.json'), true);
$uri = parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH) ?: '/';
$admin = preg_match('#' . $rules['admin']['path'] . '#', $uri) === 1;
foreach ($rules['headers'] as $name => $value) {
    header("$name: " . ($admin ? ($rules['admin']['headers'][$name] ?? $value) : $value));
}

// The Content-Security-Policy by address, as nginx sets $site_csp: a script, a page (a folder, an extensionless
// route, .html, a form script) or any other file; /admin/ has its own.
$patterns = $rules['patterns'];
$kind = 'file';
if (preg_match('#(/|/[^./]+|' . $patterns['pageExtensions'] . ')$#', $uri)) {
    $kind = 'page';
}
if (preg_match('#' . $patterns['scriptExtensions'] . '$#', $uri)) {
    $kind = 'script';
}
$csp = $rules['csp'][$kind]['sources'] . '; ' . $rules['csp']['common'];
if ($admin) {
    // This server runs on this computer: the CMS may reach decap-server here (as its page's <meta> allows).
    $csp = str_replace('https://api.github.com;', "https://api.github.com {$rules['localBackend']};", $rules['adminCsp']);
}
header("Content-Security-Policy: $csp");
