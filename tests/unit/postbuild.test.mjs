// Unit tests of scripts/postbuild.mjs (node:test: the Playwright runner does not load .mjs scripts).
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { describe, test } from "node:test";
import {
  COMPILE_HINT,
  DEFERRED_SCRIPTS_ID,
  deferHeadLinks,
  deferScripts,
  deferredScriptList,
  externalizePayload,
  inlinePayload,
  inlineScriptHashes,
  withCompileHint,
  withCsp,
} from "../../scripts/postbuild.mjs";

// The shape Next 16 writes: async chunks and a low-priority preload in <head>, a noModule polyfill,
// inline RSC payload scripts in <body>.
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

describe("scripts after the first paint", () => {
  test("every async chunk moves, in order, into the list the loader reads", () => {
    const html = deferScripts(page);
    assert.deepEqual(deferredScriptList(html), [
      "/_next/static/chunks/react.js",
      "/_next/static/chunks/turbopack-x.js",
      "/_next/static/chunks/page.js",
    ]);
    assert.doesNotMatch(html, /<script[^>]*async/);
    assert.ok(!html.includes('as="script"'));
  });

  test("stylesheets, the noModule polyfill, JSON-LD and the RSC payload stay where they were", () => {
    const html = deferScripts(page);
    assert.ok(html.includes('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>'));
    assert.ok(html.includes('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>'));
    assert.ok(html.includes('<script type="application/ld+json">'));
    assert.ok(html.indexOf("self.__next_f") < html.indexOf(DEFERRED_SCRIPTS_ID));
  });

  test("the loader is the last thing in <body> and running it twice changes nothing", () => {
    const once = deferScripts(page);
    assert.match(once, /PerformanceObserver[^<]*<\/script><\/body>/);
    assert.equal(deferScripts(once), once);
  });

  test("a page without chunk scripts is left alone", () => {
    const plain = "<html><head></head><body><p>static</p></body></html>";
    assert.equal(deferScripts(plain), plain);
  });

  test("the CSP allows the loader by its hash, and the JSON list needs none", () => {
    const html = withCsp(deferScripts(page));
    const loader = html.match(/<script>(\(function\(\)[\s\S]*?)<\/script><\/body>/)?.[1] ?? "";
    const hash = `'sha256-${createHash("sha256").update(loader, "utf8").digest("base64")}'`;
    assert.notEqual(loader, "");
    assert.ok(inlineScriptHashes(html).includes(hash));
    assert.ok(html.includes(hash));
    assert.equal(inlineScriptHashes(html).length, 2); // the RSC push and the loader
  });
});

describe("the page's data and head links after the first paint", () => {
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

  test("the inline payload is the pushes' text, joined", () => {
    assert.equal(inlinePayload(withPayload), payload);
  });

  test("the pushes go and the loader is told where the same payload is", () => {
    const html = externalizePayload(deferScripts(withPayload), "/x/index.txt", payload);
    assert.equal(inlinePayload(html), "");
    assert.match(html, new RegExp(`id="${DEFERRED_SCRIPTS_ID}" data-payload="/x/index.txt"`));
    assert.match(html, /push\(\[0\]\)/, "the bootstrap push stays");
  });

  test("a payload file that differs, or a page without the loader, keeps its inline payload", () => {
    assert.equal(
      externalizePayload(deferScripts(withPayload), "/x/index.txt", "other"),
      deferScripts(withPayload),
    );
    assert.equal(externalizePayload(withPayload, "/x/index.txt", payload), withPayload);
  });

  test("the payload can move after the manifest did (attributes in any order)", () => {
    const html = externalizePayload(deferHeadLinks(deferScripts(withPayload)), "/x/index.txt", payload);
    assert.equal(inlinePayload(html), "");
    assert.match(html, /data-payload="\/x\/index.txt"/);
  });

  test("the manifest link moves to the loader and the self-preconnect goes", () => {
    const html = deferHeadLinks(deferScripts(withPayload));
    assert.doesNotMatch(html, /<link rel="(manifest|preconnect)"/);
    assert.match(html, /data-manifest="\/manifest.webmanifest"/);
  });
});

describe("compile hints", () => {
  test("the hint becomes the chunk's first line, once", () => {
    const js = "(globalThis.TURBOPACK||[]).push([1])";
    const hinted = withCompileHint(js);
    assert.ok(hinted.startsWith("//# allFunctionsCalledOnLoad\n"));
    assert.equal(hinted.slice(COMPILE_HINT.length), js);
    assert.equal(withCompileHint(hinted), hinted);
  });
});
