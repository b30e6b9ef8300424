// The built site as the checks of scripts/check/checks/ read it: its files, each public page parsed once, and
// what every page references. Each check is a module beside this one: it takes the site and returns its
// problems (check-build prints them; a test can call one check on a small fake out/).
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { DEFERRED_SCRIPTS_ID, deferredScriptList } from "../../build/postbuild/defer-scripts.mjs";
import { elements, parseHtml } from "../../lib/html.mjs";
import { listFiles } from "../../lib/walk.mjs";

export const isExternal = (u) => /^(https?:)?\/\//i.test(u);

/** The URLs a stylesheet file references (`url(…)` and `@import`), as written. */
export const cssUrls = (file) =>
  [...readFileSync(file, "utf8").matchAll(/(?:url\(\s*['"]?|@import\s+['"])([^'")\s]+)/gi)].map((m) => m[1]);

/** The search pages (their CSP alone allows WebAssembly; scripts/build/postbuild/csp.mjs WASM_PAGES). */
export const SEARCH_ROUTES = new Set(["/search/", "/ar/search/"]);

/**
 * The site built in `out` (absolute), whose own origin is `siteOrigin` (its canonical and og URLs may be
 * absolute). The content manager's files (out/admin/) are not among `files` and `pages`: checks/admin.mjs reads
 * them.
 * @param {string} out @param {string | null} siteOrigin
 */
export function readSite(out, siteOrigin) {
  const rel = (f) => relative(out, f).split(sep).join("/");
  /** The file in out/ a static host serves for a URL path (as written in HTML), or null. */
  const resolvePath = (urlPath) => {
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
  };
  /** A URL a page or stylesheet at `base` references: the file it resolves to in out/, or null. */
  const resolveUrl = (url, base) => (isExternal(url) ? null : resolvePath(new URL(url, base).pathname));
  const files = listFiles(out).filter((f) => !rel(f).startsWith("admin/"));
  const pages = files
    .filter((f) => f.endsWith(".html"))
    .map((file) => {
      const html = readFileSync(file, "utf8");
      const page = parseHtml(html);
      const route = `/${rel(file)}`.replace(/index\.html$/, "");
      return {
        file,
        html,
        page,
        route,
        url: new URL(route, "http://site.invalid"),
        ...references(page, html),
      };
    });
  const gz = new Map();
  /** Gzipped (-9) bytes of a file, each file compressed once. */
  const gzipSize = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
    return gz.get(file);
  };
  return { out, siteOrigin, rel, resolvePath, resolveUrl, files, pages, gzipSize };
}

/**
 * What a page's tags reference: every URL with its tag and whether the browser loads it (vs. navigates to it),
 * the scripts and stylesheets it loads up front, and what its first paint needs (render-blocking stylesheets,
 * preloaded fonts).
 */
export function references(page, html) {
  const refs = [];
  const js = new Set();
  const css = new Set();
  const blockingCss = new Set();
  const preloadedFonts = new Set();
  for (const { name, attribs: attrs } of elements(page)) {
    const add = (url, loads, ownAbsoluteOk = false) => refs.push({ name, url, loads, ownAbsoluteOk });
    const relTokens = (attrs.rel ?? "").toLowerCase().split(/\s+/);
    if (name === "a" && attrs.href) add(attrs.href, false);
    if (name === "link" && attrs.href) {
      const identifies = relTokens.some((r) => ["canonical", "alternate"].includes(r));
      add(attrs.href, !identifies, identifies);
      if (relTokens.includes("stylesheet")) {
        css.add(attrs.href);
        if (!attrs.media || /^(all|screen)$/i.test(attrs.media)) blockingCss.add(attrs.href);
      }
      if (relTokens.includes("preload") && attrs.as === "font") preloadedFonts.add(attrs.href);
      if (relTokens.includes("preload") && attrs.as === "script") js.add(attrs.href);
    }
    if (name === "script" && attrs.id === DEFERRED_SCRIPTS_ID) {
      for (const src of deferredScriptList(html)) {
        add(src, true);
        js.add(src);
      }
    }
    if (name === "script" && attrs.src) {
      add(attrs.src, true);
      if (!("nomodule" in attrs)) js.add(attrs.src);
    }
    if (["img", "source", "iframe", "video", "audio", "embed", "track", "input"].includes(name)) {
      if (attrs.src) add(attrs.src, true);
      if (attrs.poster) add(attrs.poster, true);
      for (const part of (attrs.srcset ?? "").split(",")) {
        const u = part.trim().split(/\s+/)[0];
        if (u) add(u, true);
      }
    }
    if (name === "object" && attrs.data) add(attrs.data, true);
    if (["use", "image"].includes(name) && (attrs.href || attrs["xlink:href"]))
      add(attrs.href || attrs["xlink:href"], true);
    if (name === "form" && attrs.action) add(attrs.action, true);
    if (name === "meta" && attrs.content && isExternal(attrs.content)) add(attrs.content, true, true);
    if (attrs.style && /url\(/i.test(attrs.style))
      for (const m of attrs.style.matchAll(/url\(\s*['"]?([^'")]+)/gi)) add(m[1], true);
  }
  return { refs, js, css, blockingCss, preloadedFonts };
}

/**
 * Where a page's reference leads: `skip` (mailto:, tel:, data: … and the like), `other` (another origin), or
 * the `resolved` URL on this site (`target` as written, an absolute own URL made relative), `ownAbsolute` when
 * it was written with the site's origin.
 */
export function follow(site, pageUrl, url) {
  if (/^(mailto:|tel:|sms:|javascript:|data:|blob:)/i.test(url)) return { skip: true };
  let target = url;
  if (isExternal(url)) {
    if (new URL(url, "https://x").origin !== site.siteOrigin) return { other: true };
    target = url.slice(site.siteOrigin.length) || "/";
  }
  // e.g. "decide:-no-code..." written relative: the browser reads it as a URL scheme.
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return { scheme: true };
  return { target, ownAbsolute: target !== url, resolved: new URL(target, pageUrl) };
}
