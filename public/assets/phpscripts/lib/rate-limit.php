<?php
// Who is asking: the client address (through trusted proxies only) and the rate limit per form and
// client, in files named by a daily HMAC so they never hold an address.
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

/** True when $ip lies in $cidr ("192.0.2.0/24", "2001:db8::/32" or a single address). */
function forms_ip_in(string $ip, string $cidr): bool
{
    [$net, $bits] = array_pad(explode('/', trim($cidr), 2), 2, null);
    $a = @inet_pton($ip);
    $b = @inet_pton((string) $net);
    if ($a === false || $b === false || strlen($a) !== strlen($b)) {
        return false;
    }
    $max = strlen($a) * 8;
    $bits = $bits === null ? $max : (preg_match('/^[0-9]{1,3}$/D', $bits) === 1 ? (int) $bits : -1);
    if ($bits < 0 || $bits > $max) {
        return false;
    }
    $bytes = intdiv($bits, 8);
    if (substr($a, 0, $bytes) !== substr($b, 0, $bytes)) {
        return false;
    }
    $rest = $bits % 8;
    if ($rest === 0) {
        return true;
    }
    $mask = (0xFF << (8 - $rest)) & 0xFF;
    return (ord($a[$bytes]) & $mask) === (ord($b[$bytes]) & $mask);
}

/**
 * The client's address: REMOTE_ADDR, or, only when REMOTE_ADDR is one of FORMS_TRUSTED_PROXIES,
 * the rightmost X-Forwarded-For hop that is not a trusted proxy.
 */
function forms_client_ip(): string
{
    $remote = (string) ($_SERVER['REMOTE_ADDR'] ?? '');
    $trusted = preg_split('/[\s,]+/', forms_config()['FORMS_TRUSTED_PROXIES'], -1, PREG_SPLIT_NO_EMPTY) ?: [];
    $isTrusted = static function (string $ip) use ($trusted): bool {
        foreach ($trusted as $cidr) {
            if (forms_ip_in($ip, $cidr)) {
                return true;
            }
        }
        return false;
    };
    if ($trusted === [] || !$isTrusted($remote)) {
        return $remote;
    }
    $hops = array_reverse(array_map('trim', explode(',', (string) ($_SERVER['HTTP_X_FORWARDED_FOR'] ?? ''))));
    $client = $remote;
    foreach ($hops as $hop) {
        $hop = trim($hop, '[]');
        if (@inet_pton($hop) === false) {
            break; // a malformed hop: the last trusted proxy is the best we know
        }
        $client = $hop;
        if (!$isTrusted($hop)) {
            break;
        }
    }
    return $client;
}

/** The rate-limit key of an address: IPv4 as is, IPv6 by its /64 (one customer's whole network). */
function forms_client_key(string $ip): string
{
    $packed = @inet_pton($ip);
    if ($packed === false) {
        return 'unknown:' . $ip;
    }
    if (strlen($packed) === 16 && substr($packed, 0, 12) === str_repeat("\0", 10) . "\xFF\xFF") {
        return inet_ntop(substr($packed, 12)) ?: $ip; // IPv4-mapped
    }
    return strlen($packed) === 16 ? bin2hex(substr($packed, 0, 8)) . '::/64' : $ip;
}

/**
 * One more post in $bucket if fewer than $limit were made in the last FORMS_RATE_WINDOW seconds.
 * Files are named by an HMAC of the bucket under a key that changes every day (UTC), so they never
 * hold an address; the previous day's file still counts while the window reaches back into it.
 */
function forms_rate_take(string $dir, string $bucket, int $limit): bool
{
    if ($limit === 0) {
        return true;
    }
    $window = forms_int('FORMS_RATE_WINDOW', 1, 86400);
    $rateDir = $dir . '/rate';
    if (!is_dir($rateDir) && !@mkdir($rateDir, 0700) && !is_dir($rateDir)) {
        error_log("forms: cannot create {$rateDir}; rate limit not applied");
        return true;
    }
    $now = time();
    $name = static function (int $time) use ($bucket, $rateDir): ?string {
        $key = forms_key('rate-limit ' . gmdate('Y-m-d', $time));
        return $key === null ? null : $rateDir . '/' . substr(hash_hmac('sha256', $bucket, $key), 0, 40);
    };
    $file = $name($now);
    if ($file === null) {
        error_log('forms: no secret, rate limit not applied');
        return true;
    }
    $read = static fn (string $text): array => array_values(array_filter(
        array_map('intval', preg_split('/\s+/', $text, -1, PREG_SPLIT_NO_EMPTY) ?: []),
        static fn (int $t): bool => $t > $now - $window && $t <= $now,
    ));
    $earlier = [];
    if (gmdate('Y-m-d', $now - $window) !== gmdate('Y-m-d', $now)) {
        $previous = $name($now - 86400);
        $earlier = $previous !== null && is_file($previous) ? $read((string) @file_get_contents($previous)) : [];
    }
    $fh = @fopen($file, 'c+b');
    if ($fh === false || !flock($fh, LOCK_EX)) {
        error_log("forms: cannot open {$file}; rate limit not applied");
        return true;
    }
    $recent = $read((string) stream_get_contents($fh));
    $allowed = count($recent) + count($earlier) < $limit;
    if ($allowed) {
        $recent[] = $now;
    }
    ftruncate($fh, 0);
    rewind($fh);
    fwrite($fh, implode("\n", $recent));
    fflush($fh);
    flock($fh, LOCK_UN);
    fclose($fh);
    if (random_int(1, 50) === 1) {
        forms_rate_cleanup($rateDir, $window);
    }
    return $allowed;
}

/** Deletes rate-limit files that are empty or whose every entry has left the window. Returns the count. */
function forms_rate_cleanup(string $rateDir, int $window, bool $dryRun = false): int
{
    $removed = 0;
    $now = time();
    foreach (glob($rateDir . '/*') ?: [] as $file) {
        clearstatcache(true, $file);
        $mtime = @filemtime($file);
        $size = @filesize($file);
        if ($mtime === false || !is_file($file)) {
            continue;
        }
        if ($mtime < $now - $window - 60 || ($size === 0 && $mtime < $now - 60)) {
            if ($dryRun || @unlink($file)) {
                $removed++;
            }
        }
    }
    return $removed;
}
