<?php
// Staff accounts of the desk (desk.php), command line only. Each person has their own account; the password
// is typed at a prompt (not echoed) or generated and shown once, and only its password_hash() is stored, in
// desk-users.json in the forms' storage directory (never in the repository).
//   php <web root>/assets/phpscripts/lib/desk-user.php add someone@company.sa [--lang ar] [--generate]
//   ... passwd someone@company.sa [--generate]   ... lang someone@company.sa ar   ... remove someone@company.sa   ... list
// With FORMS_CONFIG=/path/to/forms.config.php as for the other scripts. Exits 0 when done, 1 on a problem, 2 on
// a usage error. Every change is written to the desk's audit log (by "cli").
declare(strict_types=1);

require __DIR__ . '/cli.php'; // command line only, the library, the storage directory
require __DIR__ . '/desk-auth.php';

$usage = "usage: php desk-user.php (add EMAIL [--lang en|ar] [--generate] | passwd EMAIL [--generate] | lang EMAIL en|ar | remove EMAIL | list)\n";
$args = array_values(array_filter(array_slice($argv, 1), static fn (string $a): bool => !str_starts_with($a, '--')));
$flags = array_values(array_filter(array_slice($argv, 1), static fn (string $a): bool => str_starts_with($a, '--')));
$command = $args[0] ?? '';
$email = strtolower(trim($args[1] ?? ''));
$langFlag = null;
foreach ($flags as $i => $flag) {
    if ($flag === '--lang' || str_starts_with($flag, '--lang=')) {
        $langFlag = $flag === '--lang' ? ($args[2] ?? null) : substr($flag, 7);
    }
}
$generate = in_array('--generate', $flags, true);
if (!in_array($command, ['add', 'passwd', 'lang', 'remove', 'list'], true)
    || ($command !== 'list' && preg_match('/^[^\s@]+@[^\s@]+\.[^\s@]+$/D', $email) !== 1)) {
    fwrite(STDERR, $usage);
    exit(2);
}
$dir = forms_cli_storage('desk-user');
$users = desk_users($dir); // as they are now, to check the command before asking for a password

/** A password typed twice at the terminal (not echoed), or generated; null on mismatch or too short. */
$password = static function () use ($generate): ?string {
    if ($generate || !stream_isatty(STDIN)) {
        if (!$generate) {
            fwrite(STDERR, "desk-user: no terminal to type a password at; use --generate\n");
            return null;
        }
        $value = rtrim(strtr(base64_encode(random_bytes(15)), '+/', '-_'), '=');
        echo "password (shown once; hand it over in person or through a password manager): {$value}\n";
        return $value;
    }
    $read = static function (string $prompt): string {
        fwrite(STDERR, $prompt);
        shell_exec('stty -echo');
        $line = rtrim((string) fgets(STDIN), "\r\n");
        shell_exec('stty echo');
        fwrite(STDERR, "\n");
        return $line;
    };
    $first = $read('password (12+ characters): ');
    if (strlen($first) < 12 || $read('again: ') !== $first) {
        fwrite(STDERR, "desk-user: passwords differ or are shorter than 12 characters; nothing changed\n");
        return null;
    }
    return $first;
};

// The change is made under the accounts' lock (desk_users_update), on the accounts as they are then: the desk
// may have changed them while a password was typed or hashed. $problem says why nothing was changed.
$problem = null;
$exists = static fn (array $users, bool $wanted): ?string => isset($users[$email]) === $wanted ? null
    : ($wanted ? "desk-user: no account {$email}\n" : "desk-user: {$email} already has an account (passwd to change it)\n");
switch ($command) {
    case 'list':
        foreach ($users as $name => $user) {
            echo $name, "\t", $user['lang'] ?? 'en', "\t", $user['added'] ?? '', "\n";
        }
        exit(0);
    case 'add':
    case 'passwd':
        if (($problem = $exists($users, $command === 'passwd')) !== null) {
            fwrite(STDERR, $problem);
            exit(1);
        }
        $value = $password();
        if ($value === null) {
            exit(1);
        }
        $hash = password_hash($value, PASSWORD_DEFAULT);
        $change = static function (array $users) use ($command, $email, $hash, $langFlag, $exists, &$problem): ?array {
            if (($problem = $exists($users, $command === 'passwd')) !== null) {
                return null;
            }
            $users[$email] = ['hash' => $hash, 'lang' => ($langFlag ?? $users[$email]['lang'] ?? 'en') === 'ar' ? 'ar' : 'en',
                'added' => $users[$email]['added'] ?? gmdate('c')];
            return $users;
        };
        break;
    case 'lang':
        if (!isset($users[$email]) || !in_array($args[2] ?? '', ['en', 'ar'], true)) {
            fwrite(STDERR, $usage);
            exit(2);
        }
        $change = static function (array $users) use ($email, $args, $exists, &$problem): ?array {
            if (($problem = $exists($users, true)) !== null) {
                return null;
            }
            $users[$email]['lang'] = $args[2];
            return $users;
        };
        break;
    case 'remove':
        // Their open sessions end at their next request (desk_session checks the account still exists).
        $change = static function (array $users) use ($email): array {
            unset($users[$email]);
            return $users;
        };
        break;
}
if (!desk_users_update($dir, $change)) {
    fwrite(STDERR, "desk-user: cannot write " . desk_users_file($dir) . "\n");
    exit(1);
}
if ($problem !== null) {
    fwrite(STDERR, $problem);
    exit(1);
}
$audit = $dir . '/desk-audit.jsonl';
$created = !is_file($audit);
// A new password or a removed account ends the sessions opened with the old one (a stolen session included).
$ended = $command === 'passwd' || $command === 'remove' ? ['sessions ended' => desk_sessions_end_user($dir, $email)] : [];
desk_audit($dir, 'cli', "account {$command}", ['account' => $email] + $ended);
if ($created && ($owner = @fileowner($dir)) !== false && @fileowner($audit) !== $owner) {
    @chown($audit, $owner); // run as root: the web server (the storage's owner) appends to it
}
echo "desk-user: {$command} {$email}: done\n";
exit(0);
