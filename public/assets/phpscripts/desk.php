<?php
// The staff desk: leads, the spam folder, exports, PDPL requests, the visits report, behind each staff
// member's own sign-in (lib/desk.php; accounts: lib/desk-user.php; docs/desk.md).
declare(strict_types=1);

require __DIR__ . '/lib/bootstrap.php';
require __DIR__ . '/lib/desk.php'; // the desk's own library: the form handlers never load it

desk_run();
