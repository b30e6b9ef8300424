#!/usr/bin/env node
// `npm run build`: every build step in order, in this one process (the site's TypeScript compiled once, by tsx),
// `next build` as a child; each step's time printed after it. A step failing stops the build (exit 1).
//   node --import tsx scripts/build/index.mjs                   the whole build
//   node --import tsx scripts/build/index.mjs --from=postbuild  the steps after `next build` (capture-fixture)
// Each step's module is loaded when its step starts: share-cards sets fontconfig before sharp is first loaded.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const out = join(root, "out");
const next = createRequire(import.meta.url).resolve("next/dist/bin/next");

/** The steps, in order: a name and a function that returns false (or throws) when the build must stop. */
export const steps = /** @type {[string, () => unknown][]} */ ([
  ["validate-content", async () => (await import("./validate-content.mjs")).validateContent()],
  ["share-cards", async () => (await import("./share-cards.mjs")).shareCards()],
  [
    "next build",
    () => spawnSync(process.execPath, [next, "build"], { cwd: root, stdio: "inherit" }).status === 0,
  ],
  ["postbuild", async () => (await import("./postbuild.mjs")).postbuild()],
  ["search-index", async () => (await import("./search-index.mjs")).buildSearchIndex()],
  [
    "forms-rules",
    async () =>
      console.log(`forms-rules: wrote ${await (await import("./forms-rules.mjs")).writeRules(out)}`),
  ],
  [
    "desk-copy",
    async () => console.log(`desk-copy: wrote ${await (await import("./desk-copy.mjs")).writeDeskCopy(out)}`),
  ],
  ["error-pages", async () => (await import("./error-pages.mjs")).writeErrorPages()],
  ["build-admin", async () => (await import("./build-admin.mjs")).buildAdmin()],
  [
    "prune-uploads",
    async () => {
      const removed = (await import("./prune-uploads.mjs")).pruneUploads(out);
      for (const file of removed) console.log(`prune-uploads: ${file} is used by no entry: not published`);
      console.log(`prune-uploads: ${removed.length} unused upload(s) left out of out/`);
    },
  ],
  ["strip-metadata", async () => (await import("./strip-metadata.mjs")).stripMetadata([out])],
]);

/** Runs the steps from `from` on; false when one failed (its reason printed). */
export async function build(from = steps[0][0]) {
  const first = steps.findIndex(([name]) => name === from);
  if (first < 0) throw new Error(`build: no step ${from} (${steps.map(([n]) => n).join(", ")})`);
  const started = performance.now();
  for (const [name, step] of steps.slice(first)) {
    const t = performance.now();
    let ok;
    try {
      ok = (await step()) !== false;
    } catch (error) {
      console.error(`${name}: ${error.message}`);
      ok = false;
    }
    console.log(
      `build: ${name} ${ok ? "done" : "FAILED"} in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    if (!ok) return false;
  }
  console.log(`build: all steps in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const from = process.argv.find((a) => a.startsWith("--from="))?.slice("--from=".length);
  process.exit((await build(from)) ? 0 : 1);
}
