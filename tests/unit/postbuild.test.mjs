// Unit tests of the post-build steps (scripts/build/postbuild.mjs, scripts/build/postbuild/*; node:test: the Playwright
// runner does not load .mjs scripts). The first part runs every step on real pages captured from `next
// build` (tests/samples/next-export, refreshed by `node scripts/dev/capture-fixture.mjs`): after a Next
// upgrade, a change in the shape the steps rely on fails here (docs/upgrading-next.md lists which test
// guards which invariant). The second part pins edge cases on small hand-written pages.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import { createContext, Script } from "node:vm";
import { processPage } from "../../scripts/build/postbuild.mjs";
import { COMPILE_HINT, withCompileHint } from "../../scripts/build/postbuild/compile-hints.mjs";
import {
  builtScriptKind,
  inlineHandlers,
  inlineScriptHashes,
  withCsp,
} from "../../scripts/build/postbuild/csp.mjs";
import {
  DEFERRED_SCRIPTS_ID,
  deferredScriptList,
  deferScripts,
  isDeferred,
  setDeferredAttribute,
} from "../../scripts/build/postbuild/defer-scripts.mjs";
import { deferHeadLinks } from "../../scripts/build/postbuild/head-links.mjs";
import { LOADER, minifyLoader } from "../../scripts/build/postbuild/inline-loader.mjs";
import { externalizePayload, inlinePayload } from "../../scripts/build/postbuild/payload.mjs";

const fixtures = join(import.meta.dirname, "../samples/next-export");
const read = (file) => readFileSync(join(fixtures, file), "utf8");
const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const asyncChunks = (html) =>
  [...html.matchAll(/<script src="([^"]+)" async=""><\/script>/g)].map((m) => m[1]);
const cspOf = (html) => html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/)?.[1];
/** The hashes the CSP's script-src lists after 'self'. */
const listedHashes = (html) =>
  cspOf(html)
    .match(/script-src ([^;]+)/)[1]
    .split(" ")
    .slice(1);

describe("every step on a real exported page (ar/contact, with its index.txt)", () => {
  const page = "ar/contact/index.html";
  const raw = read(page);
  const exported = read("ar/contact/index.txt");
  /** processPage on this page, with its index.txt unless `options` say otherwise. */
  const run = (input, options = { exported }) => processPage(input, { page, ...options });
  const { html, payload } = run(raw);

  test("invariant: every chunk is an empty <script src async> under /_next/static/, and they all move, in order", () => {
    assert.ok(
      !raw.includes(DEFERRED_SCRIPTS_ID),
      "the capture is Next's own output, not already post-processed",
    );
    assert.equal(cspOf(raw), undefined, "the capture has no CSP yet");
    const chunks = asyncChunks(raw);
    assert.ok(chunks.length >= 3, `only ${chunks.length} async chunk scripts in the capture`);
    assert.ok(chunks.every((src) => src.startsWith("/_next/static/")));
    assert.deepEqual(deferredScriptList(html), chunks);
    assert.deepEqual(asyncChunks(html), []);
    assert.doesNotMatch(html, /<link[^>]*\sas="script"/, "no script preload left before the paint");
    const external = [...html.matchAll(/<script\b[^>]*\ssrc=[^>]*>/g)].map((m) => m[0]);
    assert.ok(
      external.every((tag) => /\snoModule=""/.test(tag)),
      `scripts still loading before the paint: ${external}`,
    );
  });

  test("invariant: the inline payload pushes, joined, are byte for byte index.txt, and they all go", () => {
    assert.equal(inlinePayload(raw), exported);
    assert.equal(inlinePayload(html), "");
    assert.equal(payload, undefined, "nothing to write: Next exported the file");
    assert.match(html, new RegExp(`id="${DEFERRED_SCRIPTS_ID}" data-payload="/ar/contact/index.txt"`));
    assert.ok(html.includes("<script>(self.__next_f=self.__next_f||[]).push([0])</script>"), "bootstrap");
    assert.equal(html.split("__next_f").length - 1 - (LOADER.split("__next_f").length - 1), 2);
  });

  test("invariant: one <link rel=manifest>, which moves to the loader; the self-preconnect goes", () => {
    assert.equal(raw.match(/<link rel="manifest" href="[^"]+"\/>/g)?.length, 1);
    assert.doesNotMatch(html, /<link rel="(manifest|preconnect)"/);
    assert.match(html, /data-manifest="\/manifest.webmanifest"/);
  });

  test("invariant: the CSP meta lists exactly the hashes of the inline scripts left, before any script", () => {
    const policy = cspOf(html);
    assert.ok(policy, "no CSP meta");
    const listed = listedHashes(html);
    assert.deepEqual(listed, inlineScriptHashes(html));
    assert.ok(
      html.endsWith(`<script>${LOADER}</script></body></html>`),
      "the loader, minified, last in <body>",
    );
    assert.ok(listed.includes(sha256(LOADER)), "the loader's hash");
    assert.doesNotMatch(policy, /script-src[^;]*'unsafe-inline'/);
    assert.doesNotMatch(policy, /wasm-unsafe-eval/, "processPage passes the page's path to the CSP step");
    assert.ok(html.indexOf("Content-Security-Policy") < html.indexOf("<script"));
    assert.match(
      html,
      /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/,
    );
  });

  test("idempotent: a processed page goes through unchanged", () => {
    const again = run(html);
    assert.equal(again.html, html);
    assert.equal(again.payload, undefined);
  });

  test("loud: a payload file that differs by one character fails, saying where", () => {
    const other = `${exported.slice(0, 100)}X${exported.slice(101)}`;
    assert.throws(
      () => run(raw, { exported: other }),
      /differs from \/ar\/contact\/index\.txt .* from character 100/,
    );
  });

  test("loud: a page other than the global 404 without its payload file fails", () => {
    assert.throws(() => run(raw, { exported: undefined }), /no ar\/contact\/index\.txt exported/);
  });

  test("loud: chunks loaded another way (defer, module) fail instead of loading before the paint", () => {
    assert.throws(() => run(raw.replaceAll('async=""', 'defer=""')), /chunk/);
    const oneModule = raw.replace(
      /<script src="([^"]+)" async=""><\/script>/,
      '<script src="$1" type="module"></script>',
    );
    assert.throws(() => run(oneModule), /external scripts not in the expected shape/);
  });

  test("loud: a payload push of an unknown kind fails", () => {
    const extra = raw.replace("</body>", '<script>self.__next_f.push([2,"form state"])</script></body>');
    assert.throws(() => run(extra), /__next_f is mentioned 3 times/);
  });

  test('loud: pushes in another shape than [1,"…"] leave no payload to move, and fail', () => {
    const renamed = raw.replaceAll("self.__next_f.push([1,", "self.__next_f.push([1 ,");
    assert.throws(() => run(renamed), /no inline payload/);
  });

  // The CSP never blesses content (issue 46): only the inline scripts the build emits are hashed (csp.mjs
  // BUILT_SCRIPTS); any other inline script or an inline event handler, injected as an editor's text would arrive,
  // fails the page, the page named.
  /** The page with `markup` inside its <main> (where an article's body goes). */
  const injected = (markup) => raw.replace(/<main\b[^>]*>/, (m) => `${m}${markup}`);
  test("the CSP step: every inline script Next and the project emit is recognised, and the page passes", () => {
    assert.ok(inlineScriptHashes(html).length >= 3);
    for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g))
      if (!/src=|type="application\/(ld\+)?json"/.test(attrs))
        assert.ok(builtScriptKind(body), `unrecognised: ${body.slice(0, 60)}`);
  });

  test("a script in the content fails the page, with the script's first characters (postbuild names the page)", () => {
    assert.ok(raw.includes("<main"));
    for (const script of [
      '<script>alert("typed")</script>',
      "<script type=module>fetch('/x')</script>",
      // Next's own shapes, with code after the data: refused (the argument must be JSON and nothing else)
      '<script>self.__next_f.push([1,"x"]);alert(1);self.__next_f.push([1,"y"])</script>',
      "<script>(self.__next_f=self.__next_f||[]).push([0]);alert(1)</script>",
    ])
      assert.throws(
        () => inlineScriptHashes(injected(script)),
        /an inline script the build does not emit/,
        script,
      );
    assert.throws(
      () => run(injected('<script>alert("typed")</script>')),
      /an inline script the build does not emit, never allowed by the CSP: <script>"alert\(\\"typed\\"\)"/,
    );
  });

  test("an inline event handler fails the page; the words `onclick=` in text do not", () => {
    for (const markup of [
      '<img src="/x.png" onerror="alert(1)">',
      "<svg><circle onload=alert(1) /></svg>",
      '<a href="/" ONCLICK = "x()">a</a>',
    ]) {
      assert.equal(inlineHandlers(injected(markup)).length, 1, markup);
      assert.throws(() => run(injected(markup)), /inline event handler/, markup);
    }
    assert.deepEqual(inlineHandlers(injected('<p title="a onclick=b">write onclick="x" as text</p>')), []);
    const { html } = run(injected('<script type="application/ld+json">{"a":"alert(1)"}</script>'));
    assert.ok(html.includes("application/ld+json"), "a data block (JSON-LD) needs no hash and passes");
  });
});

describe("every step on the real global 404 (exported without its payload file)", () => {
  const page = "404.html";
  const raw = read(page);
  const { html, payload } = processPage(raw, { page, exported: undefined });

  // Without its payload file it passes (any other page fails: "loud: a page other than the global 404…").
  test("the payload file written beside it is the inline payload, which goes; chunks deferred in order, CSP matching, idempotent", () => {
    assert.ok(payload && payload.length > 1000);
    assert.equal(payload, inlinePayload(raw));
    assert.equal(inlinePayload(html), "");
    assert.match(html, /data-payload="\/404\.txt"/);
    // Chunks deferred in order, CSP matching, idempotent.
    assert.deepEqual(deferredScriptList(html), asyncChunks(raw));
    assert.deepEqual(listedHashes(html), inlineScriptHashes(html));
    assert.equal(processPage(html, { page, exported: payload }).html, html);
  });
});

describe("the loader (scripts/build/postbuild/loader.js)", () => {
  test("what is inlined is loader.js minified, and it compiles; the minifier keeps what it must, drops what it can, refuses what is not ES5", () => {
    const source = readFileSync(new URL("../../scripts/build/postbuild/loader.js", import.meta.url), "utf8");
    assert.equal(minifyLoader(source), LOADER);
    assert.doesNotThrow(() => new Script(LOADER));
    assert.ok(LOADER.length < source.length / 2);
    assert.ok(LOADER.includes(`querySelector("script#${DEFERRED_SCRIPTS_ID}")`));
    // The minifier keeps strings, needed spaces, regular expressions and empty statements, drops comments, trailing commas and last semicolons, and refuses what is not ES5.
    assert.equal(
      minifyLoader(
        '// c\nvar a = "x  y", /* c */ b = 1;\nfunction f(p) {\n  return typeof p;\n}\nf(a, b,);\n',
      ),
      'var a="x  y",b=1;function f(p){return typeof p}f(a,b)',
    );
    // Regular expressions and empty statements kept; what is not ES5 refused.
    assert.equal(minifyLoader("var r = /a b/;"), "var r=/a b/");
    assert.equal(minifyLoader("function f() {\n  if (a);\n}\n"), "function f(){if(a);}");
    assert.throws(() => minifyLoader("function f( {"), /Transform failed/);
    assert.throws(() => minifyLoader("const x = 1;"), /Transform failed/);
  });
});

// The shape Next 16 writes, by hand: async chunks and a low-priority preload in <head>, a noModule
// polyfill, inline RSC payload scripts in <body>.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "</head><body><h1>Hi</h1>",
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  "</body></html>",
].join("");

describe("scripts after the first paint (edge cases)", () => {
  test("an element of the page's text with the chunk list's id (a heading's anchor) never stands in for it: the loader reads the <script>", () => {
    // A page whose article has a heading `id="deferred-scripts"` before the block, its text a JSON list.
    const element = (tagName, id, textContent, attributes = {}) => ({
      tagName,
      id,
      textContent,
      getAttribute: (name) => attributes[name] ?? null,
    });
    const elements = [
      element("H2", DEFERRED_SCRIPTS_ID, '["/uploads/x.js"]', { "data-manifest": "/evil.webmanifest" }),
      element("SCRIPT", DEFERRED_SCRIPTS_ID, '["/_next/static/chunks/a.js"]'),
    ];
    const head = [];
    const document = {
      head: { appendChild: (e) => head.push(e) },
      createElement: (tagName) => ({ tagName }),
      getElementById: (id) => elements.find((e) => e.id === id) ?? null,
      querySelector: (selector) => {
        const [, tag, id] = /^(\w+)#([\w-]+)$/.exec(selector);
        return elements.find((e) => e.tagName === tag.toUpperCase() && e.id === id) ?? null;
      },
    };
    const context = createContext({ document, requestAnimationFrame: (f) => f(), setTimeout: (f) => f() });
    context.window = context;
    new Script(LOADER).runInContext(context);
    assert.deepEqual(
      head.map((e) => [e.tagName, e.src ?? e.href]),
      [["script", "/_next/static/chunks/a.js"]],
    );
    // The build finds it the same way: a page whose text has the id is not taken for a deferred one, and the
    // payload's and manifest's URLs go on the <script>.
    const heading = `<h2 id="${DEFERRED_SCRIPTS_ID}">Deferred scripts</h2>`;
    assert.equal(isDeferred(page.replace("<h1>Hi</h1>", heading)), false);
    const marked = setDeferredAttribute(
      deferScripts(page.replace("<h1>Hi</h1>", heading)),
      "data-payload",
      "/x/index.txt",
    );
    assert.ok(marked.includes(heading), "the heading untouched");
    assert.match(
      marked,
      new RegExp(`<script type="application/json" id="${DEFERRED_SCRIPTS_ID}" data-payload=`),
    );
  });

  test("stylesheets, the noModule polyfill, JSON-LD and the RSC payload stay; no chunk scripts, or one from elsewhere, fails; the CSP allows the loader by its hash", () => {
    const html = deferScripts(page);
    assert.ok(html.includes('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>'));
    assert.ok(html.includes('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>'));
    assert.ok(html.includes('<script type="application/ld+json">'));
    assert.ok(html.indexOf("self.__next_f") < html.indexOf(DEFERRED_SCRIPTS_ID));
    // A page without chunk scripts fails (every exported page has them), and so does an async script from elsewhere.
    const plain = "<html><head></head><body><p>static</p></body></html>";
    assert.throws(() => deferScripts(plain), /no chunk <script src async/);
    assert.throws(
      () => deferScripts(page.replace("/_next/static/chunks/react.js", "/js/react.js")),
      /outside \/_next\/static\/: \/js\/react.js/,
    );
    // The CSP allows the loader by its hash, and the JSON list needs none.
    const withLoader = withCsp(deferScripts(page));
    assert.ok(inlineScriptHashes(withLoader).includes(sha256(LOADER)));
    assert.ok(withLoader.includes(sha256(LOADER)));
    assert.equal(inlineScriptHashes(withLoader).length, 2); // the RSC push and the loader
  });
});

describe("the page's data and head links after the first paint (edge cases)", () => {
  const withPayload = page
    .replace(
      "<head>",
      '<head><link rel="preconnect" href="/" crossorigin=""/><link rel="manifest" href="/manifest.webmanifest"/>',
    )
    .replace(
      "</body>",
      '<script>self.__next_f.push([1,"0:{\\"a\\":1}\\n"])</script><script>self.__next_f.push([1,"1:\\"b\\"\\n"])</script></body>',
    );
  const payload = '0:{"a":1}\n1:"b"\n';

  test("the pushes go and the loader is told where the same payload is, after the manifest moved too; a payload file that differs, or a page without the loader, fails", () => {
    assert.equal(inlinePayload(withPayload), payload, "the inline payload is the pushes' text, joined");
    const html = externalizePayload(deferScripts(withPayload), "/x/index.txt", payload);
    assert.equal(inlinePayload(html), "");
    assert.match(html, new RegExp(`id="${DEFERRED_SCRIPTS_ID}" data-payload="/x/index.txt"`));
    assert.match(html, /push\(\[0\]\)/, "the bootstrap push stays");
    const escaped = externalizePayload(deferScripts(withPayload), `/a'b"&</index.txt`, payload);
    assert.match(
      escaped,
      /data-payload="\/a&#x27;b&quot;&amp;&lt;\/index.txt"/,
      "the URL escaped for its attribute",
    );
    // The payload can move after the manifest did (attributes in any order).
    const afterManifest = externalizePayload(
      deferHeadLinks(deferScripts(withPayload)),
      "/x/index.txt",
      payload,
    );
    assert.equal(inlinePayload(afterManifest), "");
    assert.match(afterManifest, /data-payload="\/x\/index.txt"/);
    // A payload file that differs, or a page without the loader, fails.
    assert.throws(() => externalizePayload(deferScripts(withPayload), "/x/index.txt", "other"), /differs/);
    assert.throws(() => externalizePayload(withPayload, "/x/index.txt", payload), /deferred/);
  });

  test("a manifest link in another shape fails rather than stay before the paint", () => {
    const other = withPayload.replace(
      '<link rel="manifest" href=',
      '<link crossOrigin="use-credentials" rel="manifest" href=',
    );
    assert.throws(() => deferHeadLinks(deferScripts(other)), /manifest <link> not in the shape/);
  });
});

test("compile hints: the hint becomes the chunk's first line, once", () => {
  const js = "(globalThis.TURBOPACK||[]).push([1])";
  const hinted = withCompileHint(js);
  assert.ok(hinted.startsWith("//# allFunctionsCalledOnLoad\n"));
  assert.equal(hinted.slice(COMPILE_HINT.length), js);
  assert.equal(withCompileHint(hinted), hinted);
});

describe("the CSP exception for search (docs/search.md)", () => {
  const boot = "(self.__next_f=self.__next_f||[]).push([0])";
  const doc = `<html><head><meta charSet="utf-8"/></head><body><script>${boot}</script></body></html>`;
  const scriptSrc = (page) => cspOf(withCsp(doc, "", { page }))?.match(/script-src [^;]+/)?.[0];

  test("only the two search pages allow WebAssembly, and nothing else more; no other page", () => {
    for (const page of ["search/index.html", "ar/search/index.html"])
      assert.equal(scriptSrc(page), `script-src 'self' 'wasm-unsafe-eval' ${sha256(boot)}`);
    assert.equal(
      cspOf(withCsp(doc, "", { page: "search/index.html" })).replace(" 'wasm-unsafe-eval'", ""),
      cspOf(withCsp(doc, "", { page: "index.html" })),
    );
    // Every other page, and a page whose path only looks like search, keeps script-src without it.
    for (const page of [
      "index.html",
      "ar/index.html",
      "blogs/search/index.html",
      "search.html",
      "",
      undefined,
    ])
      assert.equal(scriptSrc(page), `script-src 'self' ${sha256(boot)}`, String(page));
  });
});
