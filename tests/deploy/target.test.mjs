// DEPLOY_TARGET (scripts/lib/deploy-ssh.mjs parseTarget): every form the deploy would misread is refused by
// `npm run deploy -- --dry-run` before anything reaches the host (an `ssh` on PATH that records its calls sees
// none, so no lock is taken), and the good forms, IPv6 included, parse as meant.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import test from "node:test";
import { parseTarget } from "../../scripts/lib/deploy-ssh.mjs";

const root = new URL("../..", import.meta.url).pathname;

const bad = {
  "a query": "ssh://deploy@example.com/var/www/site?x=1",
  "a fragment": "ssh://deploy@example.com/var/www/site#top",
  "a password": "ssh://deploy:secret@example.com/var/www/site",
  "an empty password": "ssh://deploy:@example.com/var/www/site",
  ".. in the path": "ssh://deploy@example.com/var/www/../etc",
  "a percent-encoded ..": "ssh://deploy@example.com/var/www/%2E%2E/etc",
  "..%2F inside one step": "ssh://deploy@example.com/var/www%2F..%2Fetc",
  "a user starting with -": "ssh://-oProxyCommand=touch%20x@example.com/var/www/site",
  "a user with a space": "ssh://de%20ploy@example.com/var/www/site",
  "a host starting with -": "ssh://deploy@-oProxyCommand=x/var/www/site",
  "a percent-encoded host": "ssh://deploy@exa%6Dple.com/var/www/site",
  "no user": "ssh://example.com/var/www/site",
  "another scheme": "sftp://deploy@example.com/var/www/site",
  "a port out of range": "ssh://deploy@example.com:70000/var/www/site",
  "a quote in the path": "ssh://deploy@example.com/var/www/it's",
  "no path": "ssh://deploy@example.com",
};

test("DEPLOY_TARGET: the good forms parse, IPv6 included; deploy --dry-run refuses each bad one before ssh", () => {
  const named = {
    user: "deploy",
    host: "example.com",
    ipv6: false,
    port: "2222",
    path: "/var/www/makkah-tech",
  };
  assert.deepEqual(parseTarget("ssh://deploy@example.com:2222/var/www/makkah-tech/"), named);
  const ipv6 = { ...named, host: "::1", ipv6: true, port: "4551", path: "/srv/site" };
  assert.deepEqual(parseTarget("ssh://deploy@[::1]:4551/srv/site"), ipv6);
  assert.equal(parseTarget("ssh://deploy@example.com/~/site").path, "site");
  const dir = mkdtempSync(join(tmpdir(), "deploy-target-"));
  try {
    const calls = join(dir, "ssh-called");
    for (const tool of ["ssh", "rsync", "ssh-agent"])
      writeFileSync(join(dir, tool), `#!/bin/sh\necho "$0 $*" >> ${calls}\nexit 1\n`, { mode: 0o755 });
    for (const [what, target] of Object.entries(bad)) {
      assert.throws(() => parseTarget(target), /DEPLOY_TARGET/, `${what}: ${target}`);
      const r = spawnSync(process.execPath, [join(root, "scripts/deploy/deploy.mjs"), "--dry-run"], {
        env: {
          ...process.env,
          PATH: `${dir}:${process.env.PATH}`,
          DEPLOY_TARGET: target,
          DEPLOY_SSH_KEY: "not a key",
        },
        encoding: "utf8",
      });
      assert.equal(r.status, 1, `${what}: exit ${r.status}\n${r.stdout}${r.stderr}`);
      assert.match(r.stderr, /deploy: DEPLOY_TARGET/, what);
      assert.equal(existsSync(calls), false, `${what}: the host was reached`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a build holding a .deploy/ folder (the release's records are the deploy's own) is refused before ssh", () => {
  // A preview's out/ is a branch's data: its .deploy/manifest would replace the deploy's (rsync keeps the first).
  const dir = mkdtempSync(join(tmpdir(), "deploy-records-"));
  try {
    const calls = join(dir, "ssh-called");
    for (const tool of ["ssh", "rsync", "ssh-agent"])
      writeFileSync(join(dir, tool), `#!/bin/sh\necho "$0 $*" >> ${calls}\nexit 1\n`, { mode: 0o755 });
    const out = join(dir, "out");
    mkdirSync(join(out, ".deploy"), { recursive: true });
    writeFileSync(join(out, "index.html"), '<meta name="robots" content="noindex, nofollow">');
    writeFileSync(join(out, ".deploy/manifest"), "index.html\n");
    for (const args of [["--dry-run"], ["--preview", "5"], []]) {
      const r = spawnSync(process.execPath, [join(root, "scripts/deploy/deploy.mjs"), ...args], {
        env: {
          ...process.env,
          PATH: `${dir}:${process.env.PATH}`,
          DEPLOY_TARGET: "ssh://deploy@example.com/var/www/site",
          DEPLOY_SSH_KEY: "not a key",
          DEPLOY_OUT_DIR: out,
        },
        encoding: "utf8",
      });
      assert.equal(r.status, 1, `${args.join(" ")}: exit ${r.status}\n${r.stdout}${r.stderr}`);
      assert.match(r.stderr, /holds a \.deploy\/ folder/, args.join(" "));
      assert.equal(existsSync(calls), false, `${args.join(" ")}: the host was reached`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
