// scripts/check/check-artifact.mjs, the trusted job's check of the preview build a pull request's run handed over:
// regular files pass; a symlink, a file over the size cap and an empty artifact are refused, naming each.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { root } from "./support.mjs";

const work = mkdtempSync(join(tmpdir(), "artifact-"));
after(() => rmSync(work, { recursive: true, force: true }));
const check = (...args) =>
  spawnSync(process.execPath, [join(root, "scripts/check/check-artifact.mjs"), ...args], {
    encoding: "utf8",
  });

test("a build of regular files passes; a symlink, the size cap and an empty folder fail", () => {
  const site = join(work, "site");
  mkdirSync(join(site, "about-us"), { recursive: true });
  writeFileSync(join(site, "index.html"), "<!doctype html>");
  writeFileSync(join(site, ".htaccess"), "Options -Indexes\n");
  writeFileSync(join(site, "about-us/index.html"), "x".repeat(2 * 2 ** 20));
  assert.equal(check(site).status, 0);
  const over = check(site, "--max-mb", "1");
  assert.equal(over.status, 1);
  assert.match(over.stderr, /over the cap of 1 MB/);
  symlinkSync("/etc/passwd", join(site, "passwd.html"));
  const link = check(site);
  assert.equal(link.status, 1);
  assert.match(link.stderr, /passwd\.html: not a regular file \(a symlink\)/);
  mkdirSync(join(work, "empty"));
  assert.match(check(join(work, "empty")).stderr, /no files/);
});
