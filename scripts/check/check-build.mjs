#!/usr/bin/env node
// The cheap budget checks on the built site (out/), run by `npm test` after the build:
//  1. bytes: gzipped (-9) JS and CSS each route's HTML loads up front, the HTML itself, and what the first paint
//     needs (the document, render-blocking stylesheets and preloaded fonts), against scripts/check/budgets.mjs;
//  2. no external origins: nothing in out/**/*.{html,css,js} loads a script, style, image, font or frame
//     from another origin (outbound <a href> links are fine, and so are the site's own canonical/og URLs);
//  3. every internal link and asset referenced from out/**/*.html (and url() in CSS) resolves to a file in out/;
//  4. the content manager stays apart (docs/decisions/cms.md): out/admin/ is `noindex` with its own CSP (the
//     only one allowing 'unsafe-eval'), robots.txt disallows it, the sitemap omits it, and no public page
//     references anything under /admin/ or carries Decap's code. Checks 1-3 cover the public site only.
//  5. search: no page references Pagefind or loads its code except the search pages, only their CSP allows
//     WebAssembly, and the index has both editions and every page of the sitemap.
//  6. no image carries metadata: every JPEG, PNG, WebP, AVIF, GIF and SVG in out/ (the content manager's
//     included) is free of EXIF, GPS, XMP, IPTC and comments (SVG: <metadata>, comments, editor namespaces);
//     a failure names the file and what it carries (scripts/lib/image-metadata.mjs, docs/images.md).
//     Images are known by their bytes, whatever their names; a HEIC, a PDF named .jpg or an SVG that could run
//     script is named as refused.
//  7. only used uploads are published: no file under out/images/uploads/ that no entry of content/ names
//     (scripts/build/prune-uploads.mjs removes them in the build).
// Prints a table and exits non-zero on any failure. `--json` prints the byte table as JSON instead.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { budgets } from "./budgets.mjs";
import { imagesWithMetadata } from "../lib/image-metadata.mjs";
import { unusedUploads } from "../build/prune-uploads.mjs";
import { listFiles } from "../lib/walk.mjs";
import { DEFERRED_SCRIPTS_ID, deferredScriptList } from "../build/postbuild/defer-scripts.mjs";
import { elements, parseHtml, rawText } from "../lib/html.mjs";

const root = resolve(fileURLToPath(import.meta.url), "../../..");
// OUT_DIR checks another build (the photo fixture build of tests/fixture-site/photos.test.mjs).
const out = resolve(process.env.OUT_DIR ?? join(root, "out"));
// BUDGETS=photos: the photo fixture's first-paint budgets (its pages carry the <picture> markup of real photos).
const firstPaintBudgets =
  process.env.BUDGETS === "photos" ? budgets.photos.firstPaintBytesPerRoute : budgets.firstPaintBytesPerRoute;

/** The site's own origin, from content/data/company.json (its canonical and og URLs are allowed to be absolute). */
const siteUrl = JSON.parse(readFileSync(join(root, "content/data/company.json"), "utf8")).url;
const siteOrigin = siteUrl ? new URL(siteUrl).origin : null;

/**
 * Hosts that appear in framework JS as plain strings (XML namespaces, error-page links in React/Next
 * messages) and are never requested. Anything else absolute in a script or stylesheet fails the check.
 */
const inertHosts = new Set([
  "www.w3.org",
  "react.dev",
  "reactjs.org",
  "nextjs.org",
  "schema.org",
  "github.com",
  // Pagefind (out/pagefind/) parses result URLs against this base; it never requests it.
  "example.com",
  // The forms' ALTCHA widget (loaded on the first touch of a form): Svelte's error-page links in its messages
  // and ALTCHA's footer link, which the site hides; neither is ever fetched.
  "svelte.dev",
  "altcha.org",
]);

// ---------- helpers ----------

/**
 * Bytes of the Arabic-script font files a page can load: every woff2 of an @font-face whose
 * unicode-range reaches into the Arabic block (U+06xx) in the stylesheets the page links or inlines.
 * Raw size: woff2 is compressed already.
 */
function arabicFontBytes(cssUrls, inlineCss, pageUrl) {
  const fonts = new Set();
  const sheets = [{ text: inlineCss, base: pageUrl }];
  for (const u of cssUrls) {
    const f = isExternal(u) ? null : resolvePath(new URL(u, pageUrl).pathname);
    if (f) sheets.push({ text: readFileSync(f, "utf8"), base: new URL(`/${rel(f)}`, "http://site.invalid") });
  }
  for (const { text, base } of sheets) {
    for (const face of text.match(/@font-face\s*{[^}]*}/g) ?? []) {
      if (!/U\+0?6[0-9a-f?]{2}\b/i.test(face)) continue;
      for (const m of face.matchAll(/url\(\s*['"]?([^'")]+\.woff2)/g)) {
        const file = resolvePath(new URL(m[1], base).pathname);
        if (file) fonts.add(file);
      }
    }
  }
  let total = 0;
  for (const f of fonts) total += statSync(f).size;
  return total;
}
const gz = new Map();
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gz.get(file);
};

/** Inline <script> bodies that run (JSON-LD and other JSON blocks are data and are not executed). */
const inlineScripts = (page) =>
  elements(page, "script")
    .filter((el) => !el.attribs.src && !/application\/(ld\+)?json/.test(el.attribs.type ?? ""))
    .map(rawText);

/** Maps a URL path (as written in HTML) to the file in out/ a static host serves for it, or null. */
function resolvePath(urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidates = path.endsWith("/")
    ? [join(out, path, "index.html")]
    : [join(out, path), join(out, path, "index.html"), join(out, `${path}.html`)];
  return candidates.find((f) => f.startsWith(out) && existsSync(f) && statSync(f).isFile()) ?? null;
}

const isExternal = (u) => /^(https?:)?\/\//i.test(u);
const rel = (f) => relative(out, f).split(sep).join("/");

// ---------- run ----------
if (!existsSync(join(out, "index.html"))) {
  console.error("out/ is missing: run `npm run build` first.");
  process.exit(1);
}

/** The content manager's files (out/admin/): checked by check 4, not as public pages. */
const isAdmin = (f) => rel(f).startsWith("admin/");
const allFiles = listFiles(out);
const files = allFiles.filter((f) => !isAdmin(f));
const htmlFiles = files.filter((f) => f.endsWith(".html"));
const problems = { bytes: [], external: [], links: [], admin: [], search: [], metadata: [], uploads: [] };
/** The search pages (their CSP alone allows WebAssembly; scripts/build/postbuild/csp.mjs WASM_PAGES). */
const SEARCH_ROUTES = new Set(["/search/", "/ar/search/"]);
const rows = [];

for (const file of htmlFiles) {
  const html = readFileSync(file, "utf8");
  const page = parseHtml(html);
  const pageUrl = new URL(`/${rel(file)}`.replace(/index\.html$/, ""), "http://site.invalid");
  const ids = new Set(elements(page).map((el) => el.attribs.id));
  const anchors = new Set();
  const js = new Set();
  const css = new Set();
  /** Render-blocking stylesheets and preloaded fonts: what the browser fetches for its first paint. */
  const blockingCss = new Set();
  const preloadedFonts = new Set();

  for (const { name, attribs: attrs } of elements(page)) {
    /** Every URL this tag references, with whether the browser loads it (vs. navigates to it). */
    const refs = [];
    const relTokens = (attrs.rel ?? "").toLowerCase().split(/\s+/);
    if (name === "a" && attrs.href) refs.push({ url: attrs.href, loads: false });
    if (name === "link" && attrs.href) {
      const identifies = relTokens.some((r) => ["canonical", "alternate"].includes(r));
      refs.push({ url: attrs.href, loads: !identifies, ownAbsoluteOk: identifies });
      if (relTokens.includes("stylesheet")) {
        css.add(attrs.href);
        if (!attrs.media || /^(all|screen)$/i.test(attrs.media)) blockingCss.add(attrs.href);
      }
      if (relTokens.includes("preload") && attrs.as === "font") preloadedFonts.add(attrs.href);
      if (relTokens.includes("preload") && attrs.as === "script") js.add(attrs.href);
    }
    if (name === "script" && attrs.id === DEFERRED_SCRIPTS_ID) {
      for (const src of deferredScriptList(html)) {
        refs.push({ url: src, loads: true });
        js.add(src);
      }
    }
    if (name === "script" && attrs.src) {
      refs.push({ url: attrs.src, loads: true });
      if (!("nomodule" in attrs)) js.add(attrs.src);
    }
    if (["img", "source", "iframe", "video", "audio", "embed", "track", "input"].includes(name)) {
      if (attrs.src) refs.push({ url: attrs.src, loads: true });
      if (attrs.poster) refs.push({ url: attrs.poster, loads: true });
      for (const part of (attrs.srcset ?? "").split(",")) {
        const u = part.trim().split(/\s+/)[0];
        if (u) refs.push({ url: u, loads: true });
      }
    }
    if (name === "object" && attrs.data) refs.push({ url: attrs.data, loads: true });
    if (["use", "image"].includes(name) && (attrs.href || attrs["xlink:href"]))
      refs.push({ url: attrs.href || attrs["xlink:href"], loads: true });
    if (name === "form" && attrs.action) refs.push({ url: attrs.action, loads: true });
    if (name === "meta" && attrs.content && isExternal(attrs.content))
      refs.push({ url: attrs.content, loads: true, ownAbsoluteOk: true });
    if (attrs.style && /url\(/i.test(attrs.style)) {
      for (const m of attrs.style.matchAll(/url\(\s*['"]?([^'")]+)/gi)) refs.push({ url: m[1], loads: true });
    }

    for (const { url, loads, ownAbsoluteOk } of refs) {
      if (/^(mailto:|tel:|sms:|javascript:|data:|blob:)/i.test(url)) continue;
      if (name === "a" && isExternal(url)) anchors.add(url);
      let target = url;
      if (isExternal(url)) {
        const origin = new URL(url, "https://x").origin;
        if (origin !== siteOrigin) {
          if (loads) problems.external.push(`${rel(file)}: <${name}> loads ${url}`);
          continue;
        }
        if (!ownAbsoluteOk && loads)
          problems.external.push(`${rel(file)}: <${name}> loads ${url} absolutely`);
        target = url.slice(siteOrigin.length) || "/";
      }
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
        // e.g. "decide:-no-code..." written relative: the browser reads it as a URL scheme.
        problems.links.push(`${rel(file)}: <${name}> ${url} has an unknown scheme`);
        continue;
      }
      const resolved = new URL(target, pageUrl);
      if (resolved.pathname.startsWith("/admin/") || resolved.pathname === "/admin")
        problems.admin.push(`${rel(file)}: <${name}> references the content manager (${url})`);
      if (
        resolved.pathname === pageUrl.pathname &&
        resolved.hash &&
        !resolved.search &&
        target.startsWith("#")
      ) {
        const id = decodeURIComponent(resolved.hash.slice(1));
        if (id && !ids.has(id)) problems.links.push(`${rel(file)}: ${url} points at no element on the page`);
        continue;
      }
      if (!resolvePath(resolved.pathname))
        problems.links.push(`${rel(file)}: <${name}> ${url} does not resolve in out/`);
    }
  }

  // Inline scripts (the RSC payload) repeat the page's links as data; anything else absolute must be inert.
  for (const text of inlineScripts(page)) {
    for (const m of text.matchAll(/https?:\/\/[^\s"'\\)<>]+/g)) {
      const url = m[0];
      const host = new URL(url).host;
      if (url.startsWith(siteOrigin) || inertHosts.has(host)) continue;
      if ([...anchors].some((a) => a.startsWith(url) || url.startsWith(a))) continue;
      problems.external.push(`${rel(file)}: inline script mentions ${url}`);
    }
  }

  // Search (docs/search.md): nothing of Pagefind before the visitor opens the search page, and only the
  // search pages' policy allows WebAssembly.
  {
    const route = `/${rel(file)}`.replace(/index\.html$/, "");
    const isSearch = SEARCH_ROUTES.has(route);
    if (/\/pagefind\//.test(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")))
      problems.search.push(`${rel(file)}: the HTML references /pagefind/ (it must load on demand only)`);
    for (const u of isSearch ? [] : js) {
      const f = isExternal(u) ? null : resolvePath(new URL(u, pageUrl).pathname);
      if (f && readFileSync(f, "utf8").includes("/pagefind/"))
        problems.search.push(`${rel(file)}: its script ${u} carries the search code`);
    }
    const policy =
      elements(page, "meta").find((m) => m.attribs["http-equiv"] === "Content-Security-Policy")?.attribs
        .content ?? "";
    if (policy.includes("wasm-unsafe-eval") !== isSearch)
      problems.search.push(
        `${rel(file)}: 'wasm-unsafe-eval' ${isSearch ? "missing from" : "in"} its CSP (only the search pages have it)`,
      );
  }

  // Bytes, for real routes only (404 pages are also checked for links above).
  const route = `/${rel(file)}`.replace(/index\.html$/, "");
  if (
    !rel(file).endsWith("index.html") ||
    route.startsWith("/_") ||
    route === "/404/" ||
    route === "/ar/404/"
  )
    continue;
  const sum = (set, size = gzipSize) => {
    let total = 0;
    for (const u of set) {
      const f = isExternal(u) ? null : resolvePath(new URL(u, pageUrl).pathname);
      if (f) total += size(f);
    }
    return total;
  };
  const inlineCss = elements(page, "style").map(rawText).join("\n");
  const row = {
    route,
    jsFiles: js.size,
    js: sum(js),
    css: sum(css),
    html: gzipSize(file),
    // woff2 is compressed already: raw bytes.
    firstPaint: gzipSize(file) + sum(blockingCss) + sum(preloadedFonts, (f) => statSync(f).size),
    arabicFont: arabicFontBytes(css, inlineCss, pageUrl),
  };
  rows.push(row);
  if (row.js > budgets.jsGzipPerRoute)
    problems.bytes.push(`${route}: JS ${row.js} B gz > budget ${budgets.jsGzipPerRoute} B`);
  if (row.css > budgets.cssGzipPerRoute)
    problems.bytes.push(`${route}: CSS ${row.css} B gz > budget ${budgets.cssGzipPerRoute} B`);
  if (row.html > budgets.htmlGzipPerRoute)
    problems.bytes.push(`${route}: HTML ${row.html} B gz > budget ${budgets.htmlGzipPerRoute} B`);
  if (row.firstPaint > firstPaintBudgets[route.startsWith("/ar/") ? "ar" : "en"])
    problems.bytes.push(
      `${route}: first paint needs ${row.firstPaint} B > budget ${firstPaintBudgets[route.startsWith("/ar/") ? "ar" : "en"]} B`,
    );
  if (row.arabicFont > budgets.arabicFontBytesPerRoute)
    problems.bytes.push(
      `${route}: Arabic font ${row.arabicFont} B > budget ${budgets.arabicFontBytesPerRoute} B`,
    );
}

// The Arabic edition costs no more script than the English one: each /ar page against its twin.
for (const row of rows.filter((r) => r.route.startsWith("/ar/"))) {
  const twin = rows.find((r) => r.route === (row.route === "/ar/" ? "/" : row.route.slice(3)));
  // Articles (and so their category and index pages) may exist in Arabic only (docs/content.md): no twin to
  // compare with. Every other Arabic page must have one.
  if (!twin) {
    if (!row.route.startsWith("/ar/blogs/")) problems.bytes.push(`${row.route}: no English twin in out/`);
  } else if (row.js - twin.js > budgets.arabicJsOverEnglish)
    problems.bytes.push(
      `${row.route}: JS ${row.js} B gz is ${row.js - twin.js} B over its English twin (budget ${budgets.arabicJsOverEnglish} B)`,
    );
}

// Stylesheets and scripts: url() in CSS must resolve locally; no absolute URL may be fetched from JS or CSS.
for (const file of files.filter((f) => f.endsWith(".css"))) {
  const text = readFileSync(file, "utf8");
  for (const m of text.matchAll(/(?:url\(\s*['"]?|@import\s+['"])([^'")\s]+)/gi)) {
    const url = m[1];
    if (/^(data:|#)/i.test(url)) continue;
    if (isExternal(url)) {
      problems.external.push(`${rel(file)}: CSS loads ${url}`);
      continue;
    }
    const base = new URL(`/${rel(file)}`, "http://site.invalid");
    if (!resolvePath(new URL(url, base).pathname))
      problems.links.push(`${rel(file)}: CSS url(${url}) does not resolve`);
  }
}
for (const file of files.filter((f) => f.endsWith(".js"))) {
  const text = readFileSync(file, "utf8");
  for (const m of text.matchAll(/https?:\/\/([a-z0-9.-]+\.[a-z]{2,})[^\s"'`\\)<>]*/gi)) {
    // The host as written (a template literal's "${…}" after it is not part of it).
    const host = m[1].toLowerCase();
    if (inertHosts.has(host) || m[0].startsWith(siteOrigin)) continue;
    problems.external.push(`${rel(file)}: script references ${m[0]}`);
  }
}

// The content manager: apart from the site, and kept out of search engines.
{
  const adminIndex = join(out, "admin", "index.html");
  if (!existsSync(adminIndex))
    problems.admin.push("out/admin/index.html is missing (scripts/build/build-admin.mjs)");
  else {
    const html = readFileSync(adminIndex, "utf8");
    if (!/<meta name="robots" content="noindex[^"]*"/.test(html))
      problems.admin.push("admin/index.html: no noindex robots meta");
    if (!/<meta http-equiv="Content-Security-Policy" content="[^"]*'unsafe-eval'/.test(html))
      problems.admin.push(
        "admin/index.html: not its own CSP (expected the admin policy of scripts/build/build-admin.mjs)",
      );
    for (const { name, attribs } of elements(html))
      for (const url of [attribs.src, attribs.href].filter(Boolean))
        if (isExternal(url))
          problems.admin.push(`admin/index.html: <${name}> loads ${url} from another origin`);
  }
  for (const file of files.filter((f) => /\.(html|js|css|txt)$/.test(f))) {
    const text = readFileSync(file, "utf8");
    if (/decap|netlify-?cms/i.test(text))
      problems.admin.push(`${rel(file)}: mentions Decap CMS (its code belongs to /admin/ only)`);
    if (file.endsWith(".html") && /'unsafe-eval'/.test(text))
      problems.admin.push(`${rel(file)}: a public page allows 'unsafe-eval'`);
  }
  const robots = existsSync(join(out, "robots.txt")) ? readFileSync(join(out, "robots.txt"), "utf8") : "";
  if (!/^Disallow: \/admin\/$/m.test(robots)) problems.admin.push("robots.txt: no `Disallow: /admin/`");
  const sitemap = existsSync(join(out, "sitemap.xml")) ? readFileSync(join(out, "sitemap.xml"), "utf8") : "";
  if (/\/admin\b/.test(sitemap)) problems.admin.push("sitemap.xml lists /admin/");
}

// The search index: one per edition, covering every page of the sitemap (scripts/build/search-index.mjs).
{
  const entryFile = join(out, "pagefind", "pagefind-entry.json");
  const sitemapPages = (readFileSync(join(out, "sitemap.xml"), "utf8").match(/<loc>/g) ?? []).length;
  if (!existsSync(entryFile)) problems.search.push("out/pagefind/pagefind-entry.json is missing");
  else {
    const { languages } = JSON.parse(readFileSync(entryFile, "utf8"));
    const counts = Object.fromEntries(Object.entries(languages).map(([l, v]) => [l, v.page_count]));
    if (Object.keys(counts).sort().join() !== "ar,en")
      problems.search.push(`the search index has languages ${Object.keys(counts)}, not ar and en`);
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    if (total !== sitemapPages)
      problems.search.push(`the search index holds ${total} pages, the sitemap ${sitemapPages}`);
  }
  for (const route of SEARCH_ROUTES)
    if (!resolvePath(route)) problems.search.push(`the search page ${route} is missing`);
}

// Images: none may publish where a photo was taken, the camera or its owner (an original copied from public/
// is stripped by the build's strip-metadata step; the pipeline's variants are written without metadata).
for (const [file, kinds] of await imagesWithMetadata(out))
  problems.metadata.push(`out/${file} carries ${kinds.join(", ")}: run npm run strip-metadata on its source`);

// Uploads: only those an entry names (the project whose out/ this is: a fixture copy has its own content/).
const project = existsSync(join(out, "../content")) ? resolve(out, "..") : root;
for (const file of unusedUploads(out, project))
  problems.uploads.push(
    `out/images/uploads/${file} is used by no entry: the build leaves it out (prune-uploads)`,
  );

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
  console.log(`\n${rows.length} routes, ${htmlFiles.length} HTML files checked.`);
}

let failed = false;
for (const [name, list] of Object.entries(problems)) {
  const label = {
    bytes: "byte budgets",
    external: "no external origins",
    links: "internal links and assets",
    admin: "content manager apart from the site",
    search: "search loads on demand, WebAssembly allowed on the search pages only",
    metadata: "no image carries metadata (EXIF, GPS, XMP, IPTC, comments)",
    uploads: "only the uploads an entry uses are published",
  }[name];
  if (list.length) {
    failed = true;
    console.error(`\n✘ ${label}: ${list.length} problem(s)`);
    for (const p of [...new Set(list)].slice(0, 40)) console.error(`  ${p}`);
  } else console.log(`✔ ${label}`);
}
process.exit(failed ? 1 : 0);
