<?php
// One HTTP(S) POST under one deadline for the whole exchange: connect, TLS handshake, send, headers and
// body together. PHP's http:// stream wrapper only has a per-read timeout, so a server that drips its
// answer a byte at a time would hold the worker for as long as it keeps dripping; this reads a socket
// in a loop checked against the clock instead. No curl, no allow_url_fopen; https needs openssl. The
// one step outside the deadline is the DNS lookup, which PHP leaves to the system resolver's own timeouts.
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

/**
 * POSTs $body to $url with $headers (without Host, Content-Length, Connection) and returns
 * [status, body] once the whole answer is in, or [null, why] on failure or when $seconds have passed.
 * TLS peers are verified (PHP's default, made explicit). Answers over $maxBytes are refused.
 */
function forms_http_post(string $url, array $headers, string $body, float $seconds, int $maxBytes = 65536): array
{
    $deadline = hrtime(true) + (int) ($seconds * 1e9);
    $left = static fn (): float => ($deadline - hrtime(true)) / 1e9;
    $parts = parse_url($url);
    $scheme = strtolower((string) ($parts['scheme'] ?? ''));
    $host = (string) ($parts['host'] ?? '');
    if (($scheme !== 'https' && $scheme !== 'http') || $host === '') {
        return [null, 'not an http(s) URL'];
    }
    $port = (int) ($parts['port'] ?? ($scheme === 'https' ? 443 : 80));
    // The query is part of the target: a Teams Workflows URL carries its signature there (…&sig=…).
    $path = (($parts['path'] ?? '') === '' ? '/' : $parts['path']) . (isset($parts['query']) ? '?' . $parts['query'] : '');
    $context = stream_context_create(['ssl' => ['verify_peer' => true, 'verify_peer_name' => true, 'peer_name' => trim($host, '[]')]]);
    // tls:// bounds the TCP connect and the TLS handshake by this one timeout.
    $socket = @stream_socket_client(($scheme === 'https' ? 'tls://' : 'tcp://') . $host . ':' . $port, $errno, $error, max(0.001, $left()), STREAM_CLIENT_CONNECT, $context);
    if ($socket === false) {
        return [null, $left() <= 0 ? 'timed out connecting' : 'cannot connect: network, DNS or TLS'];
    }
    $hostHeader = $host . (isset($parts['port']) ? ':' . $port : '');
    $request = "POST {$path} HTTP/1.1\r\nHost: {$hostHeader}\r\n";
    foreach ($headers as $name => $value) {
        $request .= $name . ': ' . $value . "\r\n";
    }
    $request .= 'Content-Length: ' . strlen($body) . "\r\nConnection: close\r\n\r\n" . $body;
    $wait = static function () use ($socket, $left): bool {
        $rest = $left();
        if ($rest <= 0) {
            return false;
        }
        stream_set_timeout($socket, (int) $rest, (int) (($rest - (int) $rest) * 1e6));
        return true;
    };
    for ($sent = 0; $sent < strlen($request);) {
        $written = $wait() ? @fwrite($socket, substr($request, $sent)) : false;
        if ($written === false || $written === 0) {
            fclose($socket);
            return [null, $left() <= 0 ? 'timed out sending' : 'the connection broke while sending'];
        }
        $sent += $written;
    }
    $response = '';
    while (!feof($socket)) {
        $chunk = $wait() ? @fread($socket, 8192) : false;
        if ($chunk === false || ($chunk === '' && stream_get_meta_data($socket)['timed_out'])) {
            fclose($socket);
            return [null, 'timed out after ' . $seconds . ' s waiting for the answer'];
        }
        $response .= $chunk;
        if (strlen($response) > $maxBytes + 16384) {
            fclose($socket);
            return [null, 'the answer is too large'];
        }
        if (forms_http_complete($response)) {
            break; // all of it is in, even if the server keeps the connection open
        }
    }
    fclose($socket);
    return forms_http_parse($response, $maxBytes);
}

/** Whether $response holds a whole answer by its Content-Length or its last chunk. */
function forms_http_complete(string $response): bool
{
    $split = strpos($response, "\r\n\r\n");
    if ($split === false) {
        return false;
    }
    $head = strtolower(substr($response, 0, $split));
    if (preg_match('/\r\ntransfer-encoding:[ \t]*chunked[ \t]*(\r|$)/', $head) === 1) {
        return preg_match('/(^|\r\n)0+(;[^\r\n]*)?\r\n\r\n$/D', substr($response, $split + 4)) === 1;
    }
    return preg_match('/\r\ncontent-length:[ \t]*([0-9]{1,10})[ \t]*(\r|$)/', $head, $l) === 1
        && strlen($response) - $split - 4 >= (int) $l[1];
}

/** [status, body] of a whole HTTP/1.x answer (Content-Length, chunked, or up to the close), or [null, why]. */
function forms_http_parse(string $response, int $maxBytes): array
{
    $split = strpos($response, "\r\n\r\n");
    if ($split === false || preg_match('#^HTTP/1\.[01] ([1-5][0-9]{2})[ \r]#', $response, $m) !== 1) {
        return [null, 'not an HTTP answer'];
    }
    $head = strtolower(substr($response, 0, $split));
    $body = substr($response, $split + 4);
    if (preg_match('/\r\ntransfer-encoding:[ \t]*chunked[ \t]*(\r|$)/', $head) === 1) {
        $decoded = '';
        while (preg_match('/^([0-9a-fA-F]{1,8})[^\r\n]*\r\n/', $body, $c) === 1) {
            $size = (int) hexdec($c[1]);
            if ($size === 0) {
                break;
            }
            $decoded .= substr($body, strlen($c[0]), $size);
            $body = (string) substr($body, strlen($c[0]) + $size + 2);
        }
        $body = $decoded;
    } elseif (preg_match('/\r\ncontent-length:[ \t]*([0-9]{1,10})[ \t]*(\r|$)/', $head, $l) === 1) {
        $body = substr($body, 0, (int) $l[1]);
    }
    return strlen($body) > $maxBytes ? [null, 'the answer is too large'] : [(int) $m[1], $body];
}
