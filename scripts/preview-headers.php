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
