#!/usr/bin/env node
// Post-build steps on out/ (`npm run build` runs this after `next build`).
//
// 1. Per-page Content-Security-Policy. A static export cannot use nonces, and Next inlines its
//    bootstrap (`self.__next_f.push(...)`, the Turbopack chunk list), so each page gets a
//    <meta http-equiv="Content-Security-Policy"> whose script-src lists the SHA-256 of exactly
//    the inline scripts of that page: no 'unsafe-inline' for scripts. What a meta policy cannot
//    carry (frame-ancestors) lives in the server headers (public/.htaccess, public/_headers,
//    deploy/nginx), which also repeat form-action, base-uri and object-src.
// 2. NEXT_PUBLIC_FORM_ORIGIN (the PHP host, when the form scripts live on another origin) is
//    added to form-action here and in the copied out/.htaccess and out/_headers.
//
// 3. Scripts after the first paint. Next puts every chunk of a page in <head> as <script async>, so a
//    phone downloads ~150 KB of JavaScript while it is still fetching the HTML, CSS and font it needs
//    to paint. The page is complete without JavaScript (server-rendered HTML, plain links and forms),
//    so the chunk list moves into a JSON block and one small inline loader adds the same <script async>
//    tags to <head> once the browser reports its first paint. Hydration then starts right after the
//    first paint instead of competing with it. React finds the tags it expects (same src, async) in
//    <head>, so nothing is fetched twice.
// 4. Compile hints. Each JavaScript chunk starts with V8's `//# allFunctionsCalledOnLoad` comment
//    (https://v8.dev/blog/explicit-compile-hints): Chrome then compiles the chunk's functions on its
//    script-streaming thread while the file downloads, instead of lazily on the main thread when
//    React and the router first call them. That compilation was most of the one long task at
//    start-up (Total Blocking Time). Other browsers read a comment.
//
// 5. The page's data out of the document. Next inlines the page's RSC payload (`self.__next_f.push([1,
//    "…"])`, everything the server rendered, a second time) for hydration: half of a page's gzipped HTML,
//    which a phone must download before it can paint. The same payload is exported beside the page as
//    index.txt (checked byte for byte here; a page whose copy differs keeps its inline payload). The
//    inline pushes are removed and the loader fetches index.txt after the first paint, pushes it exactly
//    as the inline scripts did, and only then adds the chunk scripts, so React hydrates from the same
//    data. If the fetch fails the page simply stays the complete server-rendered HTML it already is.
//
// 6. Nothing else before the first paint. The web app manifest (and the icons a browser then reads from
//    it) adds nothing to the paint: its <link> is added by the loader after the paint. Next's
//    `<link rel="preconnect" href="/" crossorigin>` opened a second, credentialless connection for
//    preloaded fonts; no font is fetched before the paint now (app/globals.css), so it goes.
//
// Idempotent: running it twice replaces the meta tag rather than adding a second one, and leaves
// an already deferred page as it is.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const out = resolve(process.env.OUT_DIR ?? join(root, "out"));

/** The form endpoint's origin ("" when the scripts are served by the site itself). */
export function formOrigin(value = process.env.NEXT_PUBLIC_FORM_ORIGIN ?? "") {
  const trimmed = value.trim().replace(/\/+$/, "");
  if (!trimmed) return "";
  const url = new URL(trimmed); // throws on a malformed setting: better at build time than in a browser
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`NEXT_PUBLIC_FORM_ORIGIN must be an http(s) origin, got ${value}`);
  }
  return url.origin;
}

// <script> elements without src whose type is JavaScript (data blocks such as JSON-LD need no hash).
const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const META_RE = /<meta http-equiv="Content-Security-Policy"[^>]*>/gi;

function isExecutableInline(attrs) {
  if (/\ssrc\s*=/i.test(attrs)) return false;
  const type = attrs.match(/\stype\s*=\s*["']?([^"'\s>]+)/i)?.[1]?.toLowerCase();
  return !type || type === "module" || /^(text|application)\/(javascript|ecmascript)$/.test(type);
}

/** The base64 SHA-256 of every executable inline script, in document order, without repeats. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attrs, body] of html.matchAll(SCRIPT_RE)) {
    if (!isExecutableInline(attrs)) continue;
    const hash = `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

export const DEFERRED_SCRIPTS_ID = "deferred-scripts";

// Waits for the first paint entry (buffered, so a paint that already happened counts; the observer's
// callback is its own task after the frame), fetches the page's payload when it was moved out (5.),
// then appends the chunks in their original order. Without Paint Timing (old browsers) it waits for
// the next frame.
const LOADER = `(function(){var d=document,w=window,b=d.getElementById("${DEFERRED_SCRIPTS_ID}");function add(l){for(var i=0;i<l.length;i++){var e=d.createElement("script");e.src=l[i];e.async=true;d.head.appendChild(e)}}function go(){if(!b)return;var l=JSON.parse(b.textContent||"[]"),p=b.getAttribute("data-payload"),m=b.getAttribute("data-manifest");b=null;if(m){var k=d.createElement("link");k.rel="manifest";k.href=m;d.head.appendChild(k)}if(!p)return add(l);fetch(p,{credentials:"same-origin"}).then(function(r){if(!r.ok)throw r.status;return r.text()}).then(function(t){(w.__next_f=w.__next_f||[]).push([1,t]);add(l)},function(){})}var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(_,o){o.disconnect();go()}).observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){setTimeout(go,0)})}})()`;

/** The chunk list a deferred page carries (empty for a page without one). */
export function deferredScriptList(html) {
  const block = html.match(
    new RegExp(`<script type="application/json" id="${DEFERRED_SCRIPTS_ID}"[^>]*>([\\s\\S]*?)</script>`),
  );
  return block ? JSON.parse(block[1]) : [];
}

const PAYLOAD_RE = /<script>self\.__next_f\.push\((\[1,"[\s\S]*?"\])\)<\/script>/g;

/** The RSC payload text a page inlines (the [1, "…"] pushes, joined), or "" when it has none. */
export function inlinePayload(html) {
  return [...html.matchAll(PAYLOAD_RE)].map((m) => JSON.parse(m[1])[1]).join("");
}

/**
 * Moves the inline RSC payload out of a deferred page (see 5. above) when `exported` (the payload file
 * Next wrote beside the page) is byte for byte the same; the loader then fetches it from `url`.
 */
export function externalizePayload(html, url, exported) {
  const inline = inlinePayload(html);
  if (!inline || inline !== exported || !html.includes(`id="${DEFERRED_SCRIPTS_ID}"`)) return html;
  const attr = url
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;")
    .replace(/</g, "&lt;");
  // Both or neither: a page without its pushes must tell the loader where the payload is.
  const marked = html.replace(
    `id="${DEFERRED_SCRIPTS_ID}"`,
    () => `id="${DEFERRED_SCRIPTS_ID}" data-payload="${attr}"`,
  );
  return marked === html ? html : marked.replace(PAYLOAD_RE, "");
}

const MANIFEST_RE = /<link rel="manifest" href="([^"]+)"\s*\/?>/;
const SELF_PRECONNECT_RE = /<link rel="preconnect" href="\/" crossorigin=""\s*\/?>/g;

/** Moves the manifest link of a deferred page into the loader and drops the self-preconnect (6.). */
export function deferHeadLinks(html) {
  if (!html.includes(`id="${DEFERRED_SCRIPTS_ID}"`)) return html;
  let next = html.replace(SELF_PRECONNECT_RE, "");
  const manifest = next.match(MANIFEST_RE);
  if (manifest) {
    next = next
      .replace(manifest[0], "")
      .replace(
        `id="${DEFERRED_SCRIPTS_ID}"`,
        () => `id="${DEFERRED_SCRIPTS_ID}" data-manifest="${manifest[1]}"`,
      );
  }
  return next;
}

/** The payload file Next exported beside an HTML file (dir/index.html → dir/index.txt). */
function payloadFileOf(file) {
  const txt = file.replace(/\.html$/, ".txt");
  return existsSync(txt) ? txt : null;
}

/**
 * Moves the page's async chunk scripts (and their preload hints) into a JSON list loaded after the
 * first paint (see 3. above). noModule polyfills and inline scripts stay where they are.
 */
export function deferScripts(html) {
  if (html.includes(`id="${DEFERRED_SCRIPTS_ID}"`)) return html;
  const srcs = [];
  let next = html.replace(/<script\b([^>]*)>\s*<\/script\s*>/gi, (tag, attrs) => {
    const src = attrs.match(/\ssrc\s*=\s*"([^"]+)"/i)?.[1];
    if (!src || !/\sasync\b/i.test(attrs) || /\snomodule\b/i.test(attrs)) return tag;
    srcs.push(src.replace(/&amp;/g, "&"));
    return "";
  });
  if (srcs.length === 0) return html;
  next = next.replace(/<link\b[^>]*>/gi, (tag) =>
    /\srel\s*=\s*"(?:preload|modulepreload)"/i.test(tag) && /\sas\s*=\s*"script"|modulepreload/i.test(tag)
      ? ""
      : tag,
  );
  const list = JSON.stringify(srcs).replace(/</g, "\\u003c");
  const tail = `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">${list}</script><script>${LOADER}</script>`;
  if (!/<\/body>/i.test(next)) throw new Error("no </body> to put the script loader before");
  return next.replace(/<\/body>/i, () => `${tail}</body>`);
}

export function pagePolicy(hashes, origin = "") {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(" "),
    // Swiper, tsParticles and React set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `form-action 'self'${origin ? ` ${origin}` : ""}`,
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Returns the page with its CSP meta tag (replacing an earlier one), placed before any script. */
export function withCsp(html, origin = "") {
  const clean = html.replace(META_RE, "");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(inlineScriptHashes(clean), origin)}"/>`;
  // Right after the charset declaration (which must stay first), else right after <head>.
  const charset = clean.match(/<head\b[^>]*>\s*<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i);
  if (charset) return clean.replace(charset[0], () => `${charset[0]}${meta}`);
  const head = clean.match(/<head\b[^>]*>/i);
  if (!head) throw new Error("no <head> to put the CSP in");
  return clean.replace(head[0], () => `${head[0]}${meta}`);
}

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The chunk with the compile hint as its first line (unchanged if it already has it). */
export function withCompileHint(js) {
  return js.startsWith(COMPILE_HINT) ? js : `${COMPILE_HINT}${js}`;
}

/** Every file under `dir` whose name ends with `suffix`. */
function* filesEndingWith(dir, suffix) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesEndingWith(path, suffix);
    else if (entry.name.endsWith(suffix)) yield path;
  }
}

/** Adds the form origin to form-action in the server-side header files copied from public/. */
function addOriginToServerFiles(origin) {
  for (const name of [".htaccess", "_headers"]) {
    const file = join(out, name);
    if (!existsSync(file)) continue;
    const text = readFileSync(file, "utf8");
    const next = text.replace(
      /form-action 'self'(?: https?:\/\/[^\s;"]+)?/g,
      () => `form-action 'self' ${origin}`,
    );
    if (next !== text) writeFileSync(file, next);
  }
}

function main() {
  if (!existsSync(join(out, "index.html"))) {
    console.error(`postbuild: ${relative(root, out) || out}/index.html is missing; run next build first.`);
    process.exit(1);
  }
  const origin = formOrigin();
  let pages = 0;
  let scripts = 0;
  let moved = 0;
  for (const file of filesEndingWith(out, ".html")) {
    const html = readFileSync(file, "utf8");
    let next = deferHeadLinks(deferScripts(html));
    let txt = payloadFileOf(file);
    // The 404 pages (served for any unknown path) have no exported payload file: write theirs beside them,
    // so they too paint from a document without the page a second time (404.html: 36.6 → 24 KB gzipped).
    if (!txt && inlinePayload(next) && next.includes(`id="${DEFERRED_SCRIPTS_ID}"`)) {
      txt = file.replace(/\.html$/, ".txt");
      writeFileSync(txt, inlinePayload(next));
    }
    if (txt) {
      const url = `/${relative(out, txt).split(/[\\/]/).join("/")}`;
      const without = externalizePayload(next, url, readFileSync(txt, "utf8"));
      if (without !== next) moved++;
      next = without;
    }
    next = withCsp(next, origin);
    scripts += inlineScriptHashes(next).length;
    if (next !== html) writeFileSync(file, next);
    pages++;
  }
  if (origin) addOriginToServerFiles(origin);
  let chunks = 0;
  const chunkDir = join(out, "_next", "static");
  if (existsSync(chunkDir)) {
    for (const file of filesEndingWith(chunkDir, ".js")) {
      const js = readFileSync(file, "utf8");
      const next = withCompileHint(js);
      if (next !== js) writeFileSync(file, next);
      chunks++;
    }
  }
  console.log(
    `postbuild: scripts after first paint and CSP meta on ${pages} pages (${scripts} inline script hashes), payload fetched after the paint on ${moved}${origin ? `, form-action ${origin}` : ""}; compile hints on ${chunks} chunks`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
