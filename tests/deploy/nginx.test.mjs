// npm run deploy against a real OpenSSH server and nginx + PHP-FPM serving the release layout with
// deploy/nginx/makkah-tech-releases.conf (on loopback, without TLS): a deploy under a request loop, the
// forms in P, and a preview (noindex header, its own forms storage) removed again.
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { startNginxWithPhpFpm } from "../hosting/nginx.mjs";
import {
  deploy,
  deployUnderLoad,
  get,
  makeRelease,
  markerOf,
  persistentFiles,
  settledFiles,
  ports,
  postOk,
  root,
  withDeployHost,
  writeMailCapture,
} from "./support.mjs";

/** deploy/nginx's release-layout servers on loopback: no TLS, the test's P and host names. */
function loopbackServers(P, port) {
  return (
    readFileSync(join(root, "deploy/nginx/makkah-tech-releases.conf"), "utf8")
      .split("\n")
      .filter((l) => !/^\s*(listen|ssl_)|listen 80;/.test(l))
      .join("\n")
      .replace(/server \{/g, `server {\n    listen 127.0.0.1:${port};`)
      .replaceAll("/var/www/makkah-tech", P)
      .replace("server_name example.com www.example.com;", "server_name 127.0.0.1;")
      .replace("\\.preview\\.example\\.com$", "\\.preview\\.test$")
      // One PHP-FPM pool here; previews on their own pool and user: tests/deploy/host-setup.test.mjs.
      .replaceAll("makkah-tech-preview-site.conf", "makkah-tech-site.conf")
  );
}

/** nginx with the release layout's servers in front of PHP-FPM, mail captured in <dir>/nginx/mail.log. */
async function startNginx(dir, P, port) {
  const d = join(dir, "nginx");
  mkdirSync(d, { recursive: true });
  const mailLog = writeMailCapture(d);
  // Before the first deploy P/current does not exist: any answer means nginx is up.
  const nginx = await startNginxWithPhpFpm(d, loopbackServers(P, port), {
    port,
    workerConnections: 256,
    children: 3,
    pool: [`php_admin_value[sendmail_path] = ${d}/sendmail.sh`],
  });
  return { ...nginx, mailLog };
}

test("npm run deploy on nginx + PHP-FPM: release layout, forms in P, previews", { timeout: 300_000 }, (t) =>
  withDeployHost(async ({ dir, P, storage, keep, deployEnv: env }) => {
    const nginx = keep(await startNginx(dir, P, ports.nginx));
    const port = nginx.port;
    const A = makeRelease(dir, "A");
    const B = makeRelease(dir, "B", { renameAsset: true });
    const preview = makeRelease(dir, "PR", { preview: true });

    await t.test("deploy A, post a form, deploy B under a request loop", async () => {
      const first = await deploy([], env(A));
      assert.equal(first.code, 0, first.output);
      assert.equal(markerOf((await get(port, "/")).text), "A", nginx.log());
      assert.equal((await get(port, "/")).headers["x-robots-tag"], undefined, "production is noindex");
      await postOk(port, "nginx-A", undefined, nginx.log);
      assert.match(
        readFileSync(join(storage, "contact.jsonl"), "utf8"),
        /nginx-A/,
        "not stored in P/storage",
      );
      const kept = await settledFiles(P);
      const r = await deployUnderLoad(port, [], env(B), ["A", "B"]);
      assert.equal(r.code, 0, r.output);
      t.diagnostic(`nginx: ${r.requests} requests during the deploy, saw ${r.seen}`);
      assert.equal(markerOf((await get(port, "/")).text), "B");
      assert.deepEqual(persistentFiles(P), kept, "the deploy changed P's config, storage or logs");
    });

    await t.test("a preview: X-Robots-Tag noindex, forms in its own storage, no mail; removed", async () => {
      const host = `pr-12.preview.test:${port}`;
      const r = await deploy(["--preview", "12"], env(preview));
      assert.equal(r.code, 0, r.output);
      const home = await get(port, "/about-us", { headers: { host } });
      assert.equal(home.status, 200, nginx.log());
      assert.equal(markerOf(home.text), "PR");
      assert.equal(home.headers["x-robots-tag"], "noindex, nofollow");
      const kept = persistentFiles(P);
      const mail = readFileSync(nginx.mailLog, "utf8");
      await postOk(port, "nginx-preview", host, nginx.log);
      assert.match(readFileSync(join(P, "previews/pr-12/storage/contact.jsonl"), "utf8"), /nginx-preview/);
      assert.deepEqual(persistentFiles(P), kept, "the preview's post reached production storage");
      assert.equal(readFileSync(nginx.mailLog, "utf8"), mail, "the preview sent mail");
      const removed = await deploy(["--remove-preview", "12"], env(preview));
      assert.equal(removed.code, 0, removed.output);
      assert.equal((await get(port, "/", { headers: { host } })).status, 404);
    });
  }),
);
