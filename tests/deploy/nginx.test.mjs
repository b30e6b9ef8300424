// npm run deploy against a real OpenSSH server and nginx + PHP-FPM serving the release layout with
// deploy/nginx/makkah-tech-releases.conf (on loopback, without TLS): a deploy under a request loop, the
// forms in P, and a preview (noindex header, its own forms storage) removed again.
import assert from "node:assert/strict";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { requireBuild, workerUser, writeNginxConf } from "../hosting/support.mjs";
import {
  deploy,
  deployUnderLoad,
  get,
  makeRelease,
  makeWorkspace,
  markerOf,
  persistentFiles,
  ports,
  postContact,
  root,
  setUpHost,
  startProcess,
  startSshd,
  waitForServer,
} from "./support.mjs";

/** deploy/nginx's release-layout servers on loopback: no TLS, the test's P and host names. */
function loopbackServers(P, port) {
  return readFileSync(join(root, "deploy/nginx/makkah-tech-releases.conf"), "utf8")
    .split("\n")
    .filter((l) => !/^\s*(listen|ssl_)/.test(l))
    .join("\n")
    .replace(/server \{/g, `server {\n    listen 127.0.0.1:${port};`)
    .replaceAll("/var/www/makkah-tech", P)
    .replace("server_name example.com www.example.com;", "server_name 127.0.0.1;")
    .replace("\\.preview\\.example\\.com$", "\\.preview\\.test$");
}

async function startNginx(dir, P, port) {
  const d = join(dir, "nginx");
  mkdirSync(join(d, "snippets"), { recursive: true });
  const socket = join(d, "php-fpm.sock");
  copyFileSync(
    join(root, "deploy/nginx/security-headers.conf"),
    join(d, "snippets/makkah-tech-security-headers.conf"),
  );
  writeFileSync(
    join(d, "snippets/makkah-tech-site.conf"),
    readFileSync(join(root, "deploy/nginx/makkah-tech-site.conf"), "utf8").replaceAll(
      "unix:/run/php/php8.2-fpm.sock",
      `unix:${socket}`,
    ),
  );
  writeNginxConf(d, `${loopbackServers(P, port)}`, { workerConnections: 256 });
  const mailLog = join(d, "mail.log");
  writeFileSync(mailLog, "", { mode: 0o666 });
  writeFileSync(join(d, "sendmail.sh"), `#!/bin/sh\ncat >> ${mailLog}\n`, { mode: 0o755 });
  writeFileSync(
    join(d, "php-fpm.conf"),
    `[global]
pid = ${d}/php-fpm.pid
error_log = ${d}/php-fpm.log
daemonize = no
[site]
${workerUser ? `user = ${workerUser}\ngroup = ${workerUser}\nlisten.owner = ${workerUser}\nlisten.group = ${workerUser}` : ""}
listen = ${socket}
pm = static
pm.max_children = 3
php_admin_value[sendmail_path] = ${d}/sendmail.sh
`,
  );
  const fpmBinary = ["/usr/sbin/php-fpm8.2", "/usr/sbin/php-fpm"].find((b) => existsSync(b));
  assert.ok(fpmBinary, "php-fpm is missing: apt-get install php-fpm");
  const fpm = startProcess(fpmBinary, ["-F", "-y", join(d, "php-fpm.conf")]);
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
  const log = () =>
    `${nginx.output()}\n${fpm.output()}\n${["error.log", "php-fpm.log"].map((f) => (existsSync(join(d, f)) ? readFileSync(join(d, f), "utf8") : "")).join("\n")}`;
  const stop = async () => {
    await nginx.stop();
    await fpm.stop();
  };
  try {
    // Before the first deploy P/current does not exist: any answer means nginx is up.
    await waitForServer(port, nginx.isAlive, log);
  } catch (err) {
    await stop();
    throw err;
  }
  return { port, log, mailLog, stop };
}

test(
  "npm run deploy on nginx + PHP-FPM: release layout, forms in P, previews",
  { timeout: 300_000 },
  async (t) => {
    requireBuild();
    const ws = makeWorkspace();
    const servers = [];
    try {
      const { P, storage } = setUpHost(ws.dir);
      const sshd = await startSshd(ws.dir);
      servers.push(sshd);
      const nginx = await startNginx(ws.dir, P, ports.nginx);
      servers.push(nginx);
      const port = nginx.port;
      const A = makeRelease(ws.dir, "A");
      const B = makeRelease(ws.dir, "B", { renameAsset: true });
      const preview = makeRelease(ws.dir, "PR", { preview: true });
      const env = (build) => ({
        DEPLOY_TARGET: `ssh://root@127.0.0.1:${sshd.port}${P}`,
        DEPLOY_SSH_KEY: sshd.clientKey,
        DEPLOY_KNOWN_HOSTS: sshd.knownHosts,
        DEPLOY_OUT_DIR: build.dir,
      });

      await t.test("deploy A, post a form, deploy B under a request loop", async () => {
        const first = await deploy([], env(A));
        assert.equal(first.code, 0, first.output);
        assert.equal(markerOf((await get(port, "/")).text), "A", nginx.log());
        assert.equal((await get(port, "/")).headers["x-robots-tag"], undefined, "production is noindex");
        const res = await postContact(port, "nginx-A");
        assert.equal(res.status, 303, `${res.status} ${res.text.slice(0, 200)}\n${nginx.log()}`);
        assert.match(res.headers.location ?? "", /msg=success/);
        assert.match(
          readFileSync(join(storage, "contact.jsonl"), "utf8"),
          /nginx-A/,
          "not stored in P/storage",
        );
        const kept = persistentFiles(P);
        const r = await deployUnderLoad(port, [], env(B), ["A", "B"]);
        assert.equal(r.code, 0, r.output);
        t.diagnostic(`nginx: ${r.requests} requests during the deploy, saw ${r.seen}`);
        assert.equal(markerOf((await get(port, "/")).text), "B");
        assert.deepEqual(persistentFiles(P), kept, "the deploy changed P's config, storage or logs");
      });

      await t.test(
        "a preview: X-Robots-Tag noindex, forms in its own storage, no mail; removed",
        async () => {
          const host = `pr-12.preview.test:${port}`;
          const r = await deploy(["--preview", "12"], env(preview));
          assert.equal(r.code, 0, r.output);
          const home = await get(port, "/about-us", { headers: { host } });
          assert.equal(home.status, 200, nginx.log());
          assert.equal(markerOf(home.text), "PR");
          assert.equal(home.headers["x-robots-tag"], "noindex, nofollow");
          const kept = persistentFiles(P);
          const mail = readFileSync(nginx.mailLog, "utf8");
          const res = await postContact(port, "nginx-preview", host);
          assert.equal(res.status, 303, `${res.status} ${res.text.slice(0, 200)}\n${nginx.log()}`);
          assert.match(
            readFileSync(join(P, "previews/pr-12/storage/contact.jsonl"), "utf8"),
            /nginx-preview/,
          );
          assert.deepEqual(persistentFiles(P), kept, "the preview's post reached production storage");
          assert.equal(readFileSync(nginx.mailLog, "utf8"), mail, "the preview sent mail");
          const removed = await deploy(["--remove-preview", "12"], env(preview));
          assert.equal(removed.code, 0, removed.output);
          assert.equal((await get(port, "/", { headers: { host } })).status, 404);
        },
      );
    } finally {
      for (const server of servers.reverse()) await server.stop();
      ws.cleanup();
    }
  },
);
