<?php
// Storage: JSON lines in files outside the web root, each write under an exclusive lock.
declare(strict_types=1);

if (!defined('FORMS_LIB')) {
    http_response_code(404); // loaded only through bootstrap.php; the host denies lib/ as well
    exit;
}

/** The configured storage directory as an absolute path (not checked). */
function forms_storage_path(): string
{
    $dir = rtrim(forms_config()['FORMS_STORAGE_DIR'], '/');
    if ($dir !== '' && $dir[0] !== '/') {
        $dir = forms_above_root() . '/' . $dir; // a relative path starts from the folder above the web root
    }
    return $dir;
}

/**
 * The storage directory; null when it cannot be used (or would be public). The handlers create it
 * on first use; the purge script passes $create = false and never does.
 */
function forms_storage(bool $create = true): ?string
{
    $dir = forms_storage_path();
    // Checked before anything is created: the nearest existing ancestor must not be in the web root.
    $existing = $dir;
    while ($existing !== '' && $existing !== '/' && $existing !== '.' && !file_exists($existing)) {
        $existing = dirname($existing);
    }
    $real = realpath($existing === '' ? '.' : $existing);
    $docRoot = realpath((string) ($_SERVER['DOCUMENT_ROOT'] ?? '')) ?: null;
    if ($dir === '' || $real === false || ($docRoot !== null && $docRoot !== '/' && str_starts_with($real . '/', $docRoot . '/'))) {
        error_log("forms: refusing to store enquiries in {$dir} (unset, or inside the web root)");
        return null;
    }
    if (!is_dir($dir)) {
        if (!$create) {
            return null;
        }
        if (!@mkdir($dir, 0700, true) && !is_dir($dir)) {
            error_log("forms: cannot create the storage directory {$dir}");
            return null;
        }
    }
    return (string) realpath($dir);
}

/**
 * Appends one line under an exclusive lock; true only once the whole line is written. The line
 * always starts on a line of its own, and a short write (full disk) is cut back off.
 */
function forms_append(string $file, string $line): bool
{
    $fh = @fopen($file, 'c+b');
    if ($fh === false) {
        error_log("forms: cannot open {$file} for writing");
        return false;
    }
    $ok = false;
    if (flock($fh, LOCK_EX)) {
        $size = (int) (fstat($fh)['size'] ?? 0);
        $data = $line;
        if ($size > 0 && fseek($fh, $size - 1) === 0 && fread($fh, 1) !== "\n") {
            $data = "\n" . $line; // a torn last line stays on its own (the purge script quarantines it)
        }
        if (fseek($fh, 0, SEEK_END) === 0) {
            $written = @fwrite($fh, $data);
            $ok = $written === strlen($data) && fflush($fh);
            if (!$ok && $written !== false && $written > 0) {
                ftruncate($fh, $size); // never leave half a record for the next one to be glued to
            }
        }
        flock($fh, LOCK_UN);
    }
    fclose($fh);
    if (!$ok) {
        error_log("forms: could not write to {$file}");
    }
    return $ok;
}

/**
 * Rewrites a JSON-lines file under its lock: $edit receives the lines and returns
 * [new lines or null to leave the file as it is, result]. Returns [ok, result].
 */
function forms_rewrite(string $file, callable $edit): array
{
    $fh = @fopen($file, 'c+b');
    if ($fh === false || !flock($fh, LOCK_EX)) {
        error_log("forms: cannot open or lock {$file}");
        return [false, null];
    }
    $old = (string) stream_get_contents($fh);
    $lines = preg_split('/(?<=\n)/', $old, -1, PREG_SPLIT_NO_EMPTY) ?: [];
    [$new, $result] = $edit($lines);
    $ok = true;
    if ($new !== null) {
        $data = implode('', $new);
        $ok = ftruncate($fh, 0) && rewind($fh) && @fwrite($fh, $data) === strlen($data) && fflush($fh);
        if (!$ok) {
            ftruncate($fh, 0);
            rewind($fh);
            @fwrite($fh, $old); // put back what was there
            fflush($fh);
            error_log("forms: could not rewrite {$file}");
        }
    }
    flock($fh, LOCK_UN);
    fclose($fh);
    return [$ok, $result];
}

function forms_json(array $data): string
{
    return json_encode($data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_INVALID_UTF8_SUBSTITUTE) . "\n";
}
