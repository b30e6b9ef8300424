<?php
// Contact enquiry (name, email, subject, message; hidden return_to, lang) → storage/contact.jsonl + mail; back to the page with ?msg=.
declare(strict_types=1);

require __DIR__ . '/lib/bootstrap.php';

forms_run('contact');
