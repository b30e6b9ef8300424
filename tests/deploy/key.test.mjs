// DEPLOY_SSH_KEY never reaches the disk: a deploy killed outright (SIGKILL to its process group) while ssh waits on
// a host that accepted the connection but never answers leaves no copy of the private key in its temp folder
// (it is held by the deploy's own ssh-agent, which ends with it).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import test from "node:test";
import { readIfExists } from "../hosting/support.mjs";
import { runScript } from "../live/support.mjs";
import { deployDirs } from "./support.mjs";

/** Every regular file under `dir`. */
const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => statSync(f, { throwIfNoEntry: false })?.isFile());

test("a deploy killed outright leaves no copy of its key on disk", async () => {
  const dir = mkdtempSync(join(tmpdir(), "deploy-key-"));
  const before = new Set(deployDirs());
  execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", join(dir, "key")]);
  // A "host" that accepts the TCP connection and never sends its SSH banner: the deploy waits in ssh.
  const sockets = [];
  const silent = createServer((s) => sockets.push(s));
  await new Promise((r) => silent.listen(4558, "127.0.0.1", () => r()));
  try {
    // Killed outright (its whole process group) once it has connected; after 20 s it has not.
    await runScript("scripts/deploy/deploy.mjs", ["--dry-run"], {
      env: {
        DEPLOY_TARGET: "ssh://deploy@127.0.0.1:4558/srv/site",
        DEPLOY_SSH_KEY: readFileSync(join(dir, "key"), "utf8"),
        DEPLOY_KNOWN_HOSTS:
          "[127.0.0.1]:4558 ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHostKeyNotChecked0000000000000000000000",
      },
      detached: true,
      timeout: 20_000,
      killWhen: (child) => (sockets.length ? -child.pid : undefined),
    });
    assert.ok(sockets.length, "the deploy never connected");
    // This deploy's folder: new, and holding the known_hosts line given above (not another deploy's).
    const made = deployDirs().filter(
      (n) => !before.has(n) && /:4558 ssh-ed25519/.test(readIfExists(join(tmpdir(), n, "known_hosts"))),
    );
    assert.ok(made.length, "the deploy made no temp folder");
    const leaks = made
      .flatMap((n) => filesUnder(join(tmpdir(), n)))
      .filter((f) => /PRIVATE KEY/.test(readFileSync(f, "latin1")));
    for (const n of made) rmSync(join(tmpdir(), n), { recursive: true, force: true });
    assert.deepEqual(leaks, [], "a copy of the private key was left on disk");
  } finally {
    for (const s of sockets) s.destroy();
    silent.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
