// The live check's targets: Debian's Apache + mod_php (tests/hosting/apache.mjs) and nginx + PHP-FPM, on
// loopback with the repository's configs, serving out/ or a broken copy of it; and running check:live.
import { spawn } from "node:child_process";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startApache } from "../hosting/apache.mjs";
import {
  freePort,
  makeSite,
  out,
  root,
  startProcess,
  waitForServer,
  workerUser,
  writeNginxConf,
} from "../hosting/support.mjs";

export { startApache, out, root };

/** A copy of out/ to break; `cleanup()` removes it. */
export function copyOfOut(name) {
  const dir = mkdtempSync(join(tmpdir(), `live-${name}-`));
  chmodSync(dir, 0o755); // copied again into the server's web root, read by its workers
  const www = join(dir, "out");
  cpSync(out, www, { recursive: true });
  return {
    www,
    edit: (file, change) => editFile(join(www, file), change),
    remove: (file) => rmSync(join(www, file)),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Rewrites a file with `change(text)`, failing if nothing changed (a test must break what it says). */
export function editFile(file, change) {
  const before = readFileSync(file, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`${file}: the edit changed nothing`);
  writeFileSync(file, after);
}

function phpFpmBinary() {
  const found = readdirSync("/usr/sbin").find((f) => /^php-fpm\d+(\.\d+)?$/.test(f));
  if (!found) throw new Error("PHP-FPM is missing: apt-get install php-fpm");
  return join("/usr/sbin", found);
}

/**
 * nginx with deploy/nginx's snippets (the PHP socket and the forms' storage pointed at the test's own),
 * in front of a PHP-FPM pool the test starts. `headers` rewrites the security-headers snippet.
 */
export async function startNginx({ source = out, headers = (s) => s } = {}) {
  const site = makeSite("live-nginx", source);
  const d = site.dir;
  const port = await freePort();
  const socket = join(d, "php-fpm.sock");
  mkdirSync(join(d, "snippets"));
  writeFileSync(
    join(d, "snippets/makkah-tech-security-headers.conf"),
    headers(readFileSync(join(root, "deploy/nginx/security-headers.conf"), "utf8")),
  );
  const siteConf = readFileSync(join(root, "deploy/nginx/makkah-tech-site.conf"), "utf8");
  const local = siteConf
    .replaceAll("unix:/run/php/php8.2-fpm.sock", `unix:${socket}`)
    .replaceAll("/var/lib/makkah-tech/forms", site.storage);
  if (!local.includes(socket))
    throw new Error("deploy/nginx/makkah-tech-site.conf: no fastcgi_pass to point at PHP-FPM");
  writeFileSync(join(d, "snippets/makkah-tech-site.conf"), local);
  writeNginxConf(
    d,
    `  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${site.www};
    include snippets/makkah-tech-site.conf;
  }`,
  );
  writeFileSync(
    join(d, "php-fpm.conf"),
    `[global]
pid = ${d}/php-fpm.pid
error_log = ${d}/php-fpm.log
daemonize = no
[site]
listen = ${socket}
listen.mode = 0666
${workerUser ? `user = ${workerUser}\ngroup = ${workerUser}` : ""}
pm = static
pm.max_children = 2
env[FORMS_RATE_LIMIT] = 1000
env[FORMS_SECRET] = live-test-secret-0123456789abcdef0123456789
`,
  );
  const fpm = startProcess(phpFpmBinary(), ["-n", "-y", join(d, "php-fpm.conf"), "-F"]);
  const nginx = startProcess("/usr/sbin/nginx", [
    "-p",
    d,
    "-c",
    join(d, "nginx.conf"),
    "-e",
    join(d, "error.log"),
    "-g",
    "daemon off;",
  ]);
  const read = (f) => (existsSync(join(d, f)) ? readFileSync(join(d, f), "utf8") : "");
  const log = () => `${fpm.output()}${nginx.output()}\n${read("php-fpm.log")}\n${read("error.log")}`;
  const stop = async () => {
    await nginx.stop();
    await fpm.stop();
    site.cleanup();
  };
  try {
    const until = Date.now() + 10_000;
    while (!existsSync(socket) && Date.now() < until) {
      if (!fpm.isAlive()) throw new Error(`PHP-FPM exited:\n${log()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await waitForServer(port, nginx.isAlive, log);
  } catch (err) {
    await stop();
    throw err;
  }
  return { port, site, log, stop };
}

/** Runs `npm run check:live -- <url> …args` (the script itself); resolves with its exit code and output. */
export function runCheckLive(url, args = []) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, "scripts/check-live.mjs"), url, ...args], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), 240_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output, failures: output.split("\n").filter((l) => l.startsWith("FAIL ")) });
    });
  });
}
