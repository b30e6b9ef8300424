// Temporary folders for the tests: made under the system's temporary directory, filled from a { path: contents }
// map, and removed when the test file's tests are done.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after } from "node:test";

/** Writes `files` (path → text or bytes) under `dir`, making their folders. */
export function writeFiles(/** @type {string} */ dir, /** @type {Record<string, string | Buffer>} */ files) {
  for (const [file, data] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), data);
  }
}

/** A new temporary folder holding `files`, removed after the test file's tests. */
export function tempDir(
  /** @type {string} */ prefix,
  /** @type {Record<string, string | Buffer>} */ files = {},
) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  after(() => rmSync(dir, { recursive: true, force: true }));
  writeFiles(dir, files);
  return dir;
}
