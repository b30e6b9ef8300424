#!/usr/bin/env node
// Post-build steps on out/ (`npm run build` runs this after `next build`). Touching the framework's output
// is a last resort: each step is a small module in scripts/build/postbuild/ that says what it does, why, and the
// shape of Next's output it relies on; when a page is not in that shape the build fails naming the page.
// docs/upgrading-next.md lists those invariants and the tests (on real captured pages) that guard them.
//
// Per page, in this order:
//  3. defer-scripts.mjs  the chunk scripts move behind the first paint (an inline loader, loader.js, adds them);
//  6. head-links.mjs     the manifest link moves behind the paint too, the self-preconnect goes;
//  5. payload.mjs        the inline RSC payload moves out of the document: the loader fetches index.txt;
//  1. csp.mjs            a CSP meta whose script-src lists the hashes of exactly the inline scripts left
//                        (plus 'wasm-unsafe-eval' on the two search pages only, for Pagefind);
//  2. csp.mjs            NEXT_PUBLIC_FORM_ORIGIN in form-action (pages, out/.htaccess, out/_headers).
// Then on every chunk:
//  4. compile-hints.mjs  V8's compile hint as the chunk's first line.
//
// Idempotent: a page already processed is left as it is (its CSP meta is replaced, not repeated). All pages
// are checked before anything is written, so a failing build leaves out/ as Next wrote it.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { walkFiles } from "../lib/walk.mjs";
import { withCompileHint } from "./postbuild/compile-hints.mjs";
import { addOriginToServerFiles, formOrigin, inlineScriptHashes, withCsp } from "./postbuild/csp.mjs";
import { deferScripts } from "./postbuild/defer-scripts.mjs";
import { deferHeadLinks } from "./postbuild/head-links.mjs";
import { externalizePayload, inlinePayload, isExternalized } from "./postbuild/payload.mjs";

const root = resolve(import.meta.dirname, "../..");

/**
 * Pages Next exports without their payload file (the global 404, app/global-not-found.tsx, served for any
 * unknown path). Their payload is written beside them from the inline one, so they too paint from a
 * document without the page a second time (404.html: 36.6 → 24 KB gzipped). Every other page must come
 * with its index.txt: a missing one fails the build.
 */
export const PAYLOAD_WRITTEN_HERE = new Set(["404.html", "404/index.html"]);

/** The payload file beside an HTML file, relative to out/ (dir/index.html → dir/index.txt). */
export const payloadFileOf = (page) => page.replace(/\.html$/, ".txt");

/**
 * Every per-page step on one exported page. `page` is its path under out/ ("about-us/index.html"),
 * `exported` the text of its payload file (undefined when it has none). Returns the new HTML and, for a
 * page in PAYLOAD_WRITTEN_HERE, the payload file to write. Throws when the page is not in the shape the
 * steps expect.
 */
export function processPage(html, { page, exported, origin = "" }) {
  let next = deferHeadLinks(deferScripts(html));
  let payload;
  if (exported === undefined && !isExternalized(next)) {
    if (!PAYLOAD_WRITTEN_HERE.has(page)) throw new Error(`no ${payloadFileOf(page)} exported beside it`);
    payload = inlinePayload(next);
    exported = payload;
  }
  next = externalizePayload(next, `/${payloadFileOf(page)}`, exported);
  return { html: withCsp(next, origin, { page }), payload };
}

/** Runs every step on out/ (or `out`); exits non-zero, writing nothing, when a page is not in shape. */
export function postbuild(out = resolve(process.env.OUT_DIR ?? join(root, "out"))) {
  if (!existsSync(join(out, "index.html"))) {
    console.error(`postbuild: ${relative(root, out) || out}/index.html is missing; run next build first.`);
    process.exit(1);
  }
  const origin = formOrigin();
  const writes = [];
  const failures = [];
  let pages = 0;
  let scripts = 0;
  for (const file of walkFiles(out, { suffix: ".html" })) {
    const page = relative(out, file).split(/[\\/]/).join("/");
    const html = readFileSync(file, "utf8");
    const txt = join(out, payloadFileOf(page));
    try {
      const exported = existsSync(txt) ? readFileSync(txt, "utf8") : undefined;
      const result = processPage(html, { page, exported, origin });
      if (result.html !== html) writes.push([file, result.html]);
      if (result.payload !== undefined) writes.push([txt, result.payload]);
      scripts += inlineScriptHashes(result.html).length;
      pages++;
    } catch (error) {
      failures.push(`out/${page}: ${error.message}`);
    }
  }
  if (failures.length) {
    console.error(
      `postbuild: ${failures.length} page(s) not in the shape the post-build steps expect (see docs/upgrading-next.md); out/ left unchanged:`,
    );
    for (const failure of failures.slice(0, 20)) console.error(`  ${failure}`);
    if (failures.length > 20) console.error(`  … and ${failures.length - 20} more`);
    process.exit(1);
  }
  for (const [file, text] of writes) writeFileSync(file, text);
  if (origin) addOriginToServerFiles(out, origin);
  let chunks = 0;
  const chunkDir = join(out, "_next", "static");
  if (existsSync(chunkDir)) {
    for (const file of walkFiles(chunkDir, { suffix: ".js" })) {
      const js = readFileSync(file, "utf8");
      const next = withCompileHint(js);
      if (next !== js) writeFileSync(file, next);
      chunks++;
    }
  }
  console.log(
    `postbuild: scripts after first paint and CSP meta on ${pages} pages (${scripts} inline script hashes), payload fetched after the paint on ${pages}${origin ? `, form-action ${origin}` : ""}; compile hints on ${chunks} chunks`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) postbuild();
