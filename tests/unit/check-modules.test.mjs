// The checks of check-build one by one (scripts/check/checks/), each on a three-file site written here: quiet on
// the clean one, and naming the page and the reason when one thing is wrong. No build needed.
import assert from "node:assert/strict";
import { test } from "node:test";
import { adminApart } from "../../scripts/check/checks/admin.mjs";
import { externalOrigins } from "../../scripts/check/checks/external.mjs";
import { internalLinks } from "../../scripts/check/checks/links.mjs";
import { searchOnDemand } from "../../scripts/check/checks/search.mjs";
import { readSite } from "../../scripts/check/checks/site.mjs";
import { tempDir } from "../support/temp.mjs";

const policy = (extra = "") =>
  `<meta http-equiv="Content-Security-Policy" content="script-src 'self'${extra}">`;

/** A site whose home page's <body> is `body` (and whose <head> holds `head`). */
function site(body = "", head = policy()) {
  const out = tempDir("check-modules-", {
    "index.html": `<html><head>${head}</head><body><h1 id="top">Home</h1><a href="/search/">Search</a>${body}</body></html>`,
    "search/index.html": `<html><head>${policy(" 'wasm-unsafe-eval'")}</head><body><a href="/#top">Home</a></body></html>`,
    "ar/search/index.html": `<html><head>${policy(" 'wasm-unsafe-eval'")}</head><body></body></html>`,
    "admin/index.html": `<meta name="robots" content="noindex">${policy(" 'unsafe-eval'")}`,
    "robots.txt": "Disallow: /admin/\n",
    "sitemap.xml":
      "<urlset><url><loc>https://site.test/</loc></url><url><loc>https://site.test/search/</loc></url></urlset>",
    "pagefind/pagefind-entry.json": JSON.stringify({
      languages: { en: { page_count: 1 }, ar: { page_count: 1 } },
    }),
  });
  return readSite(out, "https://site.test");
}
const all = (s) => [externalOrigins, internalLinks, adminApart, searchOnDemand].flatMap((check) => check(s));

test("the clean site passes every check; each check names the page and what is wrong with it", () => {
  assert.deepEqual(all(site()), []);
  assert.deepEqual(externalOrigins(site('<img src="https://cdn.test/a.png">')), [
    "index.html: <img> loads https://cdn.test/a.png",
  ]);
  assert.deepEqual(internalLinks(site('<a href="/gone/">x</a><a href="#nowhere">y</a>')), [
    "index.html: <a> /gone/ does not resolve in out/",
    "index.html: #nowhere points at no element on the page",
  ]);
  assert.deepEqual(adminApart(site('<a href="/admin/">CMS</a>')), [
    "index.html: <a> references the content manager (/admin/)",
  ]);
  assert.deepEqual(searchOnDemand(site("", policy(" 'wasm-unsafe-eval'"))), [
    "index.html: 'wasm-unsafe-eval' in its CSP (only the search pages have it)",
  ]);
});
