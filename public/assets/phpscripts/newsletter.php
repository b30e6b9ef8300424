<?php
// Newsletter sign-up (email) with double opt-in: a valid post stores a pending sign-up in
// storage/newsletter-pending.jsonl and mails a signed confirmation link; back to the page with
// ?newsletter=. GET ?confirm=… / ?unsubscribe=… show a page whose button posts; confirmed addresses
// are in storage/newsletter-confirmed.jsonl. One-click unsubscribe (RFC 8058) is a POST here too.
declare(strict_types=1);

require __DIR__ . '/lib/bootstrap.php';

forms_run('newsletter');
