<?php
// The form handlers' library, one job a file; every entry point starts here: contact.php, book-demo.php
// and newsletter.php (then forms_run), cms-auth.php (then lib/cms-auth.php, which only it loads, and
// cms_auth_run), and the command-line scripts through cli.php (retry.php, purge.php, pdpl.php). Plain
// PHP 8.0+ with the default extensions only (pcre, json, hash, standard; the CMS sign-in also needs
// openssl for https). Configuration: docs/forms.md, docs/cms-production.md.
// The rules (limits, patterns, fields, routes, anchors) and the newsletter's words are generated from
// content/ into rules.json beside this file (scripts/build/forms-rules.mjs, part of `npm run build`); without
// it every post fails closed. Never served directly: the host denies lib/, and so do the guards.
declare(strict_types=1);

if (basename((string) ($_SERVER['SCRIPT_FILENAME'] ?? '')) === basename(__FILE__)) {
    http_response_code(404);
    exit;
}

defined('FORMS_LIB') || define('FORMS_LIB', true); // the other files of lib/ refuse to run without it

require_once __DIR__ . '/config.php';     // settings, rules.json, the secret
require_once __DIR__ . '/validate.php';   // one field against the rules
require_once __DIR__ . '/storage.php';    // JSON lines under a lock, outside the web root
require_once __DIR__ . '/rate-limit.php'; // client address and rate limit
require_once __DIR__ . '/mail.php';       // mail() and the staff notification
require_once __DIR__ . '/request.php';    // origin checks, language, return route, answers
require_once __DIR__ . '/newsletter.php'; // double opt-in, its links and pages
require_once __DIR__ . '/source.php';     // where a lead came from: landing page, referrer, campaign
require_once __DIR__ . '/access-log.php'; // access log lines for the visits report and the digest
require_once __DIR__ . '/spam.php';       // the challenge and the time trap; held posts
require_once __DIR__ . '/http-post.php';  // one POST under one deadline
require_once __DIR__ . '/handoff.php';    // the queue: staff mail, Slack, Teams, CRM webhook, reply
require_once __DIR__ . '/handler.php';    // forms_run(): one post from start to redirect
