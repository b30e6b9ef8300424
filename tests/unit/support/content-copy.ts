import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { tempDir, writeFiles } from "../../support/temp.mjs";

/**
 * Runs `check` on a copy of content/ with `edit` applied to the named files (path → text → text; a file that
 * does not exist is edited from ""); the copy is removed after the test.
 */
export function withMistakes<T>(edits: Record<string, (text: string) => string>, check: (root: string) => T) {
  const root = tempDir("mts-content-");
  cpSync("content", join(root, "content"), { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(root, file);
    const before = existsSync(path) ? readFileSync(path, "utf8") : "";
    const after = edit(before);
    assert.notEqual(after, before, `the mistake was written into ${file}`);
    writeFileSync(path, after);
  }
  return check(root);
}

/** Runs `read` with CONTENT_ROOT at a temporary folder holding `files` (path → text), then restores and removes it. */
export function withContentRoot<T>(files: Record<string, string>, read: () => T): T {
  const root = mkdtempSync(join(tmpdir(), "mts-content-root-"));
  const before = process.env.CONTENT_ROOT;
  try {
    writeFiles(root, files);
    process.env.CONTENT_ROOT = root;
    return read();
  } finally {
    if (before === undefined) delete process.env.CONTENT_ROOT;
    else process.env.CONTENT_ROOT = before;
    rmSync(root, { recursive: true, force: true });
  }
}

/** A build script (scripts/build/<name>.mjs) run on the content under `root`, as `npm run build` runs it. */
export const runBuildStep = (name: string, root: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ["--import", "tsx", `scripts/build/${name}.mjs`], {
    env: { ...process.env, CONTENT_ROOT: root, ...env },
    encoding: "utf8",
  });

/** Fails unless one of `lines` matches `re`. */
export const assertSomeLine = (lines: string[], re: RegExp) =>
  assert.ok(
    lines.some((line) => re.test(line)),
    `no line matches ${re}:\n${lines.join("\n")}`,
  );
