<?php
// Where a lead came from (issue 50, docs/analytics.md): the visit's landing page, the referring site's host and
// the campaign (utm_*), which the site's script adds to a contact or demo post from the tab's sessionStorage
// (components/islands/visit-source.tsx). Nothing here is trusted: each field is checked and bounded, anything
// else is dropped, and a post without them (no JavaScript) has no source.
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

const FORMS_SOURCE_CAMPAIGN = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];

/**
 * The record's `source` key from the posted fields: ['source' => [landing, referrer, utm_*]] with the valid
 * ones only, or [] when none is valid. landing: a site path (200 characters at most); referrer: a host name;
 * utm_*: up to 100 characters of printable text, no control characters or markup brackets.
 */
function forms_source(array $post): array
{
    $source = [];
    $landing = $post['source_landing'] ?? null;
    if (is_string($landing) && preg_match('#^/[A-Za-z0-9/._~%-]{0,199}$#D', $landing) === 1 && !str_starts_with($landing, '//')) {
        $source['landing'] = $landing;
    }
    $referrer = $post['source_referrer'] ?? null;
    if (is_string($referrer) && preg_match('/^(?=.{1,100}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/D', $referrer) === 1) {
        $source['referrer'] = strtolower($referrer);
    }
    foreach (FORMS_SOURCE_CAMPAIGN as $name) {
        $value = $post[$name] ?? null;
        if (!is_string($value)) {
            continue;
        }
        $value = trim($value);
        if ($value !== '' && preg_match('/^[^\p{C}<>"\\\\]{1,100}$/Du', $value) === 1) {
            $source[$name] = $value;
        }
    }
    return $source === [] ? [] : ['source' => $source];
}
