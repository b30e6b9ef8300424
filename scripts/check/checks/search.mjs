// Check 5, search on demand (docs/search.md): no page references Pagefind or loads its code except the search
// pages, only their CSP allows WebAssembly, and the index has both editions and every page of the sitemap.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { elements } from "../../lib/html.mjs";
import { SEARCH_ROUTES } from "./site.mjs";

/** @param {ReturnType<typeof import("./site.mjs").readSite>} site */
export function searchOnDemand(site) {
  const { out, rel, resolvePath, resolveUrl } = site;
  const problems = [];
  for (const { file, html, page, route, url: pageUrl, js } of site.pages) {
    const isSearch = SEARCH_ROUTES.has(route);
    if (/\/pagefind\//.test(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")))
      problems.push(`${rel(file)}: the HTML references /pagefind/ (it must load on demand only)`);
    for (const u of isSearch ? [] : js) {
      const f = resolveUrl(u, pageUrl);
      if (f && readFileSync(f, "utf8").includes("/pagefind/"))
        problems.push(`${rel(file)}: its script ${u} carries the search code`);
    }
    const policy =
      elements(page, "meta").find((m) => m.attribs["http-equiv"] === "Content-Security-Policy")?.attribs
        .content ?? "";
    if (policy.includes("wasm-unsafe-eval") !== isSearch)
      problems.push(
        `${rel(file)}: 'wasm-unsafe-eval' ${isSearch ? "missing from" : "in"} its CSP (only the search pages have it)`,
      );
  }
  // The index: one per edition, covering every page of the sitemap (scripts/build/search-index.mjs).
  const entryFile = join(out, "pagefind", "pagefind-entry.json");
  const sitemapPages = (readFileSync(join(out, "sitemap.xml"), "utf8").match(/<loc>/g) ?? []).length;
  if (!existsSync(entryFile)) problems.push("out/pagefind/pagefind-entry.json is missing");
  else {
    const { languages } = JSON.parse(readFileSync(entryFile, "utf8"));
    const counts = Object.fromEntries(Object.entries(languages).map(([l, v]) => [l, v.page_count]));
    if (Object.keys(counts).sort().join() !== "ar,en")
      problems.push(`the search index has languages ${Object.keys(counts)}, not ar and en`);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    if (total !== sitemapPages)
      problems.push(`the search index holds ${total} pages, the sitemap ${sitemapPages}`);
  }
  for (const route of SEARCH_ROUTES)
    if (!resolvePath(route)) problems.push(`the search page ${route} is missing`);
  return problems;
}
