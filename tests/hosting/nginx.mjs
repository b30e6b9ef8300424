// nginx with deploy/nginx's snippets, and PHP-FPM behind it, on a private prefix: the hosting, live-check and deploy
// tests start them the same way, each server in its own process group (stop() ends it).
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { spawnServer, waitFor } from "../../scripts/lib/start-server.mjs";
import { readIfExists, root, startServerOn, workerUser } from "./support.mjs";

/**
 * deploy/nginx's two snippets in `d/snippets`, as /etc/nginx/snippets holds them: the site's (its fastcgi_pass
 * pointed at `socket`, its forms' storage at `storage`, where given) and the security headers (through `headers`).
 * @param {string} d
 * @param {{ socket?: string, storage?: string, headers?: (conf: string) => string }} [options]
 */
export function writeNginxSnippets(d, { socket, storage, headers = (conf) => conf } = {}) {
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
  writeFileSync(join(d, "snippets/makkah-tech-site.conf"), site);
}

/** deploy/nginx/makkah-tech.conf's server on loopback without TLS: `www` served on `port` with the site snippet. */
export const siteServer = (port, www) => `  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${www};
    include snippets/makkah-tech-site.conf;
  }`;

/**
 * nginx on the private prefix `d` (Debian's mime.types and fastcgi_params, the temp folders, and nginx.conf with
 * `servers`, the server blocks, inside its http block); resolves once `port` answers. `log()`: its output and
 * error.log.
 */
export async function startNginx(d, servers, { port, workerConnections = 64 }) {
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
  const errorLog = join(d, "error.log");
  const args = ["-p", d, "-c", join(d, "nginx.conf"), "-e", errorLog, "-g", "daemon off;"];
  return startServerOn(port, "/usr/sbin/nginx", args, { logFile: errorLog });
}

/** Debian's PHP-FPM binary, whichever PHP version is installed. */
export function phpFpmBinary() {
  const found = readdirSync("/usr/sbin").find((f) => /^php-fpm(\d+(\.\d+)?)?$/.test(f));
  if (!found) throw new Error("PHP-FPM is missing: apt-get install php-fpm");
  return join("/usr/sbin", found);
}

/**
 * PHP-FPM in `d` without php.ini (a plain install's defaults): one static pool of `children` on the socket
 * d/php-fpm.sock, with the `pool` lines added (env[…], php_admin_value[…]); resolves once the socket is there.
 * `log()`: its output and php-fpm.log.
 */
export async function startPhpFpm(d, { children = 2, pool = [] } = {}) {
  const socket = join(d, "php-fpm.sock");
  writeFileSync(
    join(d, "php-fpm.conf"),
    [
      "[global]",
      `pid = ${d}/php-fpm.pid`,
      `error_log = ${d}/php-fpm.log`,
      "daemonize = no",
      "[site]",
      `listen = ${socket}`,
      "listen.mode = 0666",
      ...(workerUser ? [`user = ${workerUser}`, `group = ${workerUser}`] : []),
      "pm = static",
      `pm.max_children = ${children}`,
      ...pool,
      "",
    ].join("\n"),
  );
  const fpm = spawnServer(phpFpmBinary(), ["-n", "-y", join(d, "php-fpm.conf"), "-F"]);
  const log = () => `${fpm.output()}\n${readIfExists(join(d, "php-fpm.log"))}`;
  try {
    await waitFor(() => existsSync(socket), {
      isAlive: fpm.isAlive,
      output: log,
      timeout: 10_000,
      what: "PHP-FPM",
    });
  } catch (err) {
    await fpm.stop();
    throw err;
  }
  return { socket, log, stop: fpm.stop };
}

/**
 * PHP-FPM (startPhpFpm: `children`, `pool`) behind nginx (startNginx: `servers`, `port`, `workerConnections`),
 * deploy/nginx's snippets pointed at its socket (writeNginxSnippets: `storage`, `headers`). `log()`: both logs;
 * `stop()` ends both, nginx first.
 */
export async function startNginxWithPhpFpm(
  d,
  servers,
  /** @type {{ port: number, workerConnections?: number, children?: number, pool?: string[], storage?: string, headers?: (conf: string) => string }} */
  { port, workerConnections, children, pool, storage, headers },
) {
  const fpm = await startPhpFpm(d, { children, pool });
  try {
    writeNginxSnippets(d, { socket: fpm.socket, storage, headers });
    const nginx = await startNginx(d, servers, { port, workerConnections });
    const stop = async () => {
      await nginx.stop();
      await fpm.stop();
    };
    return { port, log: () => `${nginx.log()}\n${fpm.log()}`, stop };
  } catch (err) {
    await fpm.stop();
    throw err;
  }
}
