<?php
// The staff desk's tools: the CSV exports, PDPL requests (through forms_pdpl(), lib/pdpl-core.php) and the
// visits report, each written to the audit log. Loaded by lib/desk.php.
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

require_once __DIR__ . '/pdpl-core.php';

/** A PDPL export (a JSON download) or deletion from the desk, through forms_pdpl(), logged twice. */
function desk_pdpl(string $dir, string $user): void
{
    $email = strtolower(trim(desk_post('email')));
    $delete = desk_post('do') === 'delete';
    if (preg_match('/^[^\s@]+@[^\s@]+$/D', $email) !== 1) {
        desk_redirect(['view' => 'privacy', 'error' => 'pdplBadEmail']);
    }
    if ($delete && desk_post('confirm') !== 'yes') {
        desk_redirect(['view' => 'privacy', 'error' => 'pdplNeedConfirm']);
    }
    if (forms_secret(false) === null) {
        desk_redirect(['view' => 'privacy', 'error' => 'pdplFailed']);
    }
    $result = forms_pdpl($dir, $email, $delete, false, $user);
    desk_audit($dir, $user, $delete ? 'pdpl delete' : 'pdpl export', ['email_hmac' => $result['email_hmac'], 'records' => $result['total'], 'errors' => $result['errors']]);
    if ($delete) {
        desk_redirect(['view' => 'privacy'] + ($result['errors'] === 0 ? ['done' => 'pdplDeleted', 'n' => (string) $result['total']] : ['error' => 'pdplFailed']));
    }
    header('Content-Type: application/json; charset=utf-8');
    header('Cache-Control: no-store');
    header('Content-Disposition: attachment; filename="pdpl-export.json"');
    echo json_encode(['email' => $email, 'exported' => $result['time'], 'records' => (object) $result['found']],
        JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE), "\n";
    exit;
}

function desk_export_view(array $t): string
{
    $self = desk_e(desk_path());
    return '<div class="box"><h2>' . desk_e($t['navExport']) . '</h2><p>' . desk_e($t['exportHint']) . '</p><p>'
        . "<a class=\"button\" href=\"{$self}?csv=leads\">" . desk_e($t['exportLeads']) . "</a> <a class=\"button\" href=\"{$self}?csv=subscribers\">" . desk_e($t['exportSubscribers']) . '</a></p></div>';
}

/** The CSV downloads: every lead (with status and latest note), or every confirmed subscriber. */
function desk_export(string $dir, array $t, string $user, string $which): void
{
    if ($which === 'subscribers') {
        $rows = array_map(static fn (array $r): array => [$r['email'] ?? '', $r['lang'] ?? '', $r['confirmed'] ?? '', $r['page'] ?? ''], desk_rows($dir . '/newsletter-confirmed.jsonl'));
        desk_audit($dir, $user, 'export subscribers', ['rows' => count($rows)]);
        desk_csv('subscribers.csv', [$t['email'], $t['language'], $t['received'], $t['page']], $rows);
        exit;
    }
    $leads = desk_leads($dir);
    desk_audit($dir, $user, 'export leads', ['rows' => count($leads)]);
    $source = ['landing', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
    $rows = (static function () use ($leads, $t, $source): Generator {
        foreach ($leads as $lead) {
            $f = (array) ($lead['fields'] ?? []);
            $row = [$lead['id'], desk_form_label($t, $lead['form']), $lead['received'] ?? '', $lead['lang'] ?? '', $lead['page'] ?? '', desk_status_label($t, $lead['status']),
                $f['name'] ?? '', $f['email'] ?? '', $f['phone'] ?? '', $f['company'] ?? '', $f['noEmployees'] ?? '', $f['subject'] ?? '', $f['message'] ?? '',
                $lead['notes'][0]['note'] ?? ''];
            foreach ($source as $key) {
                $row[] = is_array($lead['source'] ?? null) ? ($lead['source'][$key] ?? '') : '';
            }
            yield $row;
        }
    })();
    desk_csv('leads.csv', ['id', $t['form'], $t['received'], $t['language'], $t['page'], $t['status'], $t['colName'], $t['email'], $t['colPhone'],
        $t['colCompany'], $t['colEmployees'], $t['colSubject'], $t['colMessage'], $t['note'], ...$source], $rows);
    exit;
}

function desk_privacy_view(array $t, array $session): string
{
    $self = desk_e(desk_path());
    $csrf = '<input type="hidden" name="csrf" value="' . desk_e($session['csrf']) . '"><input type="hidden" name="action" value="pdpl">';
    $email = '<label>' . desk_e($t['email']) . '<input type="email" dir="ltr" name="email" required></label>';
    return '<div class="box"><h2>' . desk_e($t['pdplTitle']) . '</h2><p>' . desk_e($t['pdplHint']) . '</p><div class="actions">'
        . "<form method=\"post\" action=\"{$self}\">{$csrf}<input type=\"hidden\" name=\"do\" value=\"export\">{$email}<button class=\"primary\">" . desk_e($t['pdplExport']) . '</button></form>'
        . "<form method=\"post\" action=\"{$self}\">{$csrf}<input type=\"hidden\" name=\"do\" value=\"delete\">{$email}"
        . '<label class="check"><input type="checkbox" name="confirm" value="yes">' . desk_e($t['pdplConfirm']) . '</label><button class="danger">' . desk_e($t['pdplDelete']) . '</button></form></div></div>';
}

function desk_report_file_path(string $dir): string
{
    return $dir . '/analytics/report.html';
}

function desk_report_view(string $dir, array $t): string
{
    $body = is_file(desk_report_file_path($dir))
        ? '<p><a class="button" href="' . desk_e(desk_path()) . '?report=1">' . desk_e($t['reportOpen']) . '</a></p>'
        : '<p>' . desk_e($t['reportNone']) . '</p>';
    return '<div class="box"><h2>' . desk_e($t['reportTitle']) . '</h2>' . $body . '</div>';
}

/**
 * GoAccess's HTML report, behind the sign-in. It runs its own inline scripts, so it gets its own policy:
 * sandboxed without same-origin, it can read no desk cookie and post nothing as the desk.
 */
function desk_report_file(string $dir): void
{
    $file = desk_report_file_path($dir);
    if (!is_file($file)) {
        desk_redirect(['view' => 'report']);
    }
    header('Content-Type: text/html; charset=utf-8');
    header('Cache-Control: no-store');
    header('X-Robots-Tag: noindex, nofollow');
    header("Content-Security-Policy: sandbox allow-scripts; default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; font-src data:");
    readfile($file);
    exit;
}
