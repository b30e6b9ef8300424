<?php
// Newsletter sign-up (email) → storage/newsletter.jsonl (once per address); back to the page with ?newsletter=.
declare(strict_types=1);

require __DIR__ . '/lib/forms.php';

forms_run('newsletter');
