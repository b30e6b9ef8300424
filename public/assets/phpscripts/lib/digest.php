<?php
// The weekly digest to staff (issue 50, docs/analytics.md), Sunday morning from cron: the week that has just
// ended (Sunday 00:00 to Saturday 24:00, Makkah time) in each recipient's language (FORMS_DIGEST_TO =
// "a@x.sa:ar,b@y.sa:en"): visits, top pages, referring sites and campaigns (its own count over the same access log
// lines the report reads, through lib/access-log.php), leads by form, page and source, the share of visits that
// became leads, posts held as spam, and leads not marked answered (desk.jsonl) after two working days.
//   FORMS_CONFIG=P/forms.config.php php <web root>/assets/phpscripts/lib/digest.php --logs='/var/log/makkah-tech/access.log*'
//     [--dry-run] [--lang=en|ar] [--week-ending=YYYY-MM-DD] [--now=ISO8601] [--site-host=a,b]
// --dry-run prints the digest (every recipient's language, or both) and sends nothing. Words: content/digest.ts.
declare(strict_types=1);

require __DIR__ . '/cli.php'; // command line only, the library, the storage directory

const FORMS_DIGEST_TZ = 'Asia/Riyadh';
const FORMS_DIGEST_TOP = 5;

$options = getopt('', ['dry-run', 'lang:', 'logs:', 'week-ending:', 'now:', 'site-host:']);
$rules = forms_rules();
$words = $rules['digest'] ?? null;
if (!is_array($words) || !is_array($words['en'] ?? null) || !is_array($words['ar'] ?? null)) {
    fwrite(STDERR, "digest: rules.json has no digest words (run npm run build)\n");
    exit(1);
}
$dir = forms_cli_storage('digest');
$tz = new DateTimeZone(FORMS_DIGEST_TZ);
$now = new DateTimeImmutable(is_string($options['now'] ?? null) ? $options['now'] : 'now', $tz);
$now = $now->setTimezone($tz);

// The week: the seven days before the given Sunday (default: the last Sunday at or before today).
$end = is_string($options['week-ending'] ?? null) && preg_match('/^\d{4}-\d{2}-\d{2}$/D', $options['week-ending']) === 1
    ? new DateTimeImmutable($options['week-ending'] . ' 00:00', $tz)
    : $now->setTime(0, 0)->modify('-' . (int) $now->format('w') . ' days');
$start = $end->modify('-7 days');
[$from, $to] = [$start->getTimestamp(), $end->getTimestamp()];

/** The JSON lines of one storage file, as arrays (unreadable lines skipped). */
function forms_digest_lines(string $file): array
{
    $rows = [];
    foreach (is_file($file) ? (file($file, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) ?: []) : [] as $line) {
        $row = json_decode($line, true);
        if (is_array($row)) {
            $rows[] = $row;
        }
    }
    return $rows;
}

/** $row's time ('received' or 'at') as unix seconds, or null. */
function forms_digest_time(array $row, string $key = 'received'): ?int
{
    $time = is_string($row[$key] ?? null) ? strtotime($row[$key]) : false;
    return $time === false ? null : $time;
}

/** The moment $days working days (Sunday to Thursday in Makkah) after $time have passed. */
function forms_digest_due(int $time, int $days): int
{
    $at = (new DateTimeImmutable('@' . $time))->setTimezone(new DateTimeZone(FORMS_DIGEST_TZ));
    for ($n = 0; $n < $days;) {
        $at = $at->modify('+1 day');
        if ((int) $at->format('w') <= 4) {
            $n++;
        }
    }
    return $at->getTimestamp();
}

// Visits: one browser (user agent) on one network on one day, that viewed a page; crawlers left out.
$visits = [];
$views = 0;
$pages = $referrers = $campaigns = [];
$patterns = is_string($options['logs'] ?? null) ? preg_split('/\s+/', trim($options['logs'])) : [];
$files = [];
foreach ($patterns ?: [] as $pattern) {
    $files = [...$files, ...(glob($pattern) ?: [])];
}
$hosts = forms_log_site_hosts(is_string($options['site-host'] ?? null) ? explode(',', $options['site-host']) : []);
forms_log_read($files, static function (array $hit) use ($from, $to, $tz, &$visits, &$views, &$pages, &$referrers, &$campaigns): void {
    if ($hit['time'] < $from || $hit['time'] >= $to || !forms_log_is_view($hit)) {
        return;
    }
    $day = (new DateTimeImmutable('@' . $hit['time']))->setTimezone($tz)->format('Y-m-d');
    $visits[$hit['ip'] . '|' . $day . '|' . $hit['agent']] = true;
    $views++;
    $pages[$hit['path']] = ($pages[$hit['path']] ?? 0) + 1;
    if ($hit['referrerHost'] !== '') {
        $referrers[$hit['referrerHost']] = ($referrers[$hit['referrerHost']] ?? 0) + 1;
    }
    if ($hit['campaign'] !== []) {
        $c = $hit['campaign'];
        $key = ($c['utm_source'] ?? '-') . ' / ' . ($c['utm_medium'] ?? '-') . ' / ' . ($c['utm_campaign'] ?? '-');
        $campaigns[$key] = ($campaigns[$key] ?? 0) + 1;
    }
}, $hosts);

// Leads of the week, by form, page and source; every lead still "new" past its due time, whenever it came.
$statuses = [];
foreach (forms_digest_lines($dir . '/desk.jsonl') as $event) {
    if (is_string($event['lead'] ?? null) && is_string($event['status'] ?? null)) {
        $statuses[$event['lead']] = $event['status']; // append-only: the latest wins
    }
}
$days = (int) ($words['answerWithinWorkingDays'] ?? 2);
$byForm = $byPage = $bySource = [];
$unanswered = [];
foreach (['contact', 'book-demo'] as $form) {
    foreach (forms_digest_lines($dir . '/' . $form . '.jsonl') as $lead) {
        $time = forms_digest_time($lead);
        if ($time === null) {
            continue;
        }
        if ($time >= $from && $time < $to) {
            $byForm[$form] = ($byForm[$form] ?? 0) + 1;
            $page = is_string($lead['page'] ?? null) ? $lead['page'] : '?';
            $byPage[$page] = ($byPage[$page] ?? 0) + 1;
            $source = is_array($lead['source'] ?? null) ? $lead['source'] : null;
            $key = $source === null ? "\0none" : (string) ($source['utm_source'] ?? $source['referrer'] ?? "\0direct");
            $bySource[$key] = ($bySource[$key] ?? 0) + 1;
        }
        $status = $statuses[(string) ($lead['id'] ?? '')] ?? 'new';
        if ($status === 'new' && $time < $now->getTimestamp() && forms_digest_due($time, $days) <= $now->getTimestamp()) {
            $unanswered[] = $lead;
        }
    }
}
$spam = 0;
foreach (forms_digest_lines($dir . '/spam.jsonl') as $held) {
    $time = forms_digest_time($held);
    if ($time !== null && $time >= $from && $time < $to) {
        $spam++;
    }
}

/** The digest in one language. */
function forms_digest_text(array $w, array $figures): string
{
    $fill = static fn (string $s, array $v = []): string => strtr($s, $v + $figures['fill']);
    $list = static function (array $counts) use ($w): string {
        arsort($counts);
        $lines = [];
        foreach (array_slice($counts, 0, FORMS_DIGEST_TOP, true) as $name => $count) {
            $label = match ((string) $name) {
                "\0none" => $w['noSource'],
                "\0direct" => $w['direct'],
                default => $w['formNames'][$name] ?? (string) $name,
            };
            $lines[] = "  {$count}  {$label}";
        }
        return $lines === [] ? "  {$w['none']}\n" : implode("\n", $lines) . "\n";
    };
    $leads = array_sum($figures['byForm']);
    $out = $fill($w['intro']) . "\n\n";
    $out .= "{$w['visits']}: {$figures['visits']}\n{$w['pageViews']}: {$figures['views']}\n\n";
    $out .= "{$w['topPages']}:\n" . $list($figures['pages']) . "\n";
    $out .= "{$w['topReferrers']}:\n" . $list($figures['referrers']) . "\n";
    $out .= "{$w['topCampaigns']}:\n" . $list($figures['campaigns']) . "\n";
    $out .= "{$w['leadsByForm']}: {$leads}\n" . $list($figures['byForm']) . "\n";
    $out .= "{$w['leadsByPage']}:\n" . $list($figures['byPage']) . "\n";
    $out .= "{$w['leadsBySource']}:\n" . $list($figures['bySource']) . "\n";
    $share = $figures['visits'] > 0 ? number_format(100 * $leads / $figures['visits'], 1) . '%' : '-';
    $out .= $fill($w['share'], ['{share}' => $share]) . "\n";
    $out .= $fill($w['spamHeld'], ['{count}' => (string) $figures['spam']]) . "\n";
    $out .= $fill($w['unanswered'], ['{count}' => (string) count($figures['unanswered'])]) . "\n";
    foreach ($figures['unanswered'] as $lead) {
        $out .= '  ' . ($lead['received'] ?? '') . '  ' . ($w['formNames'][$lead['form'] ?? ''] ?? '') . '  ' . ($lead['id'] ?? '') . "\n";
    }
    return $out . "\n" . $w['footer'] . "\n";
}

$figures = [
    'visits' => count($visits),
    'views' => $views,
    'pages' => $pages,
    'referrers' => $referrers,
    'campaigns' => $campaigns,
    'byForm' => $byForm,
    'byPage' => $byPage,
    'bySource' => $bySource,
    'spam' => $spam,
    'unanswered' => $unanswered,
    'fill' => [
        '{site}' => (string) ($rules['siteName'] ?? ''),
        '{from}' => $start->format('Y-m-d'),
        '{to}' => $end->modify('-1 day')->format('Y-m-d'),
        '{days}' => (string) $days,
    ],
];

// Recipients: "address:lang" pairs; a bad one is named on stderr and skipped.
$recipients = [];
$setting = forms_env('FORMS_DIGEST_TO');
if ($setting === null) {
    $fromFile = is_file(forms_config_file()) ? include forms_config_file() : [];
    $setting = is_array($fromFile) && is_string($fromFile['FORMS_DIGEST_TO'] ?? null) ? $fromFile['FORMS_DIGEST_TO'] : '';
}
foreach (array_filter(array_map('trim', explode(',', $setting))) as $entry) {
    [$address, $lang] = array_pad(explode(':', $entry, 2), 2, 'en');
    if (!forms_is_email($address) || !in_array($lang, ['en', 'ar'], true)) {
        fwrite(STDERR, "digest: FORMS_DIGEST_TO: skipped \"{$entry}\" (want address:en or address:ar)\n");
        continue;
    }
    $recipients[] = [$address, $lang];
}

$only = is_string($options['lang'] ?? null) && in_array($options['lang'], ['en', 'ar'], true) ? $options['lang'] : null;
if (isset($options['dry-run'])) {
    $langs = $only !== null ? [$only] : ($recipients === [] ? ['en', 'ar'] : array_values(array_unique(array_column($recipients, 1))));
    foreach ($langs as $lang) {
        echo strtr($words[$lang]['subject'], $figures['fill']), "\n\n", forms_digest_text($words[$lang], $figures), "\n";
    }
    exit(0);
}
if ($recipients === []) {
    fwrite(STDERR, "digest: FORMS_DIGEST_TO names no recipient; nothing sent\n");
    exit(1);
}
$failed = 0;
foreach ($recipients as [$address, $lang]) {
    if (!forms_mail($address, strtr($words[$lang]['subject'], $figures['fill']), forms_digest_text($words[$lang], $figures))) {
        fwrite(STDERR, "digest: could not mail {$address}\n");
        $failed++;
    }
}
exit($failed === 0 ? 0 : 1);
