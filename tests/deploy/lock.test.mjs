// The host's deploy lock (scripts/lib/deploy-remote.sh `lock`), run as the host runs it (`sh -c <script>`),
// here without SSH: the lock's rules are the script's own. A holder keeps it while its stdin stays open.
//  - a second deploy is refused while the first holds it, and takes it once the first has gone;
//  - a lock left by a killed deploy is taken over, and never by two deploys at once, even when both find it
//    at the same instant (the race the lock directory alone could not close, docs/deploy.md).
//  - a deploy whose lock another has taken (its token replaced) changes nothing on the host;
//  - a release id that is not one plain name (a path, `..`, a dot-name) is refused: nothing made or moved.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import test from "node:test";

const script = readFileSync(new URL("../../scripts/lib/deploy-remote.sh", import.meta.url), "utf8");

/**
 * Starts `lock` on `base`; resolves once it answers LOCKED or BUSY, with the answer and a release() that
 * closes its stdin (as the deploy does when done) and waits for it to end.
 */
function takeLock(base, token, env = process.env) {
  const child = spawn("sh", ["-c", script, "deploy-remote", "lock", base, token, `test ${token}`], {
    stdio: ["pipe", "pipe", "pipe"],
    env,
  });
  const ended = new Promise((resolve) => child.on("close", (code) => resolve(code)));
  let text = "";
  const answer = new Promise((resolve) => {
    child.stdout.on("data", (chunk) => {
      text += chunk;
      if (/LOCKED|BUSY/.test(text)) resolve(text.trim());
    });
    ended.then(() => resolve(text.trim()));
  });
  return answer.then((said) => ({
    said,
    release: () => (child.stdin.end(), ended),
    kill: () => (child.kill("SIGKILL"), ended),
  }));
}

// The same rules with and without flock(1) on the host (PATH without util-linux's flock: the fallback).
const hosts = [
  { name: "with flock", env: process.env },
  { name: "without flock (the fallback)", env: { ...process.env, PATH: fallbackPath() } },
];

/** A folder for PATH holding links to every command the script needs but flock. */
function fallbackPath() {
  const dir = mkdtempSync(join(tmpdir(), "no-flock-"));
  for (const cmd of ["sh", "cat", "mkdir", "rm", "mv", "basename", "readlink", "sort", "tr"]) {
    const found = ["/usr/bin", "/bin"].map((d) => join(d, cmd)).find((p) => existsSync(p));
    if (!found) throw new Error(`${cmd} not found`);
    symlinkSync(found, join(dir, cmd));
  }
  return dir;
}

for (const host of hosts) {
  test(`deploy lock ${host.name}: one holder at a time`, async () => {
    const base = mkdtempSync(join(tmpdir(), "deploy-lock-"));
    try {
      const first = await takeLock(base, "one", host.env);
      assert.equal(first.said, "LOCKED");
      const second = await takeLock(base, "two", host.env);
      assert.match(second.said, /^BUSY test one$/, "a second deploy took a held lock");
      assert.equal(await second.release(), 3);
      assert.equal(await first.release(), 0);
      const third = await takeLock(base, "three", host.env);
      assert.equal(third.said, "LOCKED", "the lock was not freed when its holder finished");
      await third.release();
      // A holder killed outright (its connection cut): the next deploy takes the lock.
      const killed = await takeLock(base, "four", host.env);
      assert.equal(killed.said, "LOCKED");
      await killed.kill();
      const after = await takeLock(base, "five", host.env);
      assert.equal(after.said, "LOCKED", "a killed holder's lock was not taken over");
      await after.release();
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
}

test("a deploy whose lock another has taken changes nothing: prepare, finish, rollback and remove refuse", async () => {
  const base = mkdtempSync(join(tmpdir(), "deploy-lock-theirs-"));
  const remote = (cmd, ...args) =>
    spawnSync("sh", ["-c", script, "deploy-remote", cmd, base, ...args], { encoding: "utf8" });
  // A preview with two releases, the second live, and a whole upload waiting: each command could do its work.
  for (const id of ["20261127-000000", "20261128-000000"])
    mkdirSync(join(base, "releases", id), { recursive: true });
  symlinkSync("releases/20261128-000000", join(base, "current"));
  mkdirSync(join(base, "releases/.incoming-20261129-000000/.deploy"), { recursive: true });
  writeFileSync(join(base, "releases/.incoming-20261129-000000/.deploy/manifest"), "");
  const holder = await takeLock(base, "ours");
  try {
    assert.equal(holder.said, "LOCKED");
    const before = readdirSync(base, { recursive: true }).sort();
    for (const [cmd, ...args] of [
      ["prepare", "20261129-000001"],
      ["finish", "20261129-000000", "3"],
      ["rollback"],
      ["remove"],
    ]) {
      const r = remote(cmd, "theirs", ...args);
      assert.equal(r.status, 1, `${cmd} ran under another deploy's lock`);
      assert.match(r.stderr, /the deploy lock is not ours any more/, cmd);
    }
    assert.deepEqual(readdirSync(base, { recursive: true }).sort(), before, "a refused command wrote");
    // The holder's own token goes ahead.
    assert.equal(remote("prepare", "ours", "20261129-000001").status, 0);
  } finally {
    await holder.release();
    rmSync(base, { recursive: true, force: true });
  }
});

test("a release id is one plain name: prepare and finish refuse a path (the preview key stays in its preview)", async () => {
  // The preview key's forced command passes plain words (deploy/preview-command.sh): `/` and `..` among them.
  const root = mkdtempSync(join(tmpdir(), "deploy-release-id-"));
  const base = join(root, "previews/pr-1");
  const remote = (cmd, ...args) =>
    spawnSync("sh", ["-c", script, "deploy-remote", cmd, base, ...args], { encoding: "utf8" });
  const holder = await takeLock(base, "ours");
  try {
    assert.equal(holder.said, "LOCKED");
    // An upload that finish could move one level up and make live, as a path outside releases/.
    mkdirSync(join(base, "releases/.incoming-/up/.deploy"), { recursive: true });
    writeFileSync(join(base, "releases/.incoming-/up/.deploy/manifest"), "");
    const before = readdirSync(root, { recursive: true }).sort();
    for (const [cmd, ...args] of [
      ["prepare", "../../../../escaped"],
      ["prepare", "x/../../../../../escaped"],
      ["prepare", ".hidden"],
      ["prepare", ""],
      ["finish", "/../up", "5"],
      ["finish", "../../escaped", "5"],
      ["finish", "20261129-000000", "5;id"],
    ]) {
      const r = remote(cmd, "ours", ...args);
      assert.equal(r.status, 1, `${cmd} ${args.join(" ")} ran: ${r.stdout}${r.stderr}`);
      assert.match(r.stderr, /not a release id|not a number/, `${cmd} ${args.join(" ")}`);
    }
    assert.deepEqual(readdirSync(root, { recursive: true }).sort(), before, "a refused command wrote");
    assert.equal(existsSync(join(base, "current")), false, "a refused finish switched current");
  } finally {
    await holder.release();
    rmSync(root, { recursive: true, force: true });
  }
});

test("deploy lock with flock: two deploys finding the same stale lock at the same instant never both take it", async () => {
  const rounds = 30;
  let both = 0;
  for (let i = 0; i < rounds; i += 1) {
    const base = mkdtempSync(join(tmpdir(), "deploy-lock-race-"));
    try {
      // A lock directory as a killed deploy leaves it: its holder's pid no longer runs.
      const lock = join(base, ".deploy.lock");
      mkdirSync(lock);
      writeFileSync(join(lock, "pid"), "2147483646\n");
      writeFileSync(join(lock, "info"), "a deploy that was killed\n");
      writeFileSync(join(lock, "token"), "stale\n");
      const racers = await Promise.all(["a", "b", "c"].map((t) => takeLock(base, t)));
      const holders = racers.filter((r) => r.said === "LOCKED");
      if (holders.length > 1) both += 1;
      assert.ok(holders.length >= 1, `round ${i}: nobody took the stale lock: ${racers.map((r) => r.said)}`);
      await Promise.all(racers.map((r) => r.release()));
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  }
  assert.equal(both, 0, `${both} of ${rounds} rounds had more than one holder`);
});
