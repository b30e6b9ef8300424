<?php
// The start-up the command-line scripts share (retry.php, purge.php, pdpl.php): command line only (over
// HTTP it answers 404 before anything else), the library, and the storage directory, which they read
// from the same settings as the handlers and never create.
declare(strict_types=1);

if (PHP_SAPI !== 'cli') {
    http_response_code(404);
    exit;
}

// On the command line there is no web root; an empty DOCUMENT_ROOT would make realpath('') the working
// directory, and a cron job started in the storage's parent would find its storage "inside the web root".
// The web root is where these scripts live (lib/ is <web root>/assets/phpscripts/lib), wherever they run from.
if ((string) ($_SERVER['DOCUMENT_ROOT'] ?? '') === '') {
    $_SERVER['DOCUMENT_ROOT'] = dirname(__DIR__, 3);
}

require_once __DIR__ . '/bootstrap.php';

umask(0077); // files they create are as private as the handlers' (0600)

/** The storage directory, or exit 1 with what to fix on stderr; $name prefixes the messages. */
function forms_cli_storage(string $name): string
{
    $path = forms_storage_path();
    $config = forms_config_file();
    if (!is_dir($path)) {
        fwrite(STDERR, "{$name}: the storage directory {$path} does not exist; nothing done.\n"
            . "{$name}: set FORMS_STORAGE_DIR in the config file the handlers read ({$config}" . (is_file($config) ? '' : ', not found') . ")\n"
            . "{$name}: or run it as FORMS_CONFIG=/path/to/forms.config.php php {$name}.php (cron does not see the web server's SetEnv).\n");
        exit(1);
    }
    $dir = forms_storage(false);
    if ($dir === null) {
        fwrite(STDERR, "{$name}: the storage directory {$path} is not usable (inside the web root?)\n");
        exit(1);
    }
    return $dir;
}
