import { readFileSync } from "node:fs";
import assert from "node:assert/strict";
import { test } from "node:test";

// The CMS's page preview (cms/page-preview.js) takes the site's header, hero, layout with sidebar and footer from
// the published page and finds its slots (the hero's h1, eyebrow and lead; the text column) by the components'
// structure and class names. A component changed so that the preview would find nothing, or would rebuild
// <main> or the cover with other classes than the site's, fails here, naming the part. (The e2e test
// e2e/cms-page-preview.spec.ts then checks the preview against the built pages themselves.)

const read = (file: string) => readFileSync(file, "utf8");
const preview = read("cms/page-preview.js");
const shell = read("components/layout/site-shell.tsx");
const hero = read("components/sections/page-hero.tsx");
const family = read("components/templates/family-layout.tsx");
const article = read("components/templates/article-page.tsx");
const legal = read("components/sections/legal-document.tsx");

test("the page's <main> is rebuilt with the site shell's id and classes, between its header and footer; the hero and the text column are found", () => {
  const site = /<main id="main"[^>]*className="([^"]+)"/.exec(shell)?.[1];
  const rebuilt = /main\.className = "([^"]+)"/.exec(preview)?.[1];
  assert.ok(site, "components/layout/site-shell.tsx's <main>");
  assert.equal(rebuilt, site, "cms/page-preview.js's <main>");
  assert.ok(preview.includes('main.id = "main"'));
  // The header and the footer are the body's own children, either side of <main>.
  assert.match(shell, /<SiteHeader [^>]*\/>\s*(\{\/\*[^*]*\*\/\}\s*)?<main [^]*<\/main>\s*<SiteFooter /);
  assert.match(read("components/layout/header-nav.tsx"), /<header\b/);
  assert.match(read("components/layout/site-footer.tsx"), /<footer\b/);
  assert.ok(preview.includes('doc.querySelector("body > header")'));
  assert.ok(preview.includes('doc.querySelector("body > footer")'));
  // The hero is the page's first <section> (eyebrow just before the h1, lead just after); the text column: an article's <article> in the grid, a legal page's div.min-w-0.
  const body = hero.slice(hero.indexOf("return ("));
  assert.match(body.trimStart().slice("return (".length).trimStart(), /^<section /);
  const eyebrow = body.indexOf("{eyebrow ?");
  const h1 = body.indexOf("<h1");
  const lead = body.indexOf("{lead ?");
  assert.deepEqual([eyebrow > 0, h1 > eyebrow, lead > body.indexOf("</h1>")], [true, true, true]);
  // Nothing between the h1 and its lead.
  assert.equal(body.slice(body.indexOf("</h1>") + 5, lead).trim(), "");
  assert.ok(preview.includes('main?.querySelector(":scope > section")'));
  assert.ok(preview.includes("h1.previousElementSibling"));
  assert.ok(preview.includes("h1.nextElementSibling"));
  // The text column: an article's <article> in the family layout's grid, a legal page's div.min-w-0.
  // components/templates/family-layout.tsx: a grid <div> holding the column and the <aside>.
  assert.match(
    family,
    /<div className="mx-auto grid [^"]*">\s*<div className="min-w-0">\{children\}<\/div>\s*<aside>/,
  );
  assert.match(article, /<FamilyLayout [^]*<article className=/);
  assert.match(legal, /return \(\s*<div className="mx-auto grid [^"]*">\s*<aside /);
  assert.match(legal, /<\/aside>\s*<div className="min-w-0">/);
  assert.ok(preview.includes('main.querySelector(":scope > div.grid")'));
  assert.ok(preview.includes('":scope > div.min-w-0"'));
});

test("the draft's cover has the article page's classes", () => {
  const site = /<Picture[^]*?className="([^"]+)"/.exec(article)?.[1];
  assert.ok(site);
  assert.ok(preview.includes(`className: "${site}"`));
});
