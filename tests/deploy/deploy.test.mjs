// npm run deploy against a real OpenSSH server, Apache (deploy/apache's snippets) with Varnish in front and nginx +
// PHP-FPM (deploy/nginx/makkah-tech-releases.conf, without TLS) serving the same release layout: dry run, wrong host
// key, three deploys under a request loop, a rollback, the forms' storage byte for byte, an interrupted upload, a deploy
// killed outright (no copy of its key left on disk). Previews, on the host deploy/host-setup.sh makes:
// host-setup.test.mjs.
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { globalAgent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { startNginxWithPhpFpm } from "../hosting/nginx.mjs";
import { runCheckLive, show } from "../live/support.mjs";
import { listFiles } from "../../scripts/lib/walk.mjs";
import {
  assetsOf,
  deploy,
  deployDirs,
  deployHost,
  deployUnderLoad,
  get,
  liveRelease,
  makeRelease,
  markerOf,
  persistentFiles,
  ports,
  postOk,
  root,
  settledFiles,
  startApache,
  startVarnish,
  writeMailCapture,
} from "./support.mjs";

/** Every path under P, to prove a dry run or a refused deploy changes nothing. */
const treeOf = (P) => readdirSync(P, { recursive: true }).sort();

/**
 * nginx in front of PHP-FPM with deploy/nginx's release-layout servers on loopback (no TLS, the test's P and host
 * name), mail captured in <dir>/nginx/mail.log. One PHP-FPM pool here; previews on their own pool and user:
 * tests/deploy/host-setup.test.mjs.
 */
async function startNginx(dir, P, port) {
  const d = join(dir, "nginx");
  mkdirSync(d, { recursive: true });
  writeMailCapture(d);
  const servers = readFileSync(join(root, "deploy/nginx/makkah-tech-releases.conf"), "utf8")
    .split("\n")
    .filter((l) => !/^\s*(listen|ssl_)|listen 80;/.test(l))
    .join("\n")
    .replace(/server \{/g, `server {\n    listen 127.0.0.1:${port};`)
    .replaceAll("/var/www/makkah-tech", P)
    // The visits log's format from the repository, its file in the test's folder (host-setup.sh installs both).
    .replaceAll("/etc/makkah-tech/analytics/", `${join(root, "deploy/analytics")}/`)
    .replaceAll("/var/log/makkah-tech", d)
    .replace("server_name example.com www.example.com;", "server_name 127.0.0.1;")
    .replaceAll("makkah-tech-preview-site.conf", "makkah-tech-site.conf");
  // Before the first deploy P/current does not exist: any answer means nginx is up.
  return startNginxWithPhpFpm(d, servers, {
    port,
    workerConnections: 256,
    children: 3,
    pool: [`php_admin_value[sendmail_path] = ${d}/sendmail.sh`],
  });
}

test(
  "npm run deploy: releases, rollback, forms kept, interruption, Varnish, nginx",
  { timeout: 600_000 },
  async (t) => {
    const { dir, P, storage, sshd, keep, deployEnv: env } = await deployHost(t);
    const apache = keep(await startApache(dir, P));
    const varnish = keep(await startVarnish(dir, apache.port));
    const nginx = keep(await startNginx(dir, P, ports.nginx));
    const port = apache.port;

    const A = makeRelease(dir, "A");
    const B = makeRelease(dir, "B", { renameAsset: true });
    const C = makeRelease(dir, "C", { renameAsset: true });
    const D = makeRelease(dir, "D");
    const posted = [];
    let kept = persistentFiles(P);
    const post = async (name, server = apache) => {
      await postOk(server.port, name, undefined, server.log);
      posted.push(name);
      kept = await settledFiles(P);
    };
    const assertKept = (when) => {
      assert.deepEqual(persistentFiles(P), kept, `${when}: config, storage or logs in P changed`);
      const file = join(storage, "contact.jsonl");
      const lines = existsSync(file) ? readFileSync(file, "utf8").trim().split("\n") : [];
      assert.deepEqual(
        lines.map((l) => /Sent by ([\w-]+)/.exec(l)?.[1]),
        posted,
        `${when}: the stored enquiries are not the ones posted`,
      );
    };

    await t.test("--dry-run prints the plan and changes nothing on the host", async () => {
      const tree = treeOf(P);
      const r = await deploy(["--dry-run"], env(A));
      assert.equal(r.code, 0, r.output);
      assert.match(r.output, /deploy plan \(production\)/);
      assert.match(r.output, /upload .*\(\d+ files/);
      assert.deepEqual(treeOf(P), tree, "the dry run changed the host");
    });

    await t.test("a wrong host key is refused before anything is sent", async () => {
      const tree = treeOf(P);
      execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", join(dir, "other_key")]);
      const other = readFileSync(join(dir, "other_key.pub"), "utf8").split(" ").slice(0, 2).join(" ");
      const r = await deploy([], env(A, { DEPLOY_KNOWN_HOSTS: `[127.0.0.1]:${sshd.port} ${other}\n` }));
      assert.notEqual(r.code, 0, "a deploy to a host with an unknown key went through");
      assert.match(r.output, /host key|Host key verification failed/i);
      assert.doesNotMatch(r.output, /BEGIN OPENSSH PRIVATE KEY/, "the key was printed");
      assert.deepEqual(treeOf(P), tree, "the refused deploy changed the host");
    });

    await t.test("the first deploy puts release A live at P/current", async () => {
      const before = new Set(deployDirs());
      const r = await deploy([], env(A));
      assert.equal(r.code, 0, r.output);
      assert.match(r.output, /production is live: \S+/);
      t.diagnostic(`first deploy of the whole site: ${/ in ([\d.]+ s)/.exec(r.output)?.[1]}`);
      assert.deepEqual(
        deployDirs().filter((n) => !before.has(n)),
        [],
        "the deploy's temp folder (known_hosts, control socket) was left behind",
      );
      assert.match(r.output, new RegExp(`http://127.0.0.1:${port}/`), "the live URL is not printed");
      const home = await get(port, "/");
      assert.equal(home.status, 200, apache.log());
      assert.equal(markerOf(home.text), "A");
      assertKept("after the first deploy");
      await post("after-A");
      const onNginx = await get(nginx.port, "/");
      assert.equal(markerOf(onNginx.text), "A", nginx.log());
      assert.equal(onNginx.headers["x-robots-tag"], undefined, "production is noindex on nginx");
      await post("nginx-after-A", nginx);
      assert.match(readFileSync(apache.mailLog, "utf8"), /To: sales@company\.test/, "production mails staff");
    });

    await t.test(
      "npm run check:live passes against the release just deployed (a sample in Chromium; .example only warned of)",
      async () => {
        const started = Date.now();
        const r = await runCheckLive(`http://127.0.0.1:${port}/`);
        assert.equal(r.code, 0, show(r));
        assert.match(r.output, /check:live http:\/\/127\.0\.0\.1:\d+\/?: \d{2,} pages, 0 failures/, show(r));
        // The default build is for a placeholder address: a warning without --production.
        assert.match(r.output, /^WARN canonical: .*\.example/m, show(r));
        t.diagnostic(`check:live of the deployed site: ${((Date.now() - started) / 1000).toFixed(1)} s`);
        assertKept("after the live check"); // its oversize POSTs store nothing
        // The kept-alive sockets of the requests before it timed out on Apache meanwhile: start afresh.
        globalAgent.destroy();
      },
    );

    await t.test(
      "deploying B under a request loop on Apache and nginx: no 5xx, no missing asset, no mixed page",
      async () => {
        const timed = Date.now();
        const r = await deployUnderLoad([port, nginx.port], [], env(B), ["A", "B"]);
        assert.equal(r.code, 0, r.output);
        t.diagnostic(
          `deploy of B: ${((Date.now() - timed) / 1000).toFixed(1)} s, ${r.requests} requests, saw ${r.seen}`,
        );
        for (const p of [port, nginx.port]) {
          assert.equal(markerOf((await get(p, "/")).text), "B", `on port ${p}`);
          assert.equal((await get(p, B.asset)).status, 200, `B's renamed stylesheet on port ${p}`);
        }
        assertKept("after deploying B");
        await post("after-B");
        // Unchanged files are hard links to the previous release (rsync --link-dest): cost nothing.
        const rel = readdirSync(join(P, "releases")).filter((n) => !n.startsWith("."));
        const [a, b] = rel.sort();
        const ino = (r) => statSync(join(P, "releases", r, "og-image.png")).ino;
        assert.equal(ino(a), ino(b), "an unchanged file was uploaded again instead of linked");
      },
    );

    await t.test(
      "Varnish in front: the new release's HTML at once, the old page's chunks still 200",
      async () => {
        const cached = await get(varnish.port, "/");
        assert.equal(markerOf(cached.text), "B");
        const oldAssets = assetsOf(cached.text);
        for (const asset of oldAssets) assert.equal((await get(varnish.port, asset)).status, 200, asset);
        assert.equal(
          (await get(varnish.port, "/")).headers["cache-control"],
          "public, max-age=0, must-revalidate",
          "HTML must revalidate",
        );
        const r = await deployUnderLoad([port], [], env(C), ["B", "C"]);
        assert.equal(r.code, 0, r.output);
        const fresh = await get(varnish.port, "/");
        assert.equal(fresh.status, 200);
        assert.equal(markerOf(fresh.text), "C", "Varnish served the old release's HTML after the switch");
        for (const asset of oldAssets) {
          const res = await get(varnish.port, asset);
          assert.equal(res.status, 200, `through Varnish: ${asset}`);
          assert.equal(res.headers["cache-control"], "public, max-age=31536000, immutable", asset);
        }
        for (const asset of assetsOf(fresh.text))
          assert.equal((await get(varnish.port, asset)).status, 200, asset);
        assertKept("after deploying C");
        await post("after-C");
      },
    );

    await t.test("--rollback makes B live again; pages of C keep their assets", async () => {
      const cPage = await get(port, "/");
      const r = await deploy(["--rollback"], env(C));
      assert.equal(r.code, 0, r.output);
      assert.match(r.output, /rolled production back to/);
      assert.equal(markerOf((await get(port, "/")).text), "B");
      for (const asset of assetsOf(cPage.text)) assert.equal((await get(port, asset)).status, 200, asset);
      assertKept("after the rollback");
      await post("after-rollback");
    });

    await t.test("an upload killed half-way leaves B live; the next deploy succeeds", async () => {
      const liveBefore = liveRelease(P);
      let killed = false;
      const r = await deploy([], env(D), {
        // The deploy's rsync (in the deploy's process group: it runs under ssh-agent), once it has written into
        // the new release's upload directory.
        killWhen: (child) => {
          const pid = spawnSync("pgrep", ["-g", String(child.pid), "-x", "rsync"], { encoding: "utf8" })
            .stdout.trim()
            .split("\n")[0];
          const incoming = readdirSync(join(P, "releases")).find((n) => n.startsWith(".incoming-"));
          killed = Boolean(pid && incoming && readdirSync(join(P, "releases", incoming)).length > 3);
          return killed ? Number(pid) : undefined;
        },
      });
      assert.ok(killed, `rsync finished before it could be killed:\n${r.output}`);
      assert.notEqual(r.code, 0, "a killed upload reported success");
      assert.equal(liveRelease(P), liveBefore, "production moved off the old release");
      assert.equal(markerOf((await get(port, "/")).text), "B");
      assert.ok(!existsSync(join(P, ".deploy.lock")), "the lock was left behind");
      assertKept("after the interrupted deploy");
      const next = await deploy([], env(D));
      assert.equal(next.code, 0, next.output);
      assert.equal(markerOf((await get(port, "/")).text), "D");
      assert.deepEqual(
        readdirSync(join(P, "releases")).filter((n) => n.startsWith(".")),
        [],
        "the stale upload was not cleaned up",
      );
      assertKept("after the deploy that followed");
    });

    await t.test("a deploy killed outright leaves a stale lock the next deploy takes over", async () => {
      const before = new Set(deployDirs());
      const r = await deploy([], env(A), {
        killWhen: (child) => (existsSync(join(P, ".deploy.lock", "token")) ? -child.pid : undefined),
      });
      assert.notEqual(r.code, 0);
      assert.equal(markerOf((await get(port, "/")).text), "D");
      // Killed outright, the deploy removed nothing: its temp folder (known_hosts, the key's public half) is left,
      // but DEPLOY_SSH_KEY was only ever in its ssh-agent's memory, which ended with it.
      const left = deployDirs()
        .filter((n) => !before.has(n))
        .map((n) => join(tmpdir(), n));
      assert.ok(left.length, "the killed deploy made no temp folder");
      const leaks = left
        .flatMap((d) => listFiles(d))
        .filter((f) => statSync(f).isFile() && /PRIVATE KEY/.test(readFileSync(f, "latin1")));
      for (const d of left) rmSync(d, { recursive: true, force: true });
      assert.deepEqual(leaks, [], "a copy of the private key was left on disk");
      const next = await deploy([], env(A));
      assert.equal(next.code, 0, next.output);
      assert.equal(markerOf((await get(port, "/")).text), "A");
      const releases = readdirSync(join(P, "releases")).filter((n) => !n.startsWith("."));
      assert.ok(releases.length <= 5, `more than 5 releases kept: ${releases}`);
      assertKept("after the stale lock");
    });
  },
);
