<?php
// ERP demo request (name, email, phone, company, noEmployees, message; hidden return_to, lang) → storage/book-demo.jsonl + mail; back with ?msg=.
declare(strict_types=1);

require __DIR__ . '/lib/bootstrap.php';

forms_run('book-demo');
