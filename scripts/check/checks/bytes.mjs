// Check 1, bytes: the gzipped (-9) JS and CSS each route's HTML loads up front, the HTML itself, what the first
// paint needs (the document, render-blocking stylesheets and preloaded fonts) and the Arabic font a page can
// load, against scripts/check/budgets.mjs; and no Arabic page costs more script than its English twin.
import { readFileSync, statSync } from "node:fs";
import { elements, rawText } from "../../lib/html.mjs";
import { budgets } from "../budgets.mjs";

/**
 * Bytes of the Arabic-script font files a page can load: every woff2 of an @font-face whose unicode-range
 * reaches into the Arabic block (U+06xx) in the stylesheets the page links or inlines. Raw size: woff2 is
 * compressed already.
 */
function arabicFontBytes(site, { page, url: pageUrl, css }) {
  const fonts = new Set();
  const sheets = [{ text: elements(page, "style").map(rawText).join("\n"), base: pageUrl }];
  for (const u of css) {
    const f = site.resolveUrl(u, pageUrl);
    if (f)
      sheets.push({ text: readFileSync(f, "utf8"), base: new URL(`/${site.rel(f)}`, "http://site.invalid") });
  }
  for (const { text, base } of sheets)
    for (const face of text.match(/@font-face\s*{[^}]*}/g) ?? []) {
      if (!/U\+0?6[0-9a-f?]{2}\b/i.test(face)) continue;
      for (const m of face.matchAll(/url\(\s*['"]?([^'")]+\.woff2)/g)) {
        const file = site.resolvePath(new URL(m[1], base).pathname);
        if (file) fonts.add(file);
      }
    }
  return [...fonts].reduce((total, f) => total + statSync(f).size, 0);
}

/**
 * The byte table (one row per route) and its problems. `firstPaintBudgets` is budgets.firstPaintBytesPerRoute
 * unless another build's (the photo fixture's) applies.
 * @param {ReturnType<typeof import("./site.mjs").readSite>} site
 * @param {{ en: number, ar: number }} firstPaintBudgets
 */
export function byteBudgets(site, firstPaintBudgets) {
  const problems = [];
  const rows = [];
  for (const p of site.pages) {
    const { file, route } = p;
    // Real routes only (404 pages are checked for links, not bytes).
    if (!site.rel(file).endsWith("index.html") || route.startsWith("/_") || /^\/(ar\/)?404\/$/.test(route))
      continue;
    const sum = (set, size = site.gzipSize) =>
      [...set].map((u) => site.resolveUrl(u, p.url)).reduce((total, f) => total + (f ? size(f) : 0), 0);
    const row = {
      route,
      jsFiles: p.js.size,
      js: sum(p.js),
      css: sum(p.css),
      html: site.gzipSize(file),
      // woff2 is compressed already: raw bytes.
      firstPaint: site.gzipSize(file) + sum(p.blockingCss) + sum(p.preloadedFonts, (f) => statSync(f).size),
      arabicFont: arabicFontBytes(site, p),
    };
    rows.push(row);
    const firstPaint = firstPaintBudgets[route.startsWith("/ar/") ? "ar" : "en"];
    for (const [what, value, budget] of [
      [`JS ${row.js} B gz`, row.js, budgets.jsGzipPerRoute],
      [`CSS ${row.css} B gz`, row.css, budgets.cssGzipPerRoute],
      [`HTML ${row.html} B gz`, row.html, budgets.htmlGzipPerRoute],
      [`first paint needs ${row.firstPaint} B`, row.firstPaint, firstPaint],
      [`Arabic font ${row.arabicFont} B`, row.arabicFont, budgets.arabicFontBytesPerRoute],
    ])
      if (value > budget) problems.push(`${route}: ${what} > budget ${budget} B`);
  }
  for (const row of rows.filter((r) => r.route.startsWith("/ar/"))) {
    const twin = rows.find((r) => r.route === (row.route === "/ar/" ? "/" : row.route.slice(3)));
    // Articles (and so their category and index pages) may exist in Arabic only (docs/content.md): no twin to
    // compare with. Every other Arabic page must have one.
    if (!twin) {
      if (!row.route.startsWith("/ar/blogs/")) problems.push(`${row.route}: no English twin in out/`);
    } else if (row.js - twin.js > budgets.arabicJsOverEnglish)
      problems.push(
        `${row.route}: JS ${row.js} B gz is ${row.js - twin.js} B over its English twin (budget ${budgets.arabicJsOverEnglish} B)`,
      );
  }
  return { rows, problems };
}
