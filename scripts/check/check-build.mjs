#!/usr/bin/env node
// The cheap checks on the built site (out/), run by `npm test` after the build, one module each in checks/ (its
// first lines say what it holds): 1 bytes against scripts/check/budgets.mjs (checks/bytes.mjs), 2 no external
// origins (external.mjs), 3 internal links and assets (links.mjs), 4 the content manager apart (admin.mjs),
// 5 search on demand (search.mjs), 6 no image metadata and 7 only used uploads (images.mjs). Checks 1-3 and 5
// cover the public site; out/admin/ is check 4's.
// Prints a table and exits non-zero on any failure. `--json` prints the byte table as JSON instead.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { budgets } from "./budgets.mjs";
import { adminApart } from "./checks/admin.mjs";
import { byteBudgets } from "./checks/bytes.mjs";
import { externalOrigins } from "./checks/external.mjs";
import { imageMetadata, unusedUploadsPublished } from "./checks/images.mjs";
import { internalLinks } from "./checks/links.mjs";
import { searchOnDemand } from "./checks/search.mjs";
import { readSite } from "./checks/site.mjs";

const root = resolve(fileURLToPath(import.meta.url), "../../..");
// OUT_DIR checks another build (the photo fixture build of tests/fixture-site/photos.test.mjs).
const out = resolve(process.env.OUT_DIR ?? join(root, "out"));
// BUDGETS=photos: the photo fixture's first-paint budgets (its pages carry the <picture> markup of real photos).
const firstPaintBudgets =
  process.env.BUDGETS === "photos" ? budgets.photos.firstPaintBytesPerRoute : budgets.firstPaintBytesPerRoute;

if (!existsSync(join(out, "index.html"))) {
  console.error("out/ is missing: run `npm run build` first.");
  process.exit(1);
}
/** The site's own origin, from content/data/company.json (its canonical and og URLs are allowed to be absolute). */
const siteUrl = JSON.parse(readFileSync(join(root, "content/data/company.json"), "utf8")).url;
const site = readSite(out, siteUrl ? new URL(siteUrl).origin : null);
const { rows, problems: bytes } = byteBudgets(site, firstPaintBudgets);
// The project whose out/ this is names the uploads (a fixture copy has its own content/).
const project = existsSync(join(out, "../content")) ? resolve(out, "..") : root;
// Each check's problems under the line it prints.
const problems = {
  "byte budgets": bytes,
  "no external origins": externalOrigins(site),
  "internal links and assets": internalLinks(site),
  "content manager apart from the site": adminApart(site),
  "search loads on demand, WebAssembly allowed on the search pages only": searchOnDemand(site),
  "no image carries metadata (EXIF, GPS, XMP, IPTC, comments)": await imageMetadata(out),
  "only the uploads an entry uses are published": unusedUploadsPublished(out, project),
};

// ---------- report ----------
if (process.argv.includes("--json")) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const kb = (b) => (b / 1000).toFixed(1);
  const pad = (s, n) => String(s).padEnd(n);
  const w = Math.max(...rows.map((r) => r.route.length), 5);
  console.log(
    `${pad("route", w)}  files  JS gz KB  CSS gz KB  HTML gz KB  1st paint KB  AR font KB   (budgets: JS ${kb(budgets.jsGzipPerRoute)}, CSS ${kb(budgets.cssGzipPerRoute)}, HTML ${kb(budgets.htmlGzipPerRoute)}, first paint ${kb(budgets.firstPaintBytesPerRoute.en)} / ${kb(budgets.firstPaintBytesPerRoute.ar)} (Arabic), Arabic font ${kb(budgets.arabicFontBytesPerRoute)}, Arabic JS over English ${kb(budgets.arabicJsOverEnglish)})`,
  );
  for (const r of rows.sort((a, b) => a.route.localeCompare(b.route)))
    console.log(
      `${pad(r.route, w)}  ${pad(r.jsFiles, 5)}  ${kb(r.js).padStart(8)}  ${kb(r.css).padStart(9)}  ${kb(r.html).padStart(10)}  ${kb(r.firstPaint).padStart(12)}  ${kb(r.arabicFont).padStart(10)}`,
    );
  console.log(`\n${rows.length} routes, ${site.pages.length} HTML files checked.`);
}

let failed = false;
for (const [label, list] of Object.entries(problems)) {
  if (list.length) {
    failed = true;
    console.error(`\n✘ ${label}: ${list.length} problem(s)`);
    for (const p of [...new Set(list)].slice(0, 40)) console.error(`  ${p}`);
  } else console.log(`✔ ${label}`);
}
process.exit(failed ? 1 : 0);
