// Step 3: scripts after the first paint. Next puts every chunk of a page in the document as
// <script src async>, so a phone downloads ~150 KB of JavaScript while it is still fetching the HTML,
// CSS and font it needs to paint. The page is complete without JavaScript (server-rendered HTML, plain
// links and forms), so the chunk list moves into a JSON block and one small inline loader
// (scripts/build/postbuild/loader.js) adds the same <script async> tags to <head> once the browser reports its
// first paint. Hydration then starts right after the first paint instead of competing with it. React
// finds the tags it expects (same src, async) in <head>, so nothing is fetched twice.
//
// Shape it relies on (docs/upgrading-next.md): every chunk is an empty `<script src="/_next/static/…"
// async="">`; the only other external script is the noModule polyfill; chunk preloads are
// <link rel="preload" as="script"> or <link rel="modulepreload">. Anything else throws.
import { LOADER } from "./inline-loader.mjs";

export const DEFERRED_SCRIPTS_ID = "deferred-scripts";

if (!LOADER.includes(`querySelector("script#${DEFERRED_SCRIPTS_ID}")`)) {
  throw new Error(
    `scripts/build/postbuild/loader.js must read the <script> with id "${DEFERRED_SCRIPTS_ID}"`,
  );
}

/** The chunk list's opening tag: the block is found as this <script>, never as any element with its id. */
const DEFERRED_OPEN = `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}"`;
const DEFERRED_RE = new RegExp(`${DEFERRED_OPEN}[^>]*>([\\s\\S]*?)</script>`);

/** Whether step 3 has run on this page (it carries the chunk list and the loader). */
export const isDeferred = (html) => html.includes(DEFERRED_OPEN);

/** The chunk list a deferred page carries (empty for a page without one). */
export function deferredScriptList(html) {
  const block = html.match(DEFERRED_RE);
  return block ? JSON.parse(block[1]) : [];
}

/**
 * Moves the page's async chunk scripts (and their preload hints) into a JSON list loaded after the
 * first paint. noModule polyfills and inline scripts stay where they are. A page already deferred is
 * returned as it is; a page whose external scripts are not in the shape above throws.
 */
export function deferScripts(html) {
  if (isDeferred(html)) return html;
  const srcs = [];
  let next = html.replace(/<script\b([^>]*)>\s*<\/script\s*>/gi, (tag, attrs) => {
    const src = attrs.match(/\ssrc\s*=\s*"([^"]+)"/i)?.[1];
    if (!src || !/\sasync\b/i.test(attrs) || /\snomodule\b/i.test(attrs)) return tag;
    srcs.push(src.replace(/&amp;/g, "&"));
    return "";
  });
  if (srcs.length === 0) throw new Error('no chunk <script src async=""> to defer');
  const notChunks = srcs.filter((src) => !src.startsWith("/_next/static/"));
  if (notChunks.length) throw new Error(`async scripts outside /_next/static/: ${notChunks.join(", ")}`);
  // Any external script left that is not the noModule polyfill would still load before the paint.
  const left = [...next.matchAll(/<script\b([^>]*)>/gi)]
    .map((m) => m[0])
    .filter((tag) => /\ssrc\s*=/i.test(tag) && !/\snomodule\b/i.test(tag));
  if (left.length) throw new Error(`external scripts not in the expected shape: ${left.join(" ")}`);
  next = next.replace(/<link\b[^>]*>/gi, (tag) =>
    /\srel\s*=\s*"(?:preload|modulepreload)"/i.test(tag) && /\sas\s*=\s*"script"|modulepreload/i.test(tag)
      ? ""
      : tag,
  );
  const list = JSON.stringify(srcs).replace(/</g, "\\u003c");
  const tail = `${DEFERRED_OPEN}>${list}</script><script>${LOADER}</script>`;
  if (!/<\/body>/i.test(next)) throw new Error("no </body> to put the script loader before");
  return next.replace(/<\/body>/i, () => `${tail}</body>`);
}

/** Adds `name="value"` to the chunk list's block (the loader reads the payload and manifest URLs there). */
export function setDeferredAttribute(html, name, value) {
  const attr = value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;")
    .replace(/</g, "&lt;");
  const marked = html.replace(DEFERRED_OPEN, () => `${DEFERRED_OPEN} ${name}="${attr}"`);
  if (marked === html) throw new Error(`no chunk list (id="${DEFERRED_SCRIPTS_ID}") to add ${name} to`);
  return marked;
}
