<?php
// The web server's access log lines (Apache, nginx and varnishncsa all write the "combined" format), read the
// same way by the report's pipeline (analytics.php, then GoAccess) and by the weekly digest (digest.php):
// the address cut to its network (IPv4 /24, IPv6 /48) before anything else sees it, the query string reduced to
// the campaign (utm_*), crawlers and the site's own assets left out. docs/analytics.md.
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

const FORMS_LOG_CAMPAIGN = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
/** User agents that announce a robot (the same idea as GoAccess's --ignore-crawlers, which runs as well). */
const FORMS_LOG_CRAWLER = '/bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|monitor|uptime|curl\/|wget|python-|go-http|httpclient|headless/i';
const FORMS_LOG_LINE = '/^(\S+) \S+ \S+ \[([^\]]+)\] "([A-Z]{3,10}) (\S+)(?: [^"]*)?" ([0-9]{3}) (\S+) "((?:[^"\\\\]|\\\\.)*)" "((?:[^"\\\\]|\\\\.)*)"/';

/** The address's network only: 203.0.113.77 → 203.0.113.0, 2001:db8:1:2::7 → 2001:db8:1::. */
function forms_log_anonymize(string $ip): string
{
    $packed = @inet_pton($ip);
    if ($packed === false) {
        return '0.0.0.0';
    }
    $keep = strlen($packed) === 4 ? 3 : 6;
    return (string) inet_ntop(substr($packed, 0, $keep) . str_repeat("\0", strlen($packed) - $keep));
}

/**
 * One combined-format line as [ip (anonymised), time (unix), method, path, campaign (utm_* => value), status,
 * bytes, referrer (full, for GoAccess; none from $siteHosts), referrerHost, agent, crawler]; null for a line that
 * is not one.
 */
function forms_log_parse(string $line, array $siteHosts = []): ?array
{
    if (preg_match(FORMS_LOG_LINE, $line, $m) !== 1) {
        return null;
    }
    $time = DateTimeImmutable::createFromFormat('d/M/Y:H:i:s O', $m[2]);
    if ($time === false) {
        return null;
    }
    // varnishncsa's default %r names the whole URL; the servers' name the path.
    $url = preg_match('~^https?://~i', $m[4]) === 1 ? $m[4] : 'http://host' . (str_starts_with($m[4], '/') ? $m[4] : '/');
    $path = (string) (parse_url($url, PHP_URL_PATH) ?? '/');
    parse_str((string) (parse_url($url, PHP_URL_QUERY) ?? ''), $query);
    $campaign = [];
    foreach (FORMS_LOG_CAMPAIGN as $name) {
        if (isset($query[$name]) && is_string($query[$name]) && trim($query[$name]) !== '') {
            $campaign[$name] = substr(trim($query[$name]), 0, 100);
        }
    }
    $referrer = $m[7] === '-' ? '' : $m[7];
    $referrerHost = strtolower((string) (parse_url($referrer, PHP_URL_HOST) ?? ''));
    if ($referrerHost !== '' && in_array($referrerHost, $siteHosts, true)) {
        $referrer = $referrerHost = ''; // a link within the site is not a source
    }
    return [
        'ip' => forms_log_anonymize($m[1]),
        'time' => $time->getTimestamp(),
        'method' => $m[3],
        'path' => $path,
        'campaign' => $campaign,
        'status' => (int) $m[5],
        'bytes' => $m[6],
        'referrer' => $referrer,
        'referrerHost' => $referrerHost,
        'agent' => $m[8],
        'crawler' => $m[8] === '' || $m[8] === '-' || preg_match(FORMS_LOG_CRAWLER, $m[8]) === 1, // a browser names itself
    ];
}

/** A page view: a GET of a page (not an asset, the PHP scripts or the CMS), by a browser, not a crawler. */
function forms_log_is_view(array $hit): bool
{
    return $hit['method'] === 'GET' && !$hit['crawler'] && $hit['status'] < 400
        && preg_match('~^/(?:$|(?!assets/|_next/|admin/|pagefind/)[^.]*$|.*\.html$)~', $hit['path']) === 1;
}

/** The line again, in the combined format, as GoAccess reads it: anonymised address, query cut to the campaign. */
function forms_log_rewrite(array $hit): string
{
    $target = $hit['path'] . ($hit['campaign'] === [] ? '' : '?' . http_build_query($hit['campaign'], '', '&', PHP_QUERY_RFC3986));
    $quote = static fn (string $s): string => str_replace(['\\', '"'], ['\\\\', '\\"'], preg_replace('/[\x00-\x1f\x7f]/', '', $s) ?? '');
    return sprintf(
        "%s - - [%s] \"%s %s HTTP/1.1\" %d %s \"%s\" \"%s\"\n",
        $hit['ip'],
        gmdate('d/M/Y:H:i:s +0000', $hit['time']),
        $hit['method'],
        $quote($target),
        $hit['status'],
        preg_match('/^[0-9]+$/D', $hit['bytes']) === 1 ? $hit['bytes'] : '-',
        $quote($hit['referrer'] === '' ? '-' : (string) preg_replace('/[?#].*$/s', '', $hit['referrer'])),
        $quote($hit['agent']),
    );
}

/** The site's own host names (a referrer from them is no source): the rules' site address, its www twin, and $extra. */
function forms_log_site_hosts(array $extra = []): array
{
    $host = strtolower((string) (parse_url((string) (forms_rules()['siteUrl'] ?? ''), PHP_URL_HOST) ?? ''));
    $hosts = $host === '' ? [] : [$host, str_starts_with($host, 'www.') ? substr($host, 4) : "www.{$host}"];
    return array_values(array_unique([...$hosts, ...array_map('strtolower', array_filter(array_map('trim', $extra)))]));
}

/** The parsed lines of the given files (plain or .gz, in any order); $each gets each one. */
function forms_log_read(array $files, callable $each, array $siteHosts = []): void
{
    foreach ($files as $file) {
        $fh = @fopen((str_ends_with($file, '.gz') ? 'compress.zlib://' : '') . $file, 'rb');
        if ($fh === false) {
            fwrite(STDERR, "access-log: cannot read {$file}\n");
            continue;
        }
        while (($line = fgets($fh)) !== false) {
            $hit = forms_log_parse($line, $siteHosts);
            if ($hit !== null) {
                $each($hit);
            }
        }
        fclose($fh);
    }
}
