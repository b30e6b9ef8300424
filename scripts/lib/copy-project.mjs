// A throwaway copy of the project for tests that build or edit it (tests/publishing, e2e/cms.spec.ts, the
// audit's photo fixture): the real working tree is never touched.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A copy of the project at `root` in a temporary folder (node_modules hard-linked), without builds or reports. */
export function copyProject(root, prefix = "mts-photos-") {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const skip = new Set([
    "node_modules",
    ".next",
    "out",
    "reports",
    "test-results",
    "playwright-report",
    ".git",
    ".scratch",
  ]);
  for (const entry of readdirSync(root)) {
    if (!skip.has(entry)) cpSync(join(root, entry), join(dir, entry), { recursive: true });
  }
  // Turbopack will not follow a node_modules symlink out of the project: hard links (same file system).
  const linked = spawnSync("cp", ["-al", join(root, "node_modules"), join(dir, "node_modules")]);
  if (linked.status !== 0) cpSync(join(root, "node_modules"), join(dir, "node_modules"), { recursive: true });
  return dir;
}
