<?php
// Router for `php -S` (the preview server): serves out/ like production hosting does.
// - /path, /path/ and /path/index.html all serve out/path/index.html (the export uses trailing slashes);
// - *.php under /assets/phpscripts/ runs; dot-files and lib/, storage/… answer 404; any other
//   existing file is served as is;
// - anything else, and the 404 pages' own URLs, get out/404.html (out/ar/404/index.html under /ar)
//   with status 404.
$root = $_SERVER['DOCUMENT_ROOT'];
$path = rawurldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');

if (str_contains($path, "\0") || str_contains($path, '..')) {
    http_response_code(400);
    return true;
}

$headersFile = __DIR__ . '/preview-headers.php';
if (is_file($headersFile)) {
    require $headersFile;
}

// As on the production hosts: no dot-files (.user.ini, .htaccess) and nothing under lib/, storage/…
// (e.g. the generated /assets/phpscripts/lib/rules.json).
$private = preg_match('#(^|/)\.(?!well-known/)|(^|/)(storage|lib|vendor|node_modules|private)(/|$)#i', $path) === 1;

if (!$private && preg_match('#^/assets/phpscripts/[A-Za-z0-9_-]+\.php$#', $path) && is_file($root . $path)) {
    return false; // php -S runs the script
}

// The 404 pages themselves answer 404 at their own URLs too (/404, /404.html, /_not-found/, /ar/404/…).
$notFoundPage = preg_match('#^/(ar/)?404(\.html|/|/index\.html)?$|^/_not-found(\.html|/|/index\.html)?$#', $path) === 1;

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
        $types = ['js' => 'text/javascript', 'css' => 'text/css', 'woff2' => 'font/woff2', 'png' => 'image/png', 'svg' => 'image/svg+xml'];
        $ext = strtolower(pathinfo($path, PATHINFO_EXTENSION));
        if (str_starts_with($path, '/_next/static/') && isset($types[$ext])) {
            header('Content-Type: ' . $types[$ext]);
            header('Cache-Control: public, max-age=31536000, immutable');
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
// Unknown /ar/... paths get the Arabic 404 page, everything else the English one.
header('Content-Type: text/html; charset=utf-8');
$arabic = preg_match('#^/ar(/|$)#', $path) === 1 && is_file($root . '/ar/404/index.html');
readfile($root . ($arabic ? '/ar/404/index.html' : '/404.html'));
return true;
