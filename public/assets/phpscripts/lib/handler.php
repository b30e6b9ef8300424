<?php
// forms_run(): the whole handling of one post, from the request checks to the redirect, using the
// other files of lib/ (contact.php, book-demo.php and newsletter.php call it).
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

/** The whole handler: request checks, honeypot, validation, rate limit, challenge and time trap, store, notify, queue, redirect. */
function forms_run(string $form): void
{
    $startup = forms_startup_problem(); // before anything of ours can overwrite it
    ini_set('display_errors', '0'); // a stray warning must never break the redirect
    umask(0077);
    header('Cache-Control: no-store');
    header('X-Content-Type-Options: nosniff');
    $method = (string) ($_SERVER['REQUEST_METHOD'] ?? '');

    if ($form === 'newsletter' && ($method === 'GET' || $method === 'HEAD') && (isset($_GET['confirm']) || isset($_GET['unsubscribe']))) {
        forms_newsletter_page();
    }
    if ($method !== 'POST') {
        forms_reply(405, 'Method Not Allowed: this address only accepts form posts.', ['Allow' => 'POST']);
    }
    if (!forms_same_site()) {
        forms_reply(403, "Forbidden: this address only accepts forms sent from the site's own pages. Please use the form on our website.\n"
            . 'تعذّر قبول الطلب: لا يستقبل هذا الرابط إلا النماذج المرسلة من صفحات موقعنا، فيُرجى استخدام النموذج الموجود فيه');
    }
    $type = strtolower(trim(explode(';', (string) ($_SERVER['CONTENT_TYPE'] ?? ''))[0]));
    if ($type !== 'application/x-www-form-urlencoded' && $type !== 'multipart/form-data') {
        forms_reply(415, 'Unsupported Media Type: send the form as application/x-www-form-urlencoded or multipart/form-data.');
    }
    // PHP silently empties $_POST past post_max_size, so the length is checked here, against the lower limit.
    $length = (string) ($_SERVER['CONTENT_LENGTH'] ?? '');
    if (preg_match('/^[0-9]{1,15}$/D', $length) !== 1) {
        forms_reply(411, 'Length Required.');
    }
    $max = forms_int('FORMS_MAX_BODY', 1024, 8 * 1024 * 1024, 131072);
    $postMax = forms_ini_bytes((string) ini_get('post_max_size'));
    if ((int) $length > ($postMax > 0 ? min($max, $postMax) : $max)) {
        forms_too_large();
    }
    if ($_FILES !== []) {
        forms_reply(400, 'Bad Request: this form takes no files.');
    }

    $rules = forms_rules();
    if ($form === 'newsletter' && $rules !== null && (isset($_POST['confirm']) || isset($_POST['unsubscribe']) || isset($_GET['unsubscribe']))) {
        forms_newsletter_action();
    }
    $spec = $rules['forms'][$form] ?? FORMS_FALLBACK[$form];
    $honeypot = $rules['honeypot'] ?? 'website';
    $raw = [];
    foreach ([...array_keys($spec['fields'] ?? []), 'return_to', 'lang', $honeypot] as $field) {
        $value = $_POST[$field] ?? '';
        if (!is_string($value)) {
            forms_reply(400, 'Bad Request: every field takes a single value.');
        }
        $raw[$field] = $value;
    }
    $lang = forms_lang($_POST['lang'] ?? null, $raw['return_to']);
    $route = forms_route($raw['return_to'], $spec['route'], $lang, $rules);
    if ($rules === null) {
        forms_redirect($spec, $route, 'fail'); // fail closed (logged by forms_rules)
    }
    if ($startup !== null) {
        error_log("forms: refused a post PHP could not read completely: {$startup}");
        forms_redirect($spec, $route, 'fail');
    }

    $dir = forms_storage();
    $limit = forms_int('FORMS_RATE_LIMIT', 0, 1000000, 5);
    $client = forms_client_key(forms_client_ip());
    if ($raw[$honeypot] !== '') {
        // A bot: it sees success; what it sent is kept in spam.jsonl (same retention) for review,
        // up to the rate limit per address, so a flood cannot fill the disk.
        if ($dir !== null && forms_rate_take($dir, "spam|{$client}", $limit)) {
            $fields = [];
            foreach ($raw as $field => $value) {
                $fields[$field] = substr($value, 0, 2000);
            }
            forms_append($dir . '/spam.jsonl', forms_json([
                'id' => bin2hex(random_bytes(8)),
                'form' => $form,
                'received' => gmdate('c'),
                'page' => $route,
                'lang' => $lang,
                'reason' => 'honeypot',
                'reasons' => ['honeypot'],
                'fields' => $fields,
            ]));
        }
        forms_redirect($spec, $route, 'success');
    }
    $values = [];
    foreach ($spec['fields'] as $field => $kind) {
        $value = forms_valid($raw[$field], $field, $kind);
        if ($value === null) {
            forms_redirect($spec, $route, 'fail');
        }
        $values[$field] = $kind === 'integer' ? (int) $value : $value;
    }
    // Only valid posts count, per form and per address (IPv6: per /64); a limited visitor is told to wait.
    if ($dir !== null && !forms_rate_take($dir, "{$form}|{$client}", $limit)) {
        forms_redirect($spec, $route, 'wait');
    }

    // The other layers: a post without a valid, unused challenge, or sent too soon after it, is held for
    // review (never refused): the visitor sees the same answer as for any post.
    // Without storage nothing can be held: the post then goes on as a lead (mailed), never dropped.
    $reasons = $dir !== null ? forms_spam_reasons($dir, $_POST[FORMS_ALTCHA_FIELD] ?? null) : [];
    if ($reasons !== []) {
        forms_redirect($spec, $route, forms_hold($dir, $form, $route, $lang, $reasons, $values) ? 'success' : 'fail');
    }

    if ($form === 'newsletter') {
        forms_redirect($spec, $route, $dir !== null && forms_newsletter_signup($dir, $values['email'], $lang, $route, true) ? 'success' : 'fail');
    }
    // Store first; then notify. Only an enquiry that is stored or mailed counts as sent.
    $id = bin2hex(random_bytes(8));
    $record = ['id' => $id, 'form' => $form, 'received' => gmdate('c'), 'page' => $route, 'lang' => $lang, 'fields' => $values];
    $record += forms_source($_POST); // the visit's landing page, referrer and campaign, when the script sent them (lib/source.php)
    $stored = $dir !== null && forms_append($dir . '/' . $form . '.jsonl', forms_json($record));
    $mailed = forms_notify($form, $values, $id, $lang, $route, $stored);
    if (!$stored) {
        error_log($mailed ? "forms: enquiry {$id} not stored, only mailed" : "forms: enquiry {$id} neither stored nor mailed");
        forms_redirect($spec, $route, $mailed ? 'success' : 'fail');
    }
    // Everything else it needs (the staff mail if it failed, Slack, Teams, the CRM, the visitor's reply) goes
    // through the queue: tried once after the answer has gone out, then by retry.php until delivered.
    if (!forms_queue_lead($dir, $record, $mailed)) {
        error_log("forms: enquiry {$id} stored, but its hand-off could not be queued");
    }
    forms_handoff_after_answer($dir, $id);
    forms_redirect($spec, $route, 'success');
}
