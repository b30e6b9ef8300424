#!/usr/bin/env node
// Compares the HTML of two builds page by page, what a visitor gets, with what changes from build to build set
// aside: hashed file names under /_next/ and the build id. `node scripts/dev/compare-html.mjs BASE_OUT [OUT]`
// prints each differing file (with the first difference) and the count; exits 1 when any differs or is missing.
import { existsSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { listFiles } from "../lib/walk.mjs";

const [baseDir, outDir = "out"] = process.argv.slice(2).map((d) => resolve(d));
if (!baseDir || !existsSync(baseDir)) {
  console.error("usage: node scripts/dev/compare-html.mjs BASE_OUT [OUT]");
  process.exit(2);
}

/** The build id of an out/ folder: the name Next gives its per-build folder under _next/static/. */
const buildId = (dir) => {
  const page = readFileSync(join(dir, "index.html"), "utf8");
  return page.match(/"b":"([\w-]+)"/)?.[1] ?? page.match(/\/_next\/static\/([\w-]{10,})\/_/)?.[1];
};

function normalise(html, id) {
  return (
    (id ? html.replaceAll(id, "BUILD_ID") : html)
      // Hashed chunk, CSS and media names: /_next/static/chunks/0a1b2c3d4e5f.js, …/media/x.0a1b2c3d4e5f-360.avif
      .replace(
        /(\/_next\/static\/[\w/.-]*?)[0-9a-z_~-]{8,}(\.(?:js|css|woff2|avif|webp|jpg|png|svg))/gi,
        "$1HASH$2",
      )
      .replace(/\.[0-9a-f]{12}(-\d+\.(?:avif|webp|jpg|png))/g, ".HASH$1")
      // Module ids of the flight data in the inline scripts.
      .replace(/static\/chunks\/[^"\\]+/g, "static/chunks/CHUNK")
      // Next's per-build asset query (?dpl=…) and integrity hashes.
      .replace(/\?dpl=[\w-]+/g, "")
      .replace(/integrity="[^"]+"/g, 'integrity=""')
  );
}

const files = listFiles(baseDir, { suffix: ".html" }).map((f) => relative(baseDir, f));
const [baseId, outId] = [buildId(baseDir), buildId(outDir)];
let differing = 0;
for (const file of files) {
  const other = join(outDir, file);
  if (!existsSync(other)) {
    console.log(`missing: ${file}`);
    differing++;
    continue;
  }
  const a = normalise(readFileSync(join(baseDir, file), "utf8"), baseId);
  const b = normalise(readFileSync(other, "utf8"), outId);
  if (a === b) continue;
  differing++;
  let i = 0;
  while (a[i] === b[i]) i++;
  console.log(
    `differs: ${file} at ${i}\n  base: …${a.slice(Math.max(0, i - 80), i + 120)}\n  new:  …${b.slice(Math.max(0, i - 80), i + 120)}`,
  );
}
const extra = listFiles(outDir, { suffix: ".html" }).filter(
  (f) => !existsSync(join(baseDir, relative(outDir, f))),
);
for (const f of extra) console.log(`new: ${relative(outDir, f)}`);
console.log(`${files.length} HTML files compared: ${differing} differ, ${extra.length} new`);
process.exit(differing || extra.length ? 1 : 0);
