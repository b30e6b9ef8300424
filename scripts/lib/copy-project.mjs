// A copy of the project for tests that edit or build it (the fixture site, scripts/lib/fixture.mjs; the CMS
// end-to-end tests): the real working tree is never touched.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What a copy leaves out: dependencies (hard-linked instead), builds, reports and the fixture site itself. */
const skip = new Set([
  "node_modules",
  ".next",
  "out",
  "reports",
  "test-results",
  "playwright-report",
  ".git",
  ".scratch",
  ".fixture",
]);

/** Copies the project at `root` into `dir` (created; node_modules hard-linked), without builds or reports. */
export function copyProjectTo(root, dir) {
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(root)) {
    if (!skip.has(entry)) cpSync(join(root, entry), join(dir, entry), { recursive: true });
  }
  // Turbopack will not follow a node_modules symlink out of the project: hard links (same file system).
  const linked = spawnSync("cp", ["-al", join(root, "node_modules"), join(dir, "node_modules")]);
  if (linked.status !== 0) cpSync(join(root, "node_modules"), join(dir, "node_modules"), { recursive: true });
  return dir;
}

/** A copy of the project at `root` in a new temporary folder (see copyProjectTo). */
export function copyProject(root, prefix = "mts-copy-") {
  return copyProjectTo(root, mkdtempSync(join(tmpdir(), prefix)));
}
