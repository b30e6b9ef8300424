<?php
// The staff desk's pages: plain HTML forms, no script at all; one stylesheet inline, allowed by its hash in
// the page's Content-Security-Policy (sent as a header and repeated in a <meta>, as a host may drop a
// script's CSP header). Words come from desk-copy.json (content/desk.ts, content/ar/desk.ts).
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

const DESK_CSS = <<<'CSS'
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,"Segoe UI",Tahoma,sans-serif;color:#1b1f24;background:#f4f6f8}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;padding:.75rem 1rem;background:#0b3b5c;color:#fff}
header h1{font-size:1.15rem;margin:0;margin-inline-end:auto}header form{display:inline}
header button{background:transparent;color:#fff;border:1px solid #fff8;border-radius:.4rem;padding:.3rem .7rem;font:inherit;cursor:pointer}
nav{display:flex;flex-wrap:wrap;gap:.25rem;padding:.5rem 1rem;background:#fff;border-block-end:1px solid #d5dbe1}
nav a{padding:.35rem .7rem;border-radius:.4rem;color:#0b3b5c;text-decoration:none}nav a[aria-current]{background:#0b3b5c;color:#fff}
main{max-inline-size:72rem;margin-inline:auto;padding:1rem}h2{font-size:1.2rem;margin-block:0 .75rem}
.box{background:#fff;border:1px solid #d5dbe1;border-radius:.6rem;padding:1rem;margin-block-end:1rem}
.filters{display:grid;gap:.5rem;grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));align-items:end}
label{display:block;font-size:.9rem;color:#4a5561}input,select,textarea{inline-size:100%;font:inherit;padding:.4rem .5rem;border:1px solid #9aa5b1;border-radius:.4rem;background:#fff}
button.primary,.button{display:inline-block;background:#0b6e4f;color:#fff;border:0;border-radius:.4rem;padding:.45rem .9rem;font:inherit;cursor:pointer;text-decoration:none}
button.danger{background:#a61b1b;color:#fff;border:0;border-radius:.4rem;padding:.45rem .9rem;font:inherit;cursor:pointer}
.lead h3{margin:0;font-size:1.05rem}.meta{display:flex;flex-wrap:wrap;gap:.25rem 1rem;font-size:.9rem;color:#4a5561;margin-block:.25rem .5rem}
.badge{display:inline-block;border-radius:1rem;padding:0 .6rem;font-size:.85rem;background:#e3e8ee}.s-new{background:#fff3c4}.s-answered{background:#d6ecff}.s-won{background:#d3f5df}.s-lost{background:#f1d6d6}
.message{white-space:pre-wrap;overflow-wrap:anywhere;background:#f7f9fa;border-radius:.4rem;padding:.5rem;margin-block:.5rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem .75rem;margin:0;font-size:.95rem}dt{color:#4a5561}dd{margin:0;overflow-wrap:anywhere}
.actions{display:grid;gap:.75rem;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));margin-block-start:.75rem}.actions form{display:grid;gap:.35rem;align-content:start}.actions button{justify-self:start}
.notes{font-size:.9rem;margin:.5rem 0 0;padding-inline-start:1.2rem}.notice{padding:.6rem 1rem;border-radius:.4rem;background:#d3f5df;margin-block-end:1rem}.error{background:#f8d7d7}
.pages{display:flex;gap:1rem;justify-content:space-between}.signin{max-inline-size:24rem;margin:3rem auto}.signin form{display:grid;gap:.75rem}
.check{display:flex;gap:.5rem;align-items:center}.check input{inline-size:auto}
CSS;

function desk_e(mixed $text): string
{
    return htmlspecialchars(is_scalar($text) ? (string) $text : '', ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
}

/** The headers every desk page sends. */
function desk_headers(string $csp): void
{
    header('Content-Type: text/html; charset=utf-8');
    header('Cache-Control: no-store');
    header('X-Robots-Tag: noindex, nofollow');
    header('X-Content-Type-Options: nosniff');
    header('X-Frame-Options: DENY');
    header('Referrer-Policy: same-origin'); // no-referrer would make the browser send "Origin: null" with the desk's own posts
    header('Content-Security-Policy: ' . $csp);
}

/** A whole page: the shell (header, nav when signed in) around $body. */
function desk_page(array $t, string $lang, string $title, string $body, ?array $session = null, string $view = '', int $status = 200): void
{
    $cssHash = base64_encode(hash('sha256', DESK_CSS, true));
    $csp = "default-src 'none'; style-src 'sha256-{$cssHash}'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
    http_response_code($status);
    desk_headers($csp);
    $dir = $lang === 'ar' ? 'rtl' : 'ltr';
    $self = desk_e(desk_path());
    $head = '';
    $nav = '';
    if ($session !== null) {
        $csrf = '<input type="hidden" name="csrf" value="' . desk_e($session['csrf']) . '">';
        $other = $lang === 'ar' ? 'en' : 'ar';
        // The switch comes back to this view with its filters and page (desk_action keeps only DESK_BACK's keys).
        $here = desk_e(http_build_query(['view' => $view] + array_intersect_key(array_filter($_GET, 'is_string'), array_flip(DESK_BACK))));
        $head = '<span>' . desk_e($session['user']) . '</span>'
            . "<form method=\"post\" action=\"{$self}\">{$csrf}<input type=\"hidden\" name=\"action\" value=\"lang\"><input type=\"hidden\" name=\"back\" value=\"{$here}\"><input type=\"hidden\" name=\"lang\" value=\"{$other}\"><button lang=\"{$other}\">" . desk_e($t['otherLanguage']) . '</button></form>'
            . "<form method=\"post\" action=\"{$self}\">{$csrf}<input type=\"hidden\" name=\"action\" value=\"signout\"><button>" . desk_e($t['signOut']) . '</button></form>';
        $links = ['leads' => 'navLeads', 'spam' => 'navSpam', 'export' => 'navExport', 'privacy' => 'navPrivacy', 'report' => 'navReport'];
        foreach ($links as $name => $key) {
            $nav .= "<a href=\"{$self}?view={$name}\"" . ($view === $name ? ' aria-current="page"' : '') . '>' . desk_e($t[$key]) . '</a>';
        }
        $nav = '<nav aria-label="' . desk_e($t['title']) . "\">{$nav}</nav>";
    } else {
        $other = $lang === 'ar' ? 'en' : 'ar';
        $head = "<a class=\"button\" lang=\"{$other}\" href=\"{$self}?lang={$other}\">" . desk_e($t['otherLanguage']) . '</a>';
    }
    echo "<!doctype html>\n<html lang=\"{$lang}\" dir=\"{$dir}\"><head><meta charset=\"utf-8\">",
        '<meta http-equiv="Content-Security-Policy" content="', desk_e(str_replace(["; frame-ancestors 'none'", "frame-ancestors 'none'; "], '', $csp)), '">',
        '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">',
        '<title>', desk_e($title . ' · ' . $t['title']), '</title><style>', DESK_CSS, '</style></head><body>',
        '<header><h1>', desk_e($t['title']), '</h1>', $head, '</header>', $nav, '<main>', $body, '</main></body></html>';
    exit;
}

/** <select name> with options value => label, $current selected. */
function desk_select(string $name, string $label, array $options, string $current): string
{
    $html = '<label>' . desk_e($label) . '<select name="' . desk_e($name) . '">';
    foreach ($options as $value => $text) {
        $html .= '<option value="' . desk_e($value) . '"' . ((string) $value === $current ? ' selected' : '') . '>' . desk_e($text) . '</option>';
    }
    return $html . '</select></label>';
}

/** A success or error line above the page's content ($done, $error: keys of the copy; from the address, only DESK_NOTICES). */
function desk_notice(array $t, ?string $done, ?string $error): string
{
    $html = '';
    if ($done !== null && isset($t[$done])) {
        $html .= '<p class="notice" role="status">' . desk_e(strtr($t[$done], ['{n}' => (string) (int) ($_GET['n'] ?? 0)])) . '</p>';
    }
    if ($error !== null && isset($t[$error])) {
        $html .= '<p class="notice error" role="alert">' . desk_e($t[$error]) . '</p>';
    }
    return $html;
}

function desk_form_label(array $t, string $form): string
{
    return $t[['contact' => 'formContact', 'book-demo' => 'formDemo', 'newsletter' => 'formNewsletter'][$form] ?? 'formContact'];
}

function desk_status_label(array $t, string $status): string
{
    return $t['status' . ucfirst($status)] ?? $status;
}

/** The fields of a lead or held post as a definition list (message shown apart). */
function desk_fields(array $t, array $fields): string
{
    $labels = ['email' => 'email', 'phone' => 'colPhone', 'company' => 'colCompany', 'noEmployees' => 'colEmployees', 'subject' => 'colSubject'];
    $html = '<dl>';
    foreach ($labels as $field => $key) {
        if (isset($fields[$field]) && is_scalar($fields[$field]) && (string) $fields[$field] !== '') {
            $value = desk_e($fields[$field]);
            $dir = in_array($field, ['email', 'phone', 'noEmployees'], true) ? ' dir="ltr"' : ''; // a phone number has no strong letter
            $html .= '<dt>' . desk_e($t[$key]) . "</dt><dd><bdi{$dir}>" . ($field === 'email' ? "<a href=\"mailto:{$value}\">{$value}</a>" : $value) . '</bdi></dd>';
        }
    }
    return $html . '</dl>' . (is_string($fields['message'] ?? null) && $fields['message'] !== '' ? '<p class="message" dir="auto">' . desk_e($fields['message']) . '</p>' : '');
}
