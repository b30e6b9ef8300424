// The CSP never blesses content (issue 46): the post-build step hashes only the inline scripts the build emits
// (scripts/build/postbuild/csp.mjs BUILT_SCRIPTS), and a page holding any other inline script or an inline event
// handler fails, the page named. Over a real exported page (tests/samples/next-export) with a script injected
// as an editor's text would arrive.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import { processPage } from "../../scripts/build/postbuild.mjs";
import { builtScriptKind, inlineHandlers, inlineScriptHashes } from "../../scripts/build/postbuild/csp.mjs";

const fixtures = join(import.meta.dirname, "../samples/next-export");
const read = (file) => readFileSync(join(fixtures, file), "utf8");
const page = "ar/contact/index.html";
const raw = read(page);
const exported = read("ar/contact/index.txt");
/** The page with `markup` inside its <main> (where an article's body goes). */
const injected = (markup) => raw.replace(/<main\b[^>]*>/, (m) => `${m}${markup}`);

describe("the CSP step on a real page", () => {
  test("every inline script Next and the project emit is recognised, and the page passes", () => {
    const { html } = processPage(raw, { page, exported });
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
      () => processPage(injected('<script>alert("typed")</script>'), { page, exported }),
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
      assert.throws(() => processPage(injected(markup), { page, exported }), /inline event handler/, markup);
    }
    assert.deepEqual(inlineHandlers(injected('<p title="a onclick=b">write onclick="x" as text</p>')), []);
  });

  test("a data block (JSON-LD) needs no hash and passes", () => {
    const { html } = processPage(injected('<script type="application/ld+json">{"a":"alert(1)"}</script>'), {
      page,
      exported,
    });
    assert.ok(html.includes("application/ld+json"));
  });
});
