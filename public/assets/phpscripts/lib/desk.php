<?php
// desk_run(): the staff desk (desk.php), one request from the session check to the page. Read-only views
// answer GET (?view=leads|spam|export|privacy|report, ?csv=leads|subscribers, ?report=1); every change is a
// POST carrying the session's CSRF token from the desk's own origin, then a redirect back (303). Each change
// is written to the audit log. Setup and use: docs/desk.md.
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

require_once __DIR__ . '/desk-auth.php';
require_once __DIR__ . '/desk-data.php';
require_once __DIR__ . '/desk-view.php';
require_once __DIR__ . '/desk-tools.php'; // exports, PDPL requests, the visits report

const DESK_PAGE_SIZE = 50;
/** The query keys a change comes back with (besides the view): the leads' filters and the page number. */
const DESK_BACK = ['q', 'form', 'lang', 'page', 'status', 'p'];

/**
 * The notices the desk's redirects name (?done=, ?error=): only these show, so a new one is added here. Any other
 * key of the copy would let a link put the desk's own words ("refused", "sign in again") in a success or alert box.
 */
const DESK_NOTICES = [
    'done' => ['saved', 'releasedDone', 'pdplDeleted'],
    'error' => ['alreadyReleased', 'releaseInvalid', 'pdplBadEmail', 'pdplNeedConfirm', 'pdplFailed'],
];

/** The words of both languages (desk-copy.json), or null when the file is missing or malformed. */
function desk_copy(): ?array
{
    $data = json_decode((string) @file_get_contents(__DIR__ . '/desk-copy.json'), true);
    return is_array($data) && ($data['version'] ?? null) === 1 && is_array($data['en'] ?? null) && is_array($data['ar'] ?? null) ? $data : null;
}

/** A GET parameter as a short string ('' when absent or not a string). */
function desk_get(string $name): string
{
    $value = $_GET[$name] ?? '';
    return is_string($value) ? substr(trim($value), 0, 200) : '';
}

function desk_post(string $name): string
{
    $value = $_POST[$name] ?? '';
    return is_string($value) ? $value : '';
}

/** 303 back to the desk, with a query string built from $query. */
function desk_redirect(array $query = []): void
{
    http_response_code(303);
    header('Cache-Control: no-store');
    header('Location: ' . desk_path() . ($query === [] ? '' : '?' . http_build_query($query)));
    exit;
}

function desk_run(): void
{
    ini_set('display_errors', '0');
    umask(0077);
    $copy = desk_copy();
    if ($copy === null) {
        error_log('desk: lib/desk-copy.json is missing or invalid (node scripts/build/desk-copy.mjs, part of npm run build)');
        forms_reply(503, 'The staff desk is not set up on this host.');
    }
    $method = (string) ($_SERVER['REQUEST_METHOD'] ?? '');
    $dir = forms_storage();
    $guess = desk_get('lang') === 'ar' || (desk_get('lang') === '' && str_starts_with(strtolower((string) ($_SERVER['HTTP_ACCEPT_LANGUAGE'] ?? '')), 'ar')) ? 'ar' : 'en';
    if ($dir === null) {
        desk_page($copy[$guess], $guess, $copy[$guess]['title'], '<p class="notice error">' . desk_e($copy[$guess]['noStorage']) . '</p>', null, '', 503);
    }
    if ($method !== 'GET' && $method !== 'HEAD' && $method !== 'POST') {
        forms_reply(405, 'Method Not Allowed.', ['Allow' => 'GET, POST']);
    }
    $session = desk_session($dir);
    // Every post, signed in or not, comes from the desk's own page (a cross-site post is refused first). Only a
    // signed-in one is logged: anyone can send the others, and the log must not grow at their pace.
    if ($method === 'POST' && !desk_same_origin()) {
        if ($session !== null) {
            desk_audit($dir, $session['user'], 'refused cross-site post', ['origin' => substr((string) ($_SERVER['HTTP_ORIGIN'] ?? $_SERVER['HTTP_SEC_FETCH_SITE'] ?? ''), 0, 200)]);
        }
        desk_page($copy[$guess], $guess, $copy[$guess]['title'], '<p class="notice error" role="alert">' . desk_e($copy[$guess]['refused']) . '</p>', null, '', 403);
    }
    if ($session === null) {
        desk_signin($dir, $copy, $guess, $method);
    }
    $user = $session['user'];
    $lang = (desk_users($dir)[$user]['lang'] ?? 'en') === 'ar' ? 'ar' : 'en';
    $t = $copy[$lang];
    if ($method === 'POST') {
        if (!desk_csrf_ok($session)) {
            desk_audit($dir, $user, 'refused post without its token');
            desk_page($t, $lang, $t['title'], '<p class="notice error" role="alert">' . desk_e($t['refused']) . '</p>', $session, '', 403);
        }
        desk_action($dir, $t, $lang, $session);
    }
    if (desk_get('csv') !== '') {
        desk_export($dir, $t, $user, desk_get('csv'));
    }
    if (desk_get('report') === '1') {
        desk_report_file($dir);
    }
    $view = desk_get('view') ?: 'leads';
    $done = in_array(desk_get('done'), DESK_NOTICES['done'], true) ? desk_get('done') : null;
    $error = in_array(desk_get('error'), DESK_NOTICES['error'], true) ? desk_get('error') : null;
    $notice = desk_notice($t, $done, $error);
    match ($view) {
        'spam' => desk_page($t, $lang, $t['navSpam'], $notice . desk_spam_view($dir, $t, $session), $session, 'spam'),
        'export' => desk_page($t, $lang, $t['navExport'], $notice . desk_export_view($t), $session, 'export'),
        'privacy' => desk_page($t, $lang, $t['navPrivacy'], $notice . desk_privacy_view($t, $session), $session, 'privacy'),
        'report' => desk_page($t, $lang, $t['navReport'], desk_report_view($dir, $t), $session, 'report'),
        default => desk_page($t, $lang, $t['navLeads'], $notice . desk_leads_view($dir, $t, $session), $session, 'leads'),
    };
}

/** The sign-in page, and the sign-in post. */
function desk_signin(string $dir, array $copy, string $lang, string $method): void
{
    $t = $copy[$lang];
    $error = null;
    $status = 200;
    $email = '';
    if ($method === 'POST' && desk_post('action') === 'signin') {
        $email = substr(strtolower(trim(desk_post('email'))), 0, 254); // an address is no longer: the audit line stays short
        $result = desk_check_password($dir, $email, desk_post('password'));
        if ($result === 'ok') {
            if (desk_session_start($dir, $email)) {
                desk_device_issue($email);
                desk_audit($dir, $email, 'sign in');
                desk_redirect();
            }
            $result = 'failed';
        }
        if ($result !== 'limited') { // past the limit nothing is written: the attempts are bounded, the log too
            desk_audit($dir, $email, 'sign in refused');
        }
        [$error, $status] = $result === 'limited' ? ['tooManyAttempts', 429] : ['wrongPassword', 401];
    } elseif ($method === 'POST') {
        [$error, $status] = ['expired', 401]; // a change posted after the session ended
    }
    $self = desk_e(desk_path());
    $body = '<div class="box signin"><h2>' . desk_e($t['signInTitle']) . '</h2>' . desk_notice($t, null, $error)
        . "<form method=\"post\" action=\"{$self}?lang={$lang}\"><input type=\"hidden\" name=\"action\" value=\"signin\">"
        . '<label>' . desk_e($t['email']) . '<input type="email" dir="ltr" name="email" autocomplete="username" required value="' . desk_e($email) . '"></label>'
        . '<label>' . desk_e($t['password']) . '<input type="password" name="password" autocomplete="current-password" required></label>'
        . '<button class="primary">' . desk_e($t['signIn']) . '</button></form></div>';
    desk_page($t, $lang, $t['signIn'], $body, null, '', $status);
}

/** One change (a POST with a good token): record it, log it, go back. */
function desk_action(string $dir, array $t, string $lang, array $session): void
{
    $user = $session['user'];
    $back = [];
    parse_str(desk_post('back'), $back); // the view and filters the form was on
    $back = array_intersect_key(array_filter($back, 'is_string'), array_flip(['view', ...DESK_BACK]));
    $action = desk_post('action');
    $lead = desk_post('lead');
    $validId = preg_match('/^[0-9a-f]{8,64}$/D', $lead) === 1;
    switch ($action) {
        case 'signout':
            desk_audit($dir, $user, 'sign out');
            desk_session_end($dir, $session);
            desk_redirect(['lang' => $lang]);
            // no break: desk_redirect exits
        case 'lang':
            $chosen = desk_post('lang') === 'ar' ? 'ar' : 'en';
            desk_users_update($dir, static function (array $users) use ($user, $chosen): ?array {
                if (!isset($users[$user])) {
                    return null; // removed meanwhile: not brought back
                }
                $users[$user]['lang'] = $chosen;
                return $users;
            });
            desk_redirect($back);
            // no break
        case 'status':
            $status = desk_post('status');
            if ($validId && in_array($status, DESK_STATUSES, true) && desk_lead_exists($dir, $lead) && desk_record($dir, $user, $lead, ['status' => $status])) {
                desk_audit($dir, $user, 'status', ['lead' => $lead, 'status' => $status]);
                desk_redirect($back + ['done' => 'saved']);
            }
            break;
        case 'note':
            $note = trim(substr(desk_post('note'), 0, 4000));
            if ($validId && $note !== '' && desk_lead_exists($dir, $lead) && desk_record($dir, $user, $lead, ['note' => $note])) {
                desk_audit($dir, $user, 'note', ['lead' => $lead]);
                desk_redirect($back + ['done' => 'saved']);
            }
            break;
        case 'release':
            $result = $validId ? desk_release($dir, $lead, $user) : 'gone';
            desk_audit($dir, $user, 'not spam', ['lead' => $lead, 'result' => $result]);
            $error = ['gone' => 'alreadyReleased', 'invalid' => 'releaseInvalid'][$result] ?? 'pdplFailed';
            desk_redirect(['view' => 'spam'] + $back + ($result === 'released' ? ['done' => 'releasedDone'] : ['error' => $error]));
            // no break
        case 'pdpl':
            desk_pdpl($dir, $user);
    }
    desk_redirect($back + ['error' => 'pdplFailed']);
}

/** The leads page: filters, one card per lead, pages of DESK_PAGE_SIZE. */
function desk_leads_view(string $dir, array $t, array $session): string
{
    $filters = ['q' => desk_get('q'), 'form' => desk_get('form'), 'lang' => desk_get('lang'), 'page' => desk_get('page'), 'status' => desk_get('status')];
    $all = desk_leads($dir);
    $pages = array_unique(array_map(static fn (array $l): string => (string) ($l['page'] ?? ''), $all));
    sort($pages);
    $found = desk_filter($all, $filters);
    $total = count($found);
    [$shown, $p, $links] = desk_paged($t, $found, array_filter(['view' => 'leads'] + $filters));
    $self = desk_e(desk_path());
    $statusOptions = ['' => $t['allStatuses']];
    foreach (DESK_STATUSES as $s) {
        $statusOptions[$s] = desk_status_label($t, $s);
    }
    $html = "<form class=\"box filters\" method=\"get\" action=\"{$self}\" role=\"search\"><input type=\"hidden\" name=\"view\" value=\"leads\">"
        . '<label>' . desk_e($t['search']) . '<input type="search" name="q" value="' . desk_e($filters['q']) . '" placeholder="' . desk_e($t['searchHint']) . '"></label>'
        . desk_select('form', $t['form'], ['' => $t['allForms'], 'contact' => $t['formContact'], 'book-demo' => $t['formDemo']], $filters['form'])
        . desk_select('lang', $t['language'], ['' => $t['allLanguages'], 'en' => $t['langEn'], 'ar' => $t['langAr']], $filters['lang'])
        . desk_select('page', $t['page'], ['' => $t['allPages']] + array_combine($pages, $pages), $filters['page'])
        . desk_select('status', $t['status'], $statusOptions, $filters['status'])
        . '<div><button class="primary">' . desk_e($t['filter']) . "</button> <a href=\"{$self}?view=leads\">" . desk_e($t['clear']) . '</a></div></form>';
    $html .= '<p>' . desk_e(strtr($t['count'], ['{n}' => (string) count($shown), '{total}' => (string) $total])) . '</p>';
    if ($shown === []) {
        return $html . '<p class="box">' . desk_e($t['none']) . '</p>';
    }
    $back = desk_e(http_build_query(array_filter(['view' => 'leads'] + $filters + ['p' => $p > 1 ? (string) $p : ''])));
    $csrf = '<input type="hidden" name="csrf" value="' . desk_e($session['csrf']) . '"><input type="hidden" name="back" value="' . $back . '">';
    foreach ($shown as $lead) {
        $id = desk_e($lead['id']);
        $fields = (array) ($lead['fields'] ?? []);
        $html .= "<article class=\"box lead\" id=\"lead-{$id}\" aria-labelledby=\"name-{$id}\"><h3 id=\"name-{$id}\"><bdi>" . desk_e($fields['name'] ?? '') . '</bdi></h3>'
            . '<div class="meta"><span class="badge s-' . desk_e($lead['status']) . '">' . desk_e(desk_status_label($t, $lead['status'])) . '</span>'
            . '<span>' . desk_e(desk_form_label($t, $lead['form'])) . '</span><span>' . desk_e($t['received']) . ': <time dir="ltr">' . desk_e(str_replace('T', ' ', substr((string) ($lead['received'] ?? ''), 0, 16))) . '</time></span>'
            . '<span>' . desk_e($t['language']) . ': ' . desk_e(($lead['lang'] ?? '') === 'ar' ? $t['langAr'] : $t['langEn']) . '</span>'
            . '<span>' . desk_e($t['page']) . ': <bdi dir="ltr">' . desk_e($lead['page'] ?? '') . '</bdi></span></div>' . desk_fields($t, $fields);
        if (is_array($lead['source'] ?? null)) {
            $parts = [];
            foreach ($lead['source'] as $key => $value) {
                if (is_string($value) && $value !== '') {
                    $parts[] = '<bdi dir="ltr">' . desk_e($key) . ': ' . desk_e($value) . '</bdi>'; // utm_… names are Latin
                }
            }
            $html .= $parts === [] ? '' : '<p class="meta"><span>' . desk_e($t['source']) . ': ' . implode(' · ', $parts) . '</span></p>';
        }
        if (is_array($lead['released'] ?? null)) {
            $html .= '<p class="meta">' . desk_e($t['released']) . ' (' . desk_e($lead['released']['by'] ?? '') . ')</p>';
        }
        if ($lead['notes'] !== []) {
            $html .= '<p class="meta">' . desk_e($t['notes']) . '</p><ul class="notes">';
            foreach ($lead['notes'] as $note) {
                $html .= '<li dir="auto">' . desk_e($note['note']) . ' <small>(' . desk_e($note['by']) . ', ' . desk_e(substr($note['at'], 0, 10)) . ')</small></li>';
            }
            $html .= '</ul>';
        }
        $options = '';
        foreach (DESK_STATUSES as $s) {
            $options .= '<option value="' . $s . '"' . ($s === $lead['status'] ? ' selected' : '') . '>' . desk_e(desk_status_label($t, $s)) . '</option>';
        }
        $html .= "<div class=\"actions\"><form method=\"post\" action=\"{$self}\">{$csrf}<input type=\"hidden\" name=\"action\" value=\"status\"><input type=\"hidden\" name=\"lead\" value=\"{$id}\">"
            . "<label>" . desk_e($t['status']) . "<select name=\"status\">{$options}</select></label><button class=\"primary\">" . desk_e($t['saveStatus']) . '</button></form>'
            . "<form method=\"post\" action=\"{$self}\">{$csrf}<input type=\"hidden\" name=\"action\" value=\"note\"><input type=\"hidden\" name=\"lead\" value=\"{$id}\">"
            . '<label>' . desk_e($t['note']) . '<textarea name="note" rows="2" maxlength="4000" required></textarea></label><button class="primary">' . desk_e($t['saveNote']) . '</button></form></div></article>';
    }
    return $html . $links;
}

/**
 * One page of $items (DESK_PAGE_SIZE of them; ?p past the last, up to PHP_INT_MAX whose offset would overflow into
 * a float, is the last) and the previous/next links to the other pages of $query: [items, page number, links].
 */
function desk_paged(array $t, array $items, array $query): array
{
    $total = count($items);
    $p = min(max(1, (int) desk_get('p')), max(1, (int) ceil($total / DESK_PAGE_SIZE)));
    $self = desk_e(desk_path());
    $nav = '';
    if ($p > 1) {
        $nav .= "<a href=\"{$self}?" . desk_e(http_build_query($query + ['p' => $p - 1])) . '">' . desk_e($t['previous']) . '</a>';
    }
    if ($p * DESK_PAGE_SIZE < $total) {
        $nav .= "<a href=\"{$self}?" . desk_e(http_build_query($query + ['p' => $p + 1])) . '">' . desk_e($t['next']) . '</a>';
    }
    return [array_slice($items, ($p - 1) * DESK_PAGE_SIZE, DESK_PAGE_SIZE), $p, $nav === '' ? '' : "<p class=\"pages\">{$nav}</p>"];
}

/** The spam folder: each held post with its reasons and "not spam", newest first, in pages as the leads. */
function desk_spam_view(string $dir, array $t, array $session): string
{
    $rows = array_reverse(desk_rows($dir . '/spam.jsonl')); // appended as they came: the newest last
    if ($rows === []) {
        return '<p class="box">' . desk_e($t['none']) . '</p>';
    }
    [$shown, $p, $links] = desk_paged($t, $rows, ['view' => 'spam']);
    $names = ['honeypot' => 'reasonHoneypot', 'too-fast' => 'reasonTooFast', 'no-challenge' => 'reasonNoChallenge', 'bad-challenge' => 'reasonBadChallenge'];
    $self = desk_e(desk_path());
    // "Not spam" comes back to this page (desk_action's $back); past the last one after a release, the last.
    $back = desk_e(http_build_query(['view' => 'spam'] + ($p > 1 ? ['p' => (string) $p] : [])));
    $html = '<p>' . desk_e(strtr($t['count'], ['{n}' => (string) count($shown), '{total}' => (string) count($rows)])) . '</p>';
    foreach ($shown as $row) {
        $id = desk_e($row['id']);
        $fields = is_array($row['fields'] ?? null) ? $row['fields'] : [];
        $reasons = array_map(static fn (string $r): string => desk_e($t[$names[$r] ?? 'reasonOther']) . " (<code>" . desk_e($r) . '</code>)', desk_reasons($row));
        $html .= "<article class=\"box lead\" aria-labelledby=\"name-{$id}\"><h3 id=\"name-{$id}\"><bdi>" . desk_e(is_string($fields['name'] ?? null) ? $fields['name'] : ($fields['email'] ?? '')) . '</bdi></h3>'
            . '<div class="meta"><span class="badge">' . desk_e($t['reason']) . ': ' . implode(', ', $reasons) . '</span><span>' . desk_e(desk_form_label($t, (string) ($row['form'] ?? ''))) . '</span>'
            . '<span>' . desk_e($t['received']) . ': <time dir="ltr">' . desk_e(str_replace('T', ' ', substr((string) ($row['received'] ?? ''), 0, 16))) . '</time></span>'
            . '<span>' . desk_e($t['page']) . ': <bdi dir="ltr">' . desk_e($row['page'] ?? '') . '</bdi></span></div>' . desk_fields($t, $fields)
            . "<form method=\"post\" action=\"{$self}\"><input type=\"hidden\" name=\"csrf\" value=\"" . desk_e($session['csrf']) . '"><input type="hidden" name="action" value="release">'
            . "<input type=\"hidden\" name=\"back\" value=\"{$back}\"><input type=\"hidden\" name=\"lead\" value=\"{$id}\"><button class=\"primary\">" . desk_e($t['notSpam']) . '</button></form></article>';
    }
    return $html . $links;
}
