// npm run deploy against a real OpenSSH server and Apache serving the release layout (deploy/apache's
// snippets), with Varnish in front: dry run, wrong host key, three deploys under a request loop, a
// rollback, the forms' storage byte for byte, an interrupted upload, and a preview with its own forms.
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { globalAgent } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import {
  assetsOf,
  deploy,
  deployUnderLoad,
  get,
  liveRelease,
  makeRelease,
  markerOf,
  persistentFiles,
  settledFiles,
  postOk,
  startApache,
  startVarnish,
  withDeployHost,
} from "./support.mjs";

/** Every path under P, to prove a dry run or a refused deploy changes nothing. */
const treeOf = (P) => readdirSync(P, { recursive: true }).sort();

test(
  "npm run deploy: releases, rollback, forms kept, interruption, previews, Varnish",
  { timeout: 600_000 },
  (t) =>
    withDeployHost(async ({ dir, P, storage, sshd, keep, deployEnv }) => {
      const apache = keep(await startApache(dir, P));
      const varnish = keep(await startVarnish(dir, apache.port));
      const port = apache.port;

      const A = makeRelease(dir, "A");
      const B = makeRelease(dir, "B", { renameAsset: true });
      const C = makeRelease(dir, "C", { renameAsset: true });
      const D = makeRelease(dir, "D");
      const preview = makeRelease(dir, "PR", { preview: true });
      const env = (build, extra = {}) => ({
        ...deployEnv(build),
        DEPLOY_URL: `http://127.0.0.1:${port}/`,
        DEPLOY_PREVIEW_URL: `http://pr-{pr}.preview.test:${port}/`,
        TMPDIR: dir, // the deploy's temp key file lands here, so the test sees it deleted
        ...extra,
      });
      const posted = [];
      let kept = persistentFiles(P);
      const post = async (name) => {
        await postOk(port, name, undefined, apache.log);
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
        const other = execFileSync("sh", [
          "-c",
          `d=$(mktemp -d) && ssh-keygen -q -t ed25519 -N '' -f $d/k && cut -d' ' -f1,2 $d/k.pub && rm -rf $d`,
        ])
          .toString()
          .trim();
        const r = await deploy([], env(A, { DEPLOY_KNOWN_HOSTS: `[127.0.0.1]:${sshd.port} ${other}\n` }));
        assert.notEqual(r.code, 0, "a deploy to a host with an unknown key went through");
        assert.match(r.output, /host key|Host key verification failed/i);
        assert.doesNotMatch(r.output, /BEGIN OPENSSH PRIVATE KEY/, "the key was printed");
        assert.deepEqual(treeOf(P), tree, "the refused deploy changed the host");
      });

      await t.test("the first deploy puts release A live at P/current", async () => {
        const r = await deploy([], env(A));
        assert.equal(r.code, 0, r.output);
        assert.match(r.output, /production is live: \S+/);
        t.diagnostic(`first deploy of the whole site: ${/ in ([\d.]+ s)/.exec(r.output)?.[1]}`);
        assert.deepEqual(
          readdirSync(dir).filter((n) => n.startsWith("deploy-ssh-")),
          [],
          "the temp key file was left behind",
        );
        assert.match(r.output, new RegExp(`http://127.0.0.1:${port}/`), "the live URL is not printed");
        const home = await get(port, "/");
        assert.equal(home.status, 200, apache.log());
        assert.equal(markerOf(home.text), "A");
        assertKept("after the first deploy");
        await post("after-A");
        assert.match(
          readFileSync(apache.mailLog, "utf8"),
          /To: sales@company\.test/,
          "production mails staff",
        );
      });

      await t.test("npm run check:live passes against the release just deployed", async () => {
        const started = Date.now();
        const r = spawnSync(
          process.execPath,
          [join(import.meta.dirname, "../../scripts/check/check-live.mjs"), `http://127.0.0.1:${port}/`],
          { encoding: "utf8", timeout: 300_000 },
        );
        assert.equal(r.status, 0, `${r.stdout}\n${r.stderr}`);
        t.diagnostic(`check:live of the deployed site: ${((Date.now() - started) / 1000).toFixed(1)} s`);
        assertKept("after the live check"); // its oversize POSTs store nothing
        // The kept-alive sockets of the requests before it timed out on Apache meanwhile: start afresh.
        globalAgent.destroy();
      });

      await t.test("deploying B under a request loop: no 5xx, no missing asset, no mixed page", async () => {
        const timed = Date.now();
        const r = await deployUnderLoad(port, [], env(B), ["A", "B"]);
        assert.equal(r.code, 0, r.output);
        t.diagnostic(
          `deploy of B: ${((Date.now() - timed) / 1000).toFixed(1)} s, ${r.requests} requests, saw ${r.seen}`,
        );
        assert.equal(markerOf((await get(port, "/")).text), "B");
        assert.equal((await get(port, B.asset)).status, 200, "B's renamed stylesheet");
        assertKept("after deploying B");
        await post("after-B");
        // Unchanged files are hard links to the previous release (rsync --link-dest): cost nothing.
        const rel = readdirSync(join(P, "releases")).filter((n) => !n.startsWith("."));
        const [a, b] = rel.sort();
        const ino = (r) =>
          Number(execFileSync("stat", ["-c", "%i", join(P, "releases", r, "og-image.png")]).toString());
        assert.equal(ino(a), ino(b), "an unchanged file was uploaded again instead of linked");
      });

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
          const r = await deployUnderLoad(port, [], env(C), ["B", "C"]);
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
        // Temp dirs of earlier runs on this machine (another checkout's older deploy) are not this deploy's.
        const earlier = new Set(readdirSync(tmpdir()));
        const r = await deploy([], env(A), {
          killWhen: (child) => (existsSync(join(P, ".deploy.lock", "token")) ? -child.pid : undefined),
        });
        assert.notEqual(r.code, 0);
        assert.equal(markerOf((await get(port, "/")).text), "D");
        // The key was never on disk: no private key in any temp dir a deploy made.
        for (const d of readdirSync(tmpdir()).filter((n) => n.startsWith("deploy-ssh-") && !earlier.has(n)))
          for (const f of readdirSync(join(tmpdir(), d), { withFileTypes: true }).filter((e) => e.isFile()))
            assert.doesNotMatch(
              readFileSync(join(tmpdir(), d, f.name), "latin1"),
              /PRIVATE KEY/,
              `${d}/${f.name}`,
            );
        const next = await deploy([], env(A));
        assert.equal(next.code, 0, next.output);
        assert.equal(markerOf((await get(port, "/")).text), "A");
        const releases = readdirSync(join(P, "releases")).filter((n) => !n.startsWith("."));
        assert.ok(releases.length <= 5, `more than 5 releases kept: ${releases}`);
        assertKept("after the stale lock");
      });

      await t.test(
        "a preview: noindex, in no sitemap, its forms in its own storage, then removed",
        async () => {
          const host = `pr-7.preview.test:${port}`;
          const production = await deploy(["--preview", "7"], env(A));
          assert.notEqual(production.code, 0, "a production build was deployed as a preview");
          assert.match(production.output, /preview build/);
          const refused = await deploy([], env(preview));
          assert.notEqual(refused.code, 0, "a preview build was deployed to production");
          assert.equal(markerOf((await get(port, "/")).text), "A");

          const r = await deploy(["--preview", "7"], env(preview));
          assert.equal(r.code, 0, r.output);
          assert.match(r.output, /http:\/\/pr-7\.preview\.test:\d+\//, "the preview URL is not printed");
          const home = await get(port, "/", { headers: { host } });
          assert.equal(home.status, 200, apache.log());
          assert.equal(markerOf(home.text), "PR");
          assert.match(home.headers["x-robots-tag"] ?? "", /noindex/, "no X-Robots-Tag: noindex");
          assert.match(home.text, /<meta name="robots" content="noindex/);
          const page = await get(port, "/about-us", { headers: { host } });
          assert.match(page.headers["x-robots-tag"] ?? "", /noindex/);
          assert.doesNotMatch((await get(port, "/sitemap.xml", { headers: { host } })).text, /<loc>/);
          assert.equal((await get(port, "/")).headers["x-robots-tag"], undefined, "production is noindex");

          const mailBefore = readFileSync(apache.mailLog, "utf8");
          await postOk(port, "preview-post", host, apache.log);
          const stored = readFileSync(join(P, "previews/pr-7/storage/contact.jsonl"), "utf8");
          assert.match(stored, /preview-post/, "the preview's post is not in the preview's storage");
          assert.equal(readFileSync(apache.mailLog, "utf8"), mailBefore, "the preview sent mail");
          assertKept("after a preview post");

          const removed = await deploy(["--remove-preview", "7"], env(preview));
          assert.equal(removed.code, 0, removed.output);
          assert.ok(!existsSync(join(P, "previews/pr-7")), "the preview is still on the host");
          const gone = (await get(port, "/", { headers: { host } })).status;
          assert.ok([403, 404].includes(gone), `the removed preview answers ${gone}`);
          assert.equal(markerOf((await get(port, "/")).text), "A");
          assertKept("after removing the preview");
        },
      );
    }),
);
