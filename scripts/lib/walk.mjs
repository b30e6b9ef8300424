// The one directory walk over the built site (out/): post-build steps, budget and HTML checks, the audit's
// route fallback and the tests that read every exported page all use it, so they agree on what "every
// page" is. Sorted, so reports and failures come out in the same order on every machine.
import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Every file under `dir` (absolute paths when `dir` is), depth first in name order. `suffix` keeps only
 * names ending with it (".html"); `skipDir(name)` leaves out directories by name (e.g. "_next").
 * @param {string} dir @param {{ suffix?: string, skipDir?: (name: string) => boolean }} [options]
 */
export function* walkFiles(dir, { suffix = "", skipDir = () => false } = {}) {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skipDir(entry.name)) yield* walkFiles(path, { suffix, skipDir });
    } else if (entry.name.endsWith(suffix)) yield path;
  }
}

/** walkFiles as an array (most callers filter or count). */
export const listFiles = (dir, options) => [...walkFiles(dir, options)];
