<?php
// The report's first half (docs/analytics.md): reads access log files (combined format; .gz too) and writes the
// lines GoAccess may see to stdout: the address cut to its network, the query string cut to the campaign
// (utm_*), the referrer without its query, crawlers left out. deploy/analytics/report.sh pipes it into GoAccess.
//   php <web root>/assets/phpscripts/lib/analytics.php [--site-host=host,...] /var/log/makkah-tech/access.log /var/log/makkah-tech/access.log.1 ...
declare(strict_types=1);

require __DIR__ . '/cli.php'; // command line only, the library (it reads no storage)

// --site-host=a,b: more of the site's own host names (the rules' site address is one already).
$extra = [];
$files = [];
foreach (array_slice($argv, 1) as $arg) {
    if (str_starts_with($arg, '--site-host=')) {
        $extra = [...$extra, ...explode(',', substr($arg, 12))];
    } else {
        $files[] = $arg;
    }
}
if ($files === []) {
    fwrite(STDERR, "analytics: name the access log files to read\n");
    exit(2);
}
forms_log_read($files, static function (array $hit): void {
    if (!$hit['crawler']) {
        echo forms_log_rewrite($hit);
    }
}, forms_log_site_hosts($extra));
