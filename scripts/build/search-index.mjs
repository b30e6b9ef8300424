// The site search index (docs/search.md), built by `npm run build` after the post-build steps: Pagefind
// reads the exported pages of out/ and writes out/pagefind/, one index per <html lang> (English, and
// Arabic with its own stemmer). Which pages: exactly those of out/sitemap.xml (every route of both
// editions; not the 404, 413 or search pages). What of a page: its <main data-pagefind-body> (header,
// footer and menus stay out), less what carries data-pagefind-ignore.
// Nothing references out/pagefind/ from a page: the search page's island imports it when the visitor
// searches, so no page pays for it before its first paint (scripts/check/check-build.mjs checks that).
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { sitemapFiles } from "../lib/sitemap.mjs";

const root = resolve(import.meta.dirname, "../..");

/** What the site's own search code uses of Pagefind's output; its ready-made UIs are removed. */
const KEEP =
  /^(pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|wasm\.(en|ar)\.pagefind|pagefind\.[\w-]+\.pf_meta|index|fragment|filter)$/;

export async function buildSearchIndex(out = resolve(process.env.OUT_DIR ?? join(root, "out"))) {
  const sitemap = join(out, "sitemap.xml");
  if (!existsSync(sitemap)) throw new Error(`${relative(root, sitemap)} is missing: run next build first`);
  const files = sitemapFiles(readFileSync(sitemap, "utf8"));
  const missing = files.filter((f) => !existsSync(join(out, f)));
  if (missing.length) throw new Error(`sitemap pages missing from out/: ${missing.join(", ")}`);

  const pagefind = await import("pagefind");
  const target = join(out, "pagefind");
  rmSync(target, { recursive: true, force: true });
  try {
    const { index, errors } = await pagefind.createIndex({ writePlayground: false });
    if (!index) throw new Error(`Pagefind did not start: ${errors.join("; ")}`);
    const problems = [];
    for (const file of files) {
      const html = readFileSync(join(out, file), "utf8");
      if (!/<main\b[^>]*\sdata-pagefind-body/.test(html))
        problems.push(`${file}: no <main data-pagefind-body>`);
      const url = `/${file.replace(/index\.html$/, "")}`;
      const added = await index.addHTMLFile({ url, content: html });
      if (added.errors.length) problems.push(`${file}: ${added.errors.join("; ")}`);
      else if (!added.file?.uniqueWords) problems.push(`${file}: no words indexed`);
    }
    if (problems.length) throw new Error(`pages Pagefind could not index:\n  ${problems.join("\n  ")}`);
    const written = await index.writeFiles({ outputPath: target });
    if (written.errors.length) throw new Error(`Pagefind could not write: ${written.errors.join("; ")}`);
  } finally {
    await pagefind.close();
  }
  for (const name of readdirSync(target)) {
    if (!KEEP.test(name)) rmSync(join(target, name), { recursive: true, force: true });
  }
  const entry = JSON.parse(readFileSync(join(target, "pagefind-entry.json"), "utf8"));
  const summary = Object.entries(entry.languages)
    .map(([lang, { page_count }]) => `${lang} ${page_count}`)
    .join(", ");
  console.log(`search index: ${files.length} pages (${summary}) in ${relative(root, target)}/`);
  return entry;
}
