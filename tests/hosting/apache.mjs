// Starts Debian's Apache 2.4 + mod_php on loopback, serving a copy of out/ whose rules come
// from the repo's .htaccess (public/.htaccess, copied by next build). Used by the hosting and live-check
// tests; the deploy tests start their release-layout Apache on the same
// server-wide config (apacheServerConfig, runApache).
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { formsSecret, root, serveSite, startServerOn, workerUser } from "./support.mjs";

const moduleDir = "/usr/lib/apache2/modules";
const available = "/etc/apache2/mods-available";

/** mod_php's .load/.conf pair, whichever PHP version Debian installed. */
function phpModuleFiles() {
  const load = existsSync(available)
    ? readdirSync(available).find((f) => /^php\d+(\.\d+)?\.load$/.test(f))
    : undefined;
  if (!load) throw new Error("mod_php is missing: apt-get install libapache2-mod-php");
  const conf = load.replace(/\.load$/, ".conf");
  return [join(available, load), ...(existsSync(join(available, conf)) ? [join(available, conf)] : [])];
}

/** The directives of deploy/apache/makkah-tech.conf that sit outside its <VirtualHost> blocks. */
export function serverWideDirectives() {
  const lines = [];
  let depth = 0;
  for (const raw of readFileSync(join(root, "deploy/apache/makkah-tech.conf"), "utf8").split("\n")) {
    const line = raw.trim();
    if (/^<\//.test(line)) depth--;
    else if (/^</.test(line)) depth++;
    else if (depth === 0 && line && !line.startsWith("#")) lines.push(line);
  }
  return lines;
}

/**
 * The server-wide part of a test's Apache config: its own ServerRoot, pid, mutex and logs (error.log, access.log) in
 * `dir`, loopback `port`, prefork with mod_php (`modules` on top of the usual ones) and `workers` children at the
 * start (half as many spare at the least, twice at the most), the documented vhost's server-wide lines, PHP's
 * warnings on (as a careless host has them), and no folder served unless granted.
 */
export function apacheServerConfig({
  dir,
  port,
  modules = [],
  workers = 2,
  logFormat = `%h %l %u %t \\"%r\\" %>s %b`,
}) {
  const mods = [
    "mpm_prefork",
    "authz_core",
    "alias",
    "dir",
    "mime",
    "env",
    "setenvif",
    "rewrite",
    "headers",
    "expires",
    "filter",
    "deflate",
    ...modules,
  ];
  return [
    `ServerRoot "${dir}"`,
    `ServerName 127.0.0.1`,
    `Listen 127.0.0.1:${port}`,
    `PidFile "${dir}/apache.pid"`,
    `DefaultRuntimeDir "${dir}"`,
    `Mutex file:${dir} default`,
    `ErrorLog "${dir}/error.log"`,
    `LogLevel warn`,
    ...mods.map((m) => `LoadModule ${m}_module ${moduleDir}/mod_${m}.so`),
    ...phpModuleFiles().map((f) => `Include "${f}"`),
    workerUser ? `User ${workerUser}\nGroup ${workerUser}` : "",
    `StartServers ${workers}`,
    `MinSpareServers ${workers / 2}`,
    `MaxSpareServers ${workers * 2}`,
    `TypesConfig /etc/mime.types`,
    `LogFormat "${logFormat}" common`,
    `CustomLog "${dir}/access.log" common`,
    // The server-wide lines of the documented vhost (ServerTokens, ServerSignature, TraceEnable).
    ...serverWideDirectives(),
    `php_flag display_errors On`,
    `<Directory />`,
    `  AllowOverride None`,
    `  Require all denied`,
    `</Directory>`,
  ];
}

/**
 * Starts Apache on the lines `conf` (written to dir/apache.conf) in its own process group and resolves once `port`
 * answers; stops it again when it does not. `log()`: its output and error.log.
 * @param {string} dir @param {number} port @param {string[]} conf
 */
export async function runApache(dir, port, conf) {
  writeFileSync(join(dir, "apache.conf"), `${conf.join("\n")}\n`);
  return startServerOn(port, "/usr/sbin/apache2", ["-f", join(dir, "apache.conf"), "-DFOREGROUND"], {
    logFile: join(dir, "error.log"),
  });
}

/** Apache serving `www` with the repository's .htaccess, the forms' storage in `storage`: its config's lines. */
export function apacheConfig({ port, dir, www, storage, prepend }) {
  return [
    ...apacheServerConfig({ dir, port }),
    ...(prepend ? [`php_admin_value auto_prepend_file "${prepend}"`] : []),
    // expose_php On (as on many shared hosts): .htaccess must strip X-Powered-By itself.
    `php_admin_flag expose_php On`,
    // A careless host shows PHP's warnings: the site's .htaccess must turn them off for its scripts.
    `php_flag display_startup_errors On`,
    `php_value post_max_size 8M`,
    `<Files ".ht*">`,
    `  Require all denied`,
    `</Files>`,
    `DocumentRoot "${www}"`,
    `<Directory "${www}">`,
    `  AllowOverride All`,
    `  Require all granted`,
    `</Directory>`,
    `SetEnv FORMS_STORAGE_DIR "${storage}"`,
    `SetEnv FORMS_RATE_LIMIT 1000`,
    // The master secret; the storage's parent is not writable here.
    `SetEnv FORMS_SECRET ${formsSecret}`,
  ];
}

/** Apache on a free loopback port serving a copy of out/ (or `source`): serveSite's port, site, log and stop(). */
export const startApache = (/** @type {{ source?: string }} */ { source } = {}) =>
  serveSite("apache", (site, port) => runApache(site.dir, port, apacheConfig({ port, ...site })), source);
