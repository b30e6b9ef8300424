<?php
// A proof-of-work challenge for the forms' ALTCHA widget (GET, JSON, never cached; lib/spam.php).
declare(strict_types=1);

require __DIR__ . '/lib/bootstrap.php';

forms_challenge_run();
