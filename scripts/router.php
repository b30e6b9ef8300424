<?php
// Router for `php -S` (the preview server): serves out/ like production hosting does.
// - /path, /path/ and /path/index.html all serve out/path/index.html (the export uses trailing slashes);
// - *.php under /assets/phpscripts/ runs; any other existing file is served as is;
// - anything else gets out/404.html with status 404.
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

if (preg_match('#^/assets/phpscripts/[A-Za-z0-9_-]+\.php$#', $path) && is_file($root . $path)) {
    return false; // php -S runs the script
}

$file = $root . $path;
if ($path !== '/' && is_file($file)) {
    if (str_ends_with($path, '.php')) {
        http_response_code(404);
    } else {
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
header('Content-Type: text/html; charset=utf-8');
readfile($root . '/404.html');
return true;
