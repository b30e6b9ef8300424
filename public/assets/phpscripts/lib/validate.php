<?php
// Validation of a posted field: the same rules as components/forms/validate.ts, read from rules.json.
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

/** Bidi embeddings, overrides and isolates: removed from every field before validation. */
const FORMS_BIDI = '/[\x{202A}-\x{202E}\x{2066}-\x{2069}]/u';
/** Arabic-Indic and extended Arabic-Indic digits → 0–9 (phone, noEmployees). */
const FORMS_DIGITS = [
    '٠' => '0', '١' => '1', '٢' => '2', '٣' => '3', '٤' => '4', '٥' => '5', '٦' => '6', '٧' => '7', '٨' => '8', '٩' => '9',
    '۰' => '0', '۱' => '1', '۲' => '2', '۳' => '3', '۴' => '4', '۵' => '5', '۶' => '6', '۷' => '7', '۸' => '8', '۹' => '9',
];

/** The number of Unicode code points (no mbstring needed). */
function forms_length(string $value): int
{
    return (int) preg_match_all('/./su', $value);
}

/** A valid address: the pattern, at most 254 characters and at most 64 before the @ (RFC 5321). */
function forms_is_email(string $value): bool
{
    $rules = forms_rules();
    $pattern = $rules['emailPattern'] ?? '^[A-Za-z0-9.!#$%&\'*+\/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$';
    $at = strrpos($value, '@');
    return strlen($value) <= (int) ($rules['limits']['email']['max'] ?? 254)
        && $at !== false && $at > 0 && $at <= (int) ($rules['emailLocalMax'] ?? 64)
        && preg_match('/' . $pattern . '/D', $value) === 1;
}

function forms_normalize_digits(string $value): string
{
    return strtr($value, FORMS_DIGITS);
}

/** A trimmed, valid value, or null. Refuses invalid UTF-8, control characters, MIME encoded words and bad lengths. */
function forms_valid(string $raw, string $field, string $kind): ?string
{
    $rules = forms_rules();
    if (preg_match('//u', $raw) !== 1) {
        return null; // not UTF-8
    }
    $bad = $kind === 'multiline'
        ? '/[\x{0}-\x{8}\x{B}\x{C}\x{E}-\x{1F}\x{7F}-\x{9F}\x{2028}\x{2029}]/u'
        : '/[\x{0}-\x{1F}\x{7F}-\x{9F}\x{2028}\x{2029}]/u';
    if (preg_match($bad, $raw) !== 0) {
        return null; // checked before trimming, so no control character slips through at either end
    }
    $value = trim((string) preg_replace(FORMS_BIDI, '', $raw), " \t\n\r");
    if ($value === '') {
        return null;
    }
    if ($kind !== 'multiline' && preg_match('/=\?.*\?=/', $value) === 1) {
        return null; // a MIME encoded word: mail clients would show it decoded
    }
    if ($kind === 'phone' || $kind === 'integer') {
        $value = forms_normalize_digits($value);
    }
    $limits = $rules['limits'][$field] ?? [];
    if ($kind === 'integer') {
        if (preg_match('/^[0-9]{1,9}$/D', $value) !== 1) {
            return null;
        }
        $count = (int) $value;
        return $count >= ($limits['min'] ?? 1) && $count <= ($limits['max'] ?? PHP_INT_MAX) ? (string) $count : null;
    }
    $length = forms_length($value);
    if ((isset($limits['max']) && $length > $limits['max']) || (isset($limits['min']) && $length < $limits['min'])) {
        return null;
    }
    if ($kind === 'email' && !forms_is_email($value)) {
        return null;
    }
    if ($kind === 'phone' && (preg_match('/' . $rules['phonePattern'] . '/D', $value) !== 1
        || preg_match_all('/[0-9]/', $value) < $rules['phoneMinDigits'])) {
        return null;
    }
    return $value;
}
