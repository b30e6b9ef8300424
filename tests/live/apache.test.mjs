// check:live against Debian's Apache + mod_php serving out/ with the repository's .htaccess: it fails naming the
// cause on a broken hreflang pair, a sitemap that is not well-formed XML, a page answering 500 and, with
// --production, the default build's placeholder (.example) address. (That it passes, a sample of pages in
// Chromium included: tests/deploy/deploy.test.mjs, on a deployed copy of out/ behind its .htaccess.) Reads the
// main build (npm run build first).
import assert from "node:assert/strict";
import { test } from "node:test";
import { startApache } from "../hosting/apache.mjs";
import { assertFailures, checkServed, show } from "./support.mjs";

/** check:live (by default no browser: the causes are in HTTP) against Apache serving out/ broken by `breakIt`. */
const checkBroken = (breakIt, args = ["--browser-pages", "0"]) => checkServed(startApache, args, breakIt);

test("a broken hreflang pair fails, naming both pages; with --production, the default build's .example address fails", async () => {
  // /about-us/ says its Arabic version is /ar/contact/, which names /contact/ back, not /about-us/.
  const r = await checkBroken(
    (copy) =>
      copy.edit("about-us/index.html", (html) =>
        html.replace(
          /(<link rel="alternate" hrefLang="ar" href="https:\/\/[^"]+)\/ar\/about-us\/"/,
          '$1/ar/contact/"',
        ),
      ),
    ["--production", "--browser-pages", "0"],
  );
  assertFailures(
    r,
    [
      /placeholder address https:\/\/[^ ]+\.example/,
      /^FAIL \/about-us\/: hreflang ar → \/ar\/contact\/, which has no hreflang link back/,
      /^FAIL \/ar\/about-us\/: hreflang en → \/about-us\/, which has no hreflang link back/,
    ],
    /hreflang|placeholder address/,
  );
  // Production adds exactly the one failure: the placeholder address.
  assert.match(r.output, /3 failures/, show(r));
});

test("a sitemap that is not well-formed XML fails, naming it, and nothing is checked from it", async () => {
  const r = await checkBroken((copy) => copy.edit("sitemap.xml", (xml) => xml.replace("</url>", "</ur>")));
  assert.equal(r.code, 1, show(r));
  assert.deepEqual(
    r.failures.map((l) => l.replace(/: \{.*/, "")),
    ["FAIL /sitemap.xml: sitemap.xml is not well-formed XML"],
    show(r),
  );
});

test("a page answering 500 fails, naming the page and the status", async () => {
  const r = await checkBroken((copy) =>
    copy.edit(".htaccess", (conf) =>
      conf.replace("  RewriteBase /\n", "  RewriteBase /\n  RewriteRule ^services/?$ - [R=500,L]\n"),
    ),
  );
  assertFailures(r, [/^FAIL \/services\/: answered 500, not 200$/], /500/);
});

test("an inline script, a missing search index, an indexable /admin/, a CMS without its configuration and an http image each fail, named", async () => {
  // The home page (the first sitemap page, the one page of a one-page browser sample) runs a script its CSP does
  // not allow; /about-us/ loads an image over http; the CMS page loses its noindex; no search index.
  const r = await checkBroken(
    (copy) => {
      copy.edit("index.html", (html) =>
        html.replace("</body>", "<script>window.injected = 1</script></body>"),
      );
      copy.edit("about-us/index.html", (html) =>
        html.replace("</main>", '<img src="http://cdn.invalid/pixel.png" alt=""></main>'),
      );
      copy.edit("admin/index.html", (html) => html.replace(/<meta name="robots"[^>]*>/, ""));
      // The CMS without its configuration (as when it was served as config.yml, which the web servers refuse).
      copy.remove("admin/config.json");
      copy.remove("pagefind/pagefind-entry.json");
    },
    ["--browser-pages", "1"],
  );
  assertFailures(r, [
    /^FAIL \/ \(browser\): CSP: script-src(-elem)? blocked inline/,
    /^FAIL \/about-us\/: mixed content: <img> http:\/\/cdn\.invalid\/pixel\.png$/,
    /^FAIL \/admin\/: not noindex/,
    /^FAIL \/admin\/config\.json: answered 404/,
    /^FAIL \/pagefind\/pagefind-entry\.json: answered 404/,
    /^FAIL \/search\/\?q=.* \(browser\): search for ".*" showed no result/,
    /^FAIL \/ar\/search\/\?q=.* \(browser\): search for ".*" showed no result/,
  ]);
});
