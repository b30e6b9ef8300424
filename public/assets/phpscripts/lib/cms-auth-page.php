<?php
// The CMS sign-in's page (lib/cms-auth.php): the handshake page that hands the token or the error to the CMS window,
// and the editor's words in English and Arabic (content/cms-auth.ts and content/ar/cms-auth.ts, in rules.json
// `cmsAuth`). Loaded by lib/cms-auth.php only.
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

// The handshake page's only script and style. Constant, so the page's CSP allows exactly them by hash;
// what changes (the message, the origin) travels in data- attributes, escaped. The protocol is Decap's
// (decap-cms-lib-auth, netlify-auth.js), which Sveltia follows: the popup says "authorizing:github",
// the CMS window answers with the same words, then the popup sends "authorization:github:success:{json}"
// (or ":error:{json}") to that window, whose origin must be CMS_ALLOWED_ORIGIN: never "*".
const CMS_AUTH_SCRIPT = <<<'JS'
(() => {
  const data = document.getElementById("cms-auth").dataset;
  const opener = window.opener;
  if (!data.origin || !data.message) return;
  if (!opener) {
    for (const lost of document.querySelectorAll(".cms-auth-lost")) lost.hidden = false;
    return;
  }
  const hello = "authorizing:" + data.provider;
  window.addEventListener("message", (event) => {
    if (event.origin === data.origin && event.data === hello) opener.postMessage(data.message, data.origin);
  });
  opener.postMessage(hello, data.origin);
})();
JS;
const CMS_AUTH_STYLE = 'body{font:16px/1.6 system-ui,sans-serif;max-inline-size:34rem;margin-block:3rem;margin-inline:auto;'
    . 'padding-inline:1.25rem;color:#0f172a}h1,h2{font-size:1.5rem;line-height:1.3}[lang=ar]{line-height:1.8}'
    . 'section+section{margin-block-start:2rem;padding-block-start:1rem;border-block-start:1px solid #cbd5e1}';

/** The words of both languages (content/cms-auth.ts and its Arabic twin, via rules.json), or null when missing. */
function cms_auth_copy(): ?array
{
    $copy = forms_rules()['cmsAuth'] ?? null;
    return is_array($copy) && is_array($copy['en'] ?? null) && is_array($copy['ar'] ?? null) ? $copy : null;
}

/**
 * Both languages, the browser's first: Decap opens the window without the CMS's language, and the CMS's own first
 * choice is the browser's first language (cms/i18n.js), so this order matches it while an editor who switched
 * the CMS still finds their language below.
 */
function cms_auth_languages(): array
{
    return preg_match('/^\s*ar(?![a-z])/i', (string) ($_SERVER['HTTP_ACCEPT_LANGUAGE'] ?? '')) === 1 ? ['ar', 'en'] : ['en', 'ar'];
}

/**
 * The words of $keys in $lang, joined by spaces, {name}s filled in from $fill; in Arabic each filled-in value is
 * isolated (U+2068…U+2069): setting names and GitHub's English must not reorder the sentence around them.
 */
function cms_auth_say(string $lang, array $keys, array $fill = []): string
{
    $copy = cms_auth_copy()[$lang] ?? [];
    $words = implode(' ', array_map(static fn (string $key): string => (string) ($copy[$key] ?? ''), $keys));
    return strtr($words, $lang === 'ar' ? array_map(static fn (string $v): string => "\u{2068}{$v}\u{2069}", $fill) : $fill);
}

/** The words in both languages (the browser's first), joined by $glue. */
function cms_auth_text(array $keys, array $fill = [], string $glue = ' '): string
{
    return implode($glue, array_map(static fn (string $lang): string => cms_auth_say($lang, $keys, $fill), cms_auth_languages()));
}

/**
 * The handshake page: the token (success) or the error, for the CMS window; for the editor, $title and $text (keys of
 * cmsAuthCopy, {name}s filled in from $fill) in both languages, the browser's first (cms_auth_languages).
 */
function cms_auth_result(int $status, string $title, array $text, ?string $token, string $code = '', array $fill = []): void
{
    $languages = cms_auth_languages();
    // Decap shows `message` in one paragraph, Sveltia `error` (or its own words for a known errorCode): both
    // languages, each isolated (U+2068…U+2069) so that neither reorders the other in a right-to-left CMS.
    $said = implode(' ', array_map(static fn (string $lang): string => "\u{2068}" . cms_auth_say($lang, $text, $fill) . "\u{2069}", $languages));
    $payload = $token !== null
        ? ['token' => $token, 'provider' => 'github']
        : ['provider' => 'github', 'error' => $said, 'message' => $said, 'errorCode' => $code];
    $json = json_encode($payload, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE);
    $message = 'authorization:github:' . ($token !== null ? 'success' : 'error') . ':' . $json;
    $e = static fn (string $s): string => htmlspecialchars($s, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
    $hash = static fn (string $s): string => "'sha256-" . base64_encode(hash('sha256', $s, true)) . "'";
    $dir = static fn (string $lang): string => $lang === 'ar' ? 'rtl' : 'ltr';
    // One section a language, the first with the page's heading; the lost-link words stay hidden until the script finds no opener.
    $sections = '';
    foreach ($languages as $i => $lang) {
        $h = $i === 0 ? 'h1' : 'h2';
        $sections .= '<section lang="' . $lang . '" dir="' . $dir($lang) . '"><' . $h . '>' . $e(cms_auth_say($lang, [$title])) . '</' . $h . '>'
            . '<p>' . $e(cms_auth_say($lang, $text, $fill)) . '</p><p class="cms-auth-lost" hidden>' . $e(cms_auth_say($lang, ['lost'])) . '</p></section>';
    }
    http_response_code($status);
    cms_auth_headers();
    header('Content-Type: text/html; charset=utf-8');
    header("Content-Security-Policy: default-src 'none'; script-src " . $hash(CMS_AUTH_SCRIPT) . '; style-src ' . $hash(CMS_AUTH_STYLE)
        . "; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
    echo '<!doctype html><html lang="', $languages[0], '" dir="', $dir($languages[0]), '"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
        '<title>', $e(implode(' · ', array_map(static fn (string $lang): string => cms_auth_say($lang, [$title]), $languages))), '</title>',
        '<style>', CMS_AUTH_STYLE, '</style></head><body><main>', $sections,
        '<div id="cms-auth" hidden data-provider="github" data-origin="', $e(cms_auth_allowed_origin()),
        '" data-message="', $e($message), '"></div></main><script>', CMS_AUTH_SCRIPT, '</script></body></html>';
    exit;
}
