<?php
// Security headers for the preview server (php -S with scripts/router.php), so `npm start` and
// the e2e tests run under the same policy as production. The values are read from the nginx
// snippet, the one list that public/.htaccess and public/_headers repeat (a hosting test
// checks that the three agree).
header_remove('X-Powered-By');
$snippet = __DIR__ . '/../deploy/nginx/security-headers.conf';
if (is_file($snippet)) {
    preg_match_all('/^\s*add_header\s+([A-Za-z-]+)\s+"([^"]*)"\s+always;/m', (string) file_get_contents($snippet), $m, PREG_SET_ORDER);
    foreach ($m as [, $name, $value]) {
        header("$name: $value");
    }
}

// The Content-Security-Policy by address, as the nginx site snippet sets $site_csp (its `set` lines, each `if`
// tried in order against the path), and /admin/'s own from its location block.
$site = __DIR__ . '/../deploy/nginx/makkah-tech-site.conf';
if (is_file($site)) {
    $conf = (string) file_get_contents($site);
    $uri = parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH) ?: '/';
    $csp = '';
    if (preg_match('/^set \$site_csp "([^"]*)";/m', $conf, $m)) {
        $csp = $m[1];
    }
    preg_match_all('/^if \(\$uri ~ "([^"]+)"\) \{\s*set \$site_csp "([^"]*)";/m', $conf, $ifs, PREG_SET_ORDER);
    foreach ($ifs as [, $pattern, $value]) {
        if (preg_match('#' . $pattern . '#', $uri)) {
            $csp = $value;
        }
    }
    if (preg_match('#^/admin(/|$)#', $uri)
        && preg_match('#location ~ \^/admin\(/\|\$\) \{[^}]*add_header Content-Security-Policy "([^"]*)"#', $conf, $m)) {
        // This server runs on this computer: the CMS may reach decap-server here (as its page's <meta> allows).
        $csp = str_replace('https://api.github.com;', 'https://api.github.com http://localhost:8081 http://127.0.0.1:8081;', $m[1]);
    }
    if ($csp !== '') {
        header("Content-Security-Policy: $csp");
    }
}
