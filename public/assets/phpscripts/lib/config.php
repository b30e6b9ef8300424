<?php
// Settings (environment, then forms.config.php, then defaults), the generated rules (rules.json)
// and the master secret with the keys derived from it.
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

/**
 * Settings: environment variables first, then the config file (FORMS_CONFIG, or forms.config.php
 * in the folder above the web root), then these defaults.
 */
function forms_config(): array
{
    static $config = null;
    if ($config !== null) {
        return $config;
    }
    $above = forms_above_root();
    $defaults = [
        'FORMS_STORAGE_DIR' => $above . '/storage',
        'FORMS_MAIL_TO' => 'support@makkahtech.example',
        'FORMS_MAIL_FROM' => 'no-reply@makkahtech.example',
        'FORMS_ALERT_TO' => '',
        'FORMS_RATE_LIMIT' => '5',
        'FORMS_RATE_WINDOW' => '600',
        'FORMS_MAX_BODY' => '131072',
        'FORMS_RETENTION_DAYS' => '',
        'FORMS_SITE_ORIGIN' => '',
        'FORMS_SCRIPT_ORIGIN' => '',
        'FORMS_TRUSTED_PROXIES' => '',
        'FORMS_SECRET' => '',
        'FORMS_SECRET_FILE' => '',
        'FORMS_RULES_FILE' => __DIR__ . '/rules.json',
        'FORMS_MIN_SECONDS' => '3', // the time trap: a post sooner than this after its challenge is held
        // Hand-off of each lead through the retry queue (lib/handoff.php; none required).
        'FORMS_SLACK_WEBHOOK_URL' => '',
        'FORMS_TEAMS_WEBHOOK_URL' => '',
        'FORMS_WEBHOOK_URL' => '',
        'FORMS_WEBHOOK_SECRET' => '', // whsec_ followed by the base64 key (Standard Webhooks)
        // The CMS's GitHub sign-in (cms-auth.php, lib/cms-auth.php; docs/cms-production.md).
        'CMS_GITHUB_CLIENT_ID' => '',
        'CMS_GITHUB_CLIENT_SECRET' => '',
        'CMS_ALLOWED_ORIGIN' => '',
        'CMS_GITHUB_HOST' => 'https://github.com',
        'CMS_GITHUB_TIMEOUT' => '10', // seconds for the whole token exchange
    ];
    $file = forms_config_file();
    $fromFile = is_file($file) && is_readable($file) ? include $file : [];
    $config = [];
    foreach ($defaults as $key => $default) {
        $value = forms_env($key) ?? (is_array($fromFile) && isset($fromFile[$key]) && is_scalar($fromFile[$key]) ? (string) $fromFile[$key] : null);
        $config[$key] = $value ?? $default;
    }
    return $config;
}

/** The config file the handlers and the purge script read. */
function forms_config_file(): string
{
    return forms_env('FORMS_CONFIG') ?? forms_above_root() . '/forms.config.php';
}

/** The folder that holds the web root (lib/ is <web root>/assets/phpscripts/lib). */
function forms_above_root(): string
{
    $docRoot = (string) ($_SERVER['DOCUMENT_ROOT'] ?? '');
    return $docRoot !== '' ? dirname(rtrim($docRoot, '/')) : dirname(__DIR__, 4);
}

function forms_env(string $name): ?string
{
    $value = getenv($name);
    if ($value === false) {
        $value = $_SERVER[$name] ?? null;
    }
    return is_string($value) ? $value : null;
}

function forms_int(string $key, int $min, int $max, ?int $default = null): int
{
    $raw = forms_config()[$key];
    $value = preg_match('/^[0-9]{1,10}$/D', $raw) === 1 ? (int) $raw : ($default ?? $min);
    return max($min, min($max, $value));
}

/** An origin setting ("https://host[:port]", trailing slash allowed), or '' when unset or malformed. */
function forms_origin_setting(string $value): string
{
    $value = rtrim(trim($value), '/');
    return preg_match('#^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$#D', $value) === 1 ? $value : '';
}

/** The generated rules (rules.json), or null (logged) when missing or malformed: posts then fail closed. */
function forms_rules(): ?array
{
    static $rules = false;
    if ($rules !== false) {
        return $rules;
    }
    $file = forms_config()['FORMS_RULES_FILE'];
    $data = is_file($file) && is_readable($file) ? json_decode((string) file_get_contents($file), true) : null;
    $ok = is_array($data) && ($data['version'] ?? null) === 1
        && is_array($data['routes']['en'] ?? null) && is_array($data['routes']['ar'] ?? null)
        && is_array($data['limits'] ?? null) && is_array($data['forms'] ?? null)
        && is_string($data['emailPattern'] ?? null) && is_string($data['phonePattern'] ?? null)
        && is_int($data['emailLocalMax'] ?? null) && is_int($data['phoneMinDigits'] ?? null)
        && is_int($data['retentionDays'] ?? null) && is_string($data['honeypot'] ?? null)
        && is_array($data['newsletter']['en'] ?? null) && is_array($data['newsletter']['ar'] ?? null);
    if (!$ok) {
        error_log("forms: the rules file {$file} is missing or invalid; every post fails until it is generated (node scripts/build/forms-rules.mjs, part of npm run build)");
    }
    $rules = $ok ? $data : null;
    return $rules;
}

/**
 * The master secret: FORMS_SECRET (32+ characters), else the key file (forms_secret_file()), created on
 * first use unless $create is false (the command-line scripts: a key they made would not be the one the
 * handlers use). Null when neither is usable (logged when it may create it). The first answer is kept.
 */
function forms_secret(bool $create = true): ?string
{
    static $secret = false;
    if ($secret !== false) {
        return $secret;
    }
    $secret = null;
    $configured = trim(forms_config()['FORMS_SECRET']);
    if (strlen($configured) >= 32) {
        return $secret = $configured;
    }
    $file = forms_secret_file();
    for ($try = 0; $try < 2 && $secret === null; $try++) {
        if (is_file($file)) {
            $value = trim((string) @file_get_contents($file));
            if (strlen($value) >= 32) {
                $secret = $value;
            } elseif ($try === 0) {
                usleep(50000); // another request may be writing it right now
            }
            continue;
        }
        if (!$create) {
            break;
        }
        $fh = @fopen($file, 'xb'); // create only if absent: two first requests cannot both write one
        if ($fh !== false) {
            $value = bin2hex(random_bytes(32));
            @chmod($file, 0600);
            $secret = fwrite($fh, $value) === strlen($value) ? $value : null;
            fclose($fh);
        }
    }
    if ($secret === null && $create) {
        error_log("forms: no secret: set FORMS_SECRET (32+ characters) or let the handlers create {$file}");
    }
    return $secret;
}

/** The key file: FORMS_SECRET_FILE, default forms-secret.key beside the storage directory, never inside it. */
function forms_secret_file(): string
{
    $file = forms_config()['FORMS_SECRET_FILE'];
    return $file !== '' ? $file : dirname(forms_storage_path()) . '/forms-secret.key';
}

/** A key derived from the master secret for one purpose (and, for rate limits, one day). */
function forms_key(string $purpose): ?string
{
    $secret = forms_secret();
    return $secret === null ? null : hash_hmac('sha256', $purpose, $secret);
}
