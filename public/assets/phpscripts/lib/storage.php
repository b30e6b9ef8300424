<?php
// Storage: JSON lines in files outside the web root, each write under the file's exclusive lock;
// rewrites replace the file atomically (new file, fsync, rename), never truncate it.
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
 * Runs $work($fh) holding the exclusive lock of $file, $fh being the file open for reading and writing
 * (created when missing). A rewrite renames a new file over the old one, so a process that was waiting
 * on the old file's lock finds it replaced (another inode at the path) and locks the new one instead.
 * Returns [true, result of $work], or [false, null] when the file cannot be opened or locked.
 */
function forms_locked(string $file, callable $work): array
{
    for ($try = 0; $try < 100; $try++) {
        $fh = @fopen($file, 'c+b');
        if ($fh === false || !flock($fh, LOCK_EX)) {
            break;
        }
        clearstatcache(true, $file);
        $path = @stat($file);
        if ($path !== false && $path['ino'] === fstat($fh)['ino'] && $path['dev'] === fstat($fh)['dev']) {
            try {
                return [true, $work($fh)];
            } finally {
                flock($fh, LOCK_UN);
                fclose($fh);
            }
        }
        flock($fh, LOCK_UN); // replaced meanwhile: lock the file now at that path
        fclose($fh);
    }
    error_log("forms: cannot open or lock {$file}");
    return [false, null];
}

/**
 * Appends one line under the file's lock; true only once the whole line is written. The line always
 * starts on a line of its own, and a short write (full disk) is cut back off.
 */
function forms_append(string $file, string $line): bool
{
    [, $ok] = forms_locked($file, static function ($fh) use ($line): bool {
        $size = (int) (fstat($fh)['size'] ?? 0);
        $data = $line;
        if ($size > 0 && fseek($fh, $size - 1) === 0 && fread($fh, 1) !== "\n") {
            $data = "\n" . $line; // a torn last line stays on its own (the purge script quarantines it)
        }
        if (fseek($fh, 0, SEEK_END) !== 0) {
            return false;
        }
        $written = @fwrite($fh, $data);
        $ok = $written === strlen($data) && fflush($fh);
        if (!$ok) {
            ftruncate($fh, $size); // never leave half a record for the next one to be glued to
        }
        return $ok;
    });
    if ($ok !== true) {
        error_log("forms: could not write to {$file}");
    }
    return $ok === true;
}

/**
 * Rewrites a JSON-lines file under its lock: $edit receives the lines and returns
 * [new lines or null to leave the file as it is, result]. Returns [ok, result].
 * The old file is never truncated: the new content goes to a temporary file beside it, flushed to
 * disk (fsync), then renamed over the old one, so a full disk or a crash leaves the old file whole.
 * Appends take the same lock, so a line appended meanwhile is in $lines or comes after the rename.
 */
function forms_rewrite(string $file, callable $edit): array
{
    [$locked, $outcome] = forms_locked($file, static function ($fh) use ($file, $edit): array {
        $old = rewind($fh) ? stream_get_contents($fh) : false;
        if ($old === false) {
            error_log("forms: cannot read {$file}");
            return [false, null];
        }
        $lines = preg_split('/(?<=\n)/', $old, -1, PREG_SPLIT_NO_EMPTY) ?: [];
        [$new, $result] = $edit($lines);
        if ($new === null) {
            return [true, $result];
        }
        $ok = forms_replace_file($file, implode('', $new));
        if (!$ok) {
            error_log("forms: could not rewrite {$file}; it is left as it was");
        }
        return [$ok, $result];
    });
    return $locked ? $outcome : [false, null];
}

/** Writes $data to a new file beside $file, flushes it to disk and renames it over $file; false (and no trace) on any failure. */
function forms_replace_file(string $file, string $data): bool
{
    $temp = $file . '.' . bin2hex(random_bytes(6)) . '.tmp';
    $fh = @fopen($temp, 'xb');
    if ($fh === false) {
        return false;
    }
    $written = 0;
    while ($written < strlen($data)) {
        $n = @fwrite($fh, substr($data, $written, 65536));
        if ($n === false || $n === 0) {
            break;
        }
        $written += $n;
    }
    $ok = $written === strlen($data) && fflush($fh) && (!function_exists('fsync') || @fsync($fh));
    fclose($fh);
    if ($ok && is_file($file)) {
        $mode = @fileperms($file);
        $ok = $mode === false || @chmod($temp, $mode & 0777);
    }
    if (!$ok || !@rename($temp, $file)) {
        @unlink($temp);
        return false;
    }
    return true;
}

function forms_json(array $data): string
{
    return json_encode($data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_INVALID_UTF8_SUBSTITUTE) . "\n";
}
