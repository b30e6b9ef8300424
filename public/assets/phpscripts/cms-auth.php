<?php
// The CMS's GitHub sign-in (OAuth handshake of its github backend), opened by the CMS in a popup:
// here → GitHub → back here → the token to the CMS window. Setup: docs/cms-production.md.
declare(strict_types=1);

require __DIR__ . '/lib/bootstrap.php';
require __DIR__ . '/lib/cms-auth.php'; // the sign-in's own library: the form handlers never load it

cms_auth_run();
