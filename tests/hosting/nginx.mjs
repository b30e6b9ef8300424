// nginx with deploy/nginx's snippets, and PHP-FPM behind it, on a private prefix: the hosting, live-check and deploy
// tests start them the same way, each server in its own process group (stop() ends it).
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startServer } from "../../scripts/lib/start-server.mjs";
import { formsSecret, root, serveSite, serverStack, startServerOn, withLog, workerUser } from "./support.mjs";

/**
 * deploy/nginx's two snippets in `d/snippets`, as /etc/nginx/snippets holds them: the site's (its fastcgi_pass
 * pointed at `socket`, its forms' storage at `storage`, where given, then through `site`) and the security headers
 * (through `headers`).
 * @param {string} d
 * @param {{ socket?: string, storage?: string, site?: (conf: string) => string, headers?: (conf: string) => string }} [options]
 */
export function writeNginxSnippets(d, { socket, storage, site: edit = (c) => c, headers = (c) => c } = {}) {
  mkdirSync(join(d, "snippets"), { recursive: true });
  const read = (name) => readFileSync(join(root, "deploy/nginx", name), "utf8");
  writeFileSync(
    join(d, "snippets/makkah-tech-security-headers.conf"),
    headers(read("security-headers.conf")),
  );
  let site = read("makkah-tech-site.conf");
  if (socket) {
    site = site.replaceAll("unix:/run/php/php8.2-fpm.sock", `unix:${socket}`);
    if (!site.includes(socket))
      throw new Error("deploy/nginx/makkah-tech-site.conf: no fastcgi_pass to point at PHP-FPM");
  }
  if (storage) site = site.replaceAll("/var/lib/makkah-tech/forms", storage);
  writeFileSync(join(d, "snippets/makkah-tech-site.conf"), edit(site));
}

/** deploy/nginx/makkah-tech.conf's server on loopback without TLS: `www` served on `port` with the site snippet. */
export const siteServer = (port, www) => `  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${www};
    include snippets/makkah-tech-site.conf;
  }`;

/**
 * nginx's private prefix `d`: Debian's mime.types and fastcgi_params, the temp folders, and nginx.conf with `servers`
 * (server blocks, or an include of them) inside its http block. Returns the arguments that run nginx on it.
 */
export function nginxPrefix(d, servers, workerConnections = 64) {
  for (const f of ["mime.types", "fastcgi_params"]) symlinkSync(join("/etc/nginx", f), join(d, f));
  for (const t of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(d, `tmp-${t}`));
  writeFileSync(
    join(d, "nginx.conf"),
    `${workerUser ? `user ${workerUser};` : ""}
worker_processes 1;
pid ${d}/nginx.pid;
error_log ${d}/error.log warn;
events { worker_connections ${workerConnections}; }
http {
  include mime.types;
  default_type application/octet-stream;
  access_log ${d}/access.log;
  client_body_temp_path ${d}/tmp-body;
  proxy_temp_path ${d}/tmp-proxy;
  fastcgi_temp_path ${d}/tmp-fastcgi;
  uwsgi_temp_path ${d}/tmp-uwsgi;
  scgi_temp_path ${d}/tmp-scgi;
${servers}
}
`,
  );
  return ["-p", d, "-c", join(d, "nginx.conf"), "-e", join(d, "error.log")];
}

/** nginx on the private prefix `d` (nginxPrefix); resolves once `port` answers. `log()`: its output and error.log. */
export async function startNginx(d, servers, { port, workerConnections = 64 }) {
  const args = [...nginxPrefix(d, servers, workerConnections), "-g", "daemon off;"];
  return startServerOn(port, "/usr/sbin/nginx", args, { logFile: join(d, "error.log") });
}

/** Debian's PHP-FPM binary, whichever PHP version is installed. */
export function phpFpmBinary() {
  const found = readdirSync("/usr/sbin").find((f) => /^php-fpm(\d+(\.\d+)?)?$/.test(f));
  if (!found) throw new Error("PHP-FPM is missing: apt-get install php-fpm");
  return join("/usr/sbin", found);
}

/**
 * PHP-FPM on d/php-fpm.conf: its [global] part (pid and log in `d`), then the lines `pools`; without php.ini (a plain
 * install's defaults) unless `ini`. Resolves once `socket` is there. `log()`: its output and php-fpm.log.
 * @param {string} d @param {string} socket @param {string[]} pools @param {{ ini?: boolean }} [options]
 */
export async function runPhpFpm(d, socket, pools, { ini = false } = {}) {
  const conf = join(d, "php-fpm.conf");
  const global = ["[global]", `pid = ${d}/php-fpm.pid`, `error_log = ${d}/php-fpm.log`, "daemonize = no"];
  writeFileSync(conf, [...global, ...pools, ""].join("\n"));
  const args = [...(ini ? [] : ["-n"]), "-y", conf, "-F"];
  const ready = () => existsSync(socket);
  const fpm = startServer(phpFpmBinary(), args, { ready, timeout: 10_000, what: "PHP-FPM" });
  return { socket, ...(await withLog(join(d, "php-fpm.log"), fpm)) };
}

/**
 * runPhpFpm with one static pool of `children` on the socket d/php-fpm.sock, with the `pool` lines added (env[…],
 * php_admin_value[…]).
 */
export function startPhpFpm(d, { children = 2, pool = [] } = {}) {
  const socket = join(d, "php-fpm.sock");
  return runPhpFpm(d, socket, [
    "[site]",
    `listen = ${socket}`,
    "listen.mode = 0666",
    ...(workerUser ? [`user = ${workerUser}`, `group = ${workerUser}`] : []),
    "pm = static",
    `pm.max_children = ${children}`,
    ...pool,
  ]);
}

/**
 * PHP-FPM (startPhpFpm: `children`, `pool`) behind nginx (startNginx: `servers`, `port`, `workerConnections`),
 * deploy/nginx's snippets pointed at its socket (writeNginxSnippets: `storage`, `headers`). `log()`: both logs;
 * `stop()` ends both, nginx first.
 */
export const startNginxWithPhpFpm = (
  d,
  servers,
  /** @type {{ port: number, workerConnections?: number, children?: number, pool?: string[], storage?: string, headers?: (conf: string) => string }} */
  { port, workerConnections, children, pool, storage, headers },
) =>
  serverStack(async (keep) => {
    const fpm = keep(await startPhpFpm(d, { children, pool }));
    writeNginxSnippets(d, { socket: fpm.socket, storage, headers });
    const nginx = keep(await startNginx(d, servers, { port, workerConnections }));
    return { port, log: () => `${nginx.log()}\n${fpm.log()}` };
  });

/**
 * A copy of out/ (or `source`) behind nginx + PHP-FPM on a free port (serveSite): deploy/nginx's site server unless
 * `servers(port, site)` gives others, the forms' storage, rate limit and secret as on Apache, `pool(port)` lines added and
 * `headers` rewriting the security-headers snippet (startNginxWithPhpFpm).
 * @param {string} name
 * @param {{ source?: string, servers?: (port: number, site: any) => string, pool?: (port: number) => string[], headers?: (conf: string) => string }} [options]
 */
export const startNginxSite = (
  name,
  { source, servers = (port, site) => siteServer(port, site.www), pool = () => [], headers } = {},
) =>
  serveSite(
    name,
    (site, port) =>
      startNginxWithPhpFpm(site.dir, servers(port, site), {
        port,
        storage: site.storage,
        headers,
        pool: [
          "env[FORMS_RATE_LIMIT] = 1000",
          `env[FORMS_SECRET] = ${formsSecret}`,
          `php_admin_value[auto_prepend_file] = ${site.prepend}`,
          ...pool(port),
        ],
      }),
    source,
  );
