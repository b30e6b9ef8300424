<?php
// The CMS's GitHub sign-in (OAuth handshake of its github backend), opened by the CMS in a popup:
// here → GitHub → back here → the token to the CMS window. Setup: docs/cms-production.md.
declare(strict_types=1);

require __DIR__ . '/lib/bootstrap.php';

cms_auth_run();
