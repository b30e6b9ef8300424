<?php
// Mail: header-safe values, RFC 2047 subjects, plain-text UTF-8 mail with the envelope sender set,
// and the staff notification of an enquiry (English: it is read by the staff).
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

/** A header-safe single line: every control character (CR and LF included) becomes a space. */
function forms_header_value(string $value): string
{
    return trim((string) preg_replace('/[\x00-\x1F\x7F]+/', ' ', $value));
}

/** RFC 2047 encoded words (always, so no text of a visitor is ever read as MIME), folded. */
function forms_encode_header(string $value): string
{
    preg_match_all('/./su', $value, $chars);
    $words = [];
    $chunk = '';
    foreach ($chars[0] as $char) {
        if (strlen($chunk . $char) > 45) {
            $words[] = '=?UTF-8?B?' . base64_encode($chunk) . '?=';
            $chunk = '';
        }
        $chunk .= $char;
    }
    $words[] = '=?UTF-8?B?' . base64_encode($chunk) . '?=';
    return implode("\r\n ", $words);
}

/**
 * The inbox an address reaches, for the limits per address (confirmation mails, replies): lower case, without
 * a "+tag" (sub-addressing: Gmail, Outlook, iCloud, Fastmail…) and, at Gmail, without dots, so that
 * "v.ictim+1@gmail.com" counts as "victim@gmail.com". Only a key: mail goes to the address as written.
 */
function forms_inbox_key(string $email): string
{
    $email = strtolower($email);
    $at = strrpos($email, '@');
    if ($at === false) {
        return $email;
    }
    $local = explode('+', substr($email, 0, $at), 2)[0];
    $domain = substr($email, $at + 1);
    if ($domain === 'gmail.com' || $domain === 'googlemail.com') {
        [$local, $domain] = [str_replace('.', '', $local), 'gmail.com'];
    }
    return ($local === '' ? substr($email, 0, $at) : $local) . '@' . $domain;
}

/** FORMS_MAIL_FROM when it is a valid address (also the envelope sender), else null. */
function forms_mail_from(): ?string
{
    $from = forms_header_value(forms_config()['FORMS_MAIL_FROM']);
    return forms_is_email($from) && $from[0] !== '-' ? $from : null;
}

/** Sends a plain-text UTF-8 mail with the envelope sender set to FORMS_MAIL_FROM. */
function forms_mail(string $to, string $subject, string $body, array $headers = []): bool
{
    $from = forms_mail_from();
    if ($from === null || !forms_is_email($to)) {
        return false; // unset or invalid configuration
    }
    $body = str_replace(["\r\n", "\r", "\n"], ["\n", "\n", "\r\n"], $body);
    $headers = array_merge(['From' => $from], $headers, [
        'MIME-Version' => '1.0',
        'Content-Type' => 'text/plain; charset=UTF-8',
        'Content-Transfer-Encoding' => 'quoted-printable',
    ]);
    return @mail($to, forms_encode_header(forms_header_value($subject)), quoted_printable_encode($body), $headers, '-f' . $from);
}

/** The lines of a value (a message's): split at every line break, CR, LF, CRLF or Unicode's own. */
function forms_value_lines(string $value): array
{
    return preg_split('/\R/u', $value) ?: preg_split('/\R/', $value) ?: [$value];
}

/** The staff notification of an enquiry; $stored false adds a warning that the mail is the only copy. */
function forms_notify(string $form, array $values, string $id, string $lang, string $route, bool $stored): bool
{
    $to = forms_header_value(forms_config()['FORMS_MAIL_TO']);
    $subject = $form === 'book-demo'
        ? 'ERP demo request: ' . $values['company']
        : 'Website enquiry: ' . $values['subject'];
    $labels = [
        'name' => 'Name',
        'email' => 'Email',
        'phone' => 'Phone',
        'company' => 'Company',
        'noEmployees' => 'Employees',
        'subject' => 'Subject',
    ];
    $lines = $stored ? [] : ['WARNING: this enquiry could not be stored on the server; this e-mail is the only copy.', ''];
    foreach ($labels as $field => $label) {
        if (isset($values[$field])) {
            $lines[] = $label . ': ' . $values[$field];
        }
    }
    $lines[] = 'Language: ' . ($lang === 'ar' ? 'Arabic' : 'English');
    $lines[] = 'Page: ' . $route;
    // The message indented: none of its lines can look like a field line ("Phone: …", "Reference: …").
    $indent = static fn (string $line): string => $line === '' ? '' : '  ' . $line;
    $message = implode("\n", array_map($indent, forms_value_lines((string) $values['message'])));
    $body = implode("\n", $lines) . "\n\nMessage:\n" . $message . "\n\nReference: {$id}\n";
    return forms_mail($to, $subject, $body, [
        'Reply-To' => forms_header_value($values['email']),
        'X-Enquiry-Id' => $id,
    ]);
}
