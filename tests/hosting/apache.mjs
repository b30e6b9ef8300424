// Starts Debian's Apache 2.4 + mod_php on loopback, serving a copy of out/ whose rules come
// from the repo's .htaccess (public/.htaccess, copied by next build). Used by apache.test.mjs
// and scripts/observatory.mjs.
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { freePort, makeSite, root, startProcess, waitForServer, workerUser } from "./support.mjs";

const modules = "/usr/lib/apache2/modules";
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

export function apacheConfig({ port, dir, www, storage }) {
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
  ];
  return [
    `ServerRoot "${dir}"`,
    `ServerName 127.0.0.1`,
    `Listen 127.0.0.1:${port}`,
    `PidFile "${dir}/apache.pid"`,
    `DefaultRuntimeDir "${dir}"`,
    `Mutex file:${dir} default`,
    `ErrorLog "${dir}/apache-error.log"`,
    `LogLevel warn`,
    ...mods.map((m) => `LoadModule ${m}_module ${modules}/mod_${m}.so`),
    ...phpModuleFiles().map((f) => `Include "${f}"`),
    workerUser ? `User ${workerUser}\nGroup ${workerUser}` : "",
    `StartServers 2`,
    `MinSpareServers 1`,
    `MaxSpareServers 4`,
    `TypesConfig /etc/mime.types`,
    `LogFormat "%h %l %u %t \\"%r\\" %>s %b" common`,
    `CustomLog "${dir}/apache-access.log" common`,
    // The server-wide lines of the documented vhost (ServerTokens, ServerSignature, TraceEnable).
    ...serverWideDirectives(),
    // expose_php On (as on many shared hosts): .htaccess must strip X-Powered-By itself.
    `php_admin_flag expose_php On`,
    // A careless host shows PHP's warnings: the site's .htaccess must turn them off for its scripts.
    `php_flag display_errors On`,
    `php_flag display_startup_errors On`,
    `php_value post_max_size 8M`,
    `<Directory />`,
    `  AllowOverride None`,
    `  Require all denied`,
    `</Directory>`,
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
    // The master secret (rate-limit keys, newsletter links); the storage's parent is not writable here.
    `SetEnv FORMS_SECRET hosting-test-secret-0123456789abcdef0123456789`,
    "",
  ].join("\n");
}

/** Starts Apache on a free loopback port; `stop()` kills it and removes the temp site. */
export async function startApache({ source } = {}) {
  const site = makeSite("apache", source);
  const port = await freePort();
  const conf = join(site.dir, "apache.conf");
  writeFileSync(conf, apacheConfig({ port, ...site }));
  const server = startProcess("/usr/sbin/apache2", ["-f", conf, "-DFOREGROUND"]);
  const log = () => `${server.output()}\n${readLog(site.dir)}`;
  try {
    await waitForServer(port, server.isAlive, log);
  } catch (err) {
    await server.stop();
    site.cleanup();
    throw err;
  }
  return {
    port,
    site,
    log,
    stop: async () => {
      await server.stop();
      site.cleanup();
    },
  };
}

function readLog(dir) {
  const file = join(dir, "apache-error.log");
  return existsSync(file) ? readFileSync(file, "utf8") : "";
}
