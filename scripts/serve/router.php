<?php
// Router for `php -S` (the preview server): serves out/ like production hosting does, with its headers.
// - /path, /path/ and /path/index.html all serve out/path/index.html (the export uses trailing slashes);
// - *.php under /assets/phpscripts/ runs; dot-files and lib/, storage/… answer 404; any other
//   existing file is served as is;
// - anything else, and the 404 pages' own URLs, get out/404.html (out/ar/404/index.html under /ar)
//   with status 404.
// The rules (headers, private paths, the 404 pages, caching, types) come from scripts/serve/hosting-rules.json,
// which scripts/build/hosting-rules.mjs writes from scripts/lib/hosting-rules.mjs, as it writes the production
// hosts' files.
// HOSTING_RULES may name another copy (tests/hosting/rules.test.mjs).
$root = $_SERVER['DOCUMENT_ROOT'];
$path = rawurldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');

if (str_contains($path, "\0") || str_contains($path, '..')) {
    http_response_code(400);
    return true;
}

$rules = json_decode((string) file_get_contents(getenv('HOSTING_RULES') ?: __DIR__ . '/hosting-rules.json'), true);
$patterns = $rules['patterns'];

// The security headers, so `npm start` and the e2e tests run under the same policy as production.
header_remove('X-Powered-By');
$uri = parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH) ?: '/';
$admin = preg_match('#' . $rules['admin']['path'] . '#', $uri) === 1;
foreach ($rules['headers'] as $name => $value) {
    header("$name: " . ($admin ? ($rules['admin']['headers'][$name] ?? $value) : $value));
}

// The Content-Security-Policy by address, as nginx sets $site_csp: a script, a page (a folder, an extensionless
// route, .html, a form script) or any other file; /admin/ has its own.
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

// As on the production hosts: no dot-files (.user.ini, .htaccess), nothing under lib/, storage/… (e.g. the
// generated /assets/phpscripts/lib/rules.json) and no configuration, log or source files (.md, .yml…).
$private = preg_match('#' . $rules['private']['dotFiles'] . '#', $path) === 1
    || preg_match('#' . $patterns['privateFolders'] . '#i', $path) === 1
    || preg_match('#' . $patterns['privateFile'] . '#i', $path) === 1;

if (!$private && preg_match('#^/assets/phpscripts/[A-Za-z0-9_-]+\.php$#', $path) && is_file($root . $path)) {
    return false; // php -S runs the script
}

// The 404 pages themselves answer 404 at their own URLs too (/404, /404.html, /_not-found/, /ar/404/…).
$notFoundPage = preg_match('#' . $patterns['notFoundArabic'] . '#', $path) === 1
    || preg_match('#' . $patterns['notFoundOther'] . '#', $path) === 1;

$file = $root . $path;
if ($notFoundPage) {
    http_response_code(404);
} elseif ($path !== '/' && is_file($file)) {
    if ($private || str_ends_with($path, '.php')) {
        http_response_code(404);
    } else {
        // Hashed build output is cached for a year, as on the production hosts (the brand fonts live
        // there, and a later page must find them in the cache). php -S drops a router's headers when it
        // serves a file itself, so these are sent from here.
        $types = $rules['mime']['types'];
        $ext = strtolower(pathinfo($path, PATHINFO_EXTENSION));
        if (str_starts_with($path, $rules['cache']['immutable']['path']) && isset($types[$ext])) {
            $charset = in_array($ext, $rules['mime']['charset'], true) ? '; charset=utf-8' : '';
            header('Content-Type: ' . $types[$ext] . $charset);
            header('Cache-Control: ' . $rules['cache']['immutable']['value']);
            header('Content-Length: ' . filesize($file));
            readfile($file);
            return true;
        }
        return false; // static asset: php -S sends it with its MIME type
    }
} else {
    $index = rtrim($file, '/') . '/index.html';
    if (is_file($index)) {
        header('Content-Type: text/html; charset=utf-8');
        readfile($index);
        return true;
    }
    http_response_code(404);
}
// Unknown /ar/... paths get the Arabic 404 page, everything else the English one. It is a page whatever the
// address (/missing.png, /README.md): the page policy, as the hosts send for their error page.
header('Content-Type: text/html; charset=utf-8');
header('Content-Security-Policy: ' . $rules['csp']['page']['sources'] . '; ' . $rules['csp']['common']);
$notFound = $rules['notFound'];
$arabic = preg_match('#' . $notFound['arabicPath'] . '#', $path) === 1 && is_file($root . $notFound['arabicPage']);
readfile($root . ($arabic ? $notFound['arabicPage'] : $notFound['page']));
return true;
