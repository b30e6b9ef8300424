import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

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

test("the page's <main> is rebuilt with the site shell's id and classes, between its header and footer", () => {
  const site = /<main id="main"[^>]*className="([^"]+)"/.exec(shell)?.[1];
  const rebuilt = /main\.className = "([^"]+)"/.exec(preview)?.[1];
  expect(site, "components/layout/site-shell.tsx's <main>").toBeTruthy();
  expect(rebuilt, "cms/page-preview.js's <main>").toBe(site);
  expect(preview).toContain('main.id = "main"');
  // The header and the footer are the body's own children, either side of <main>.
  expect(shell).toMatch(/<SiteHeader [^>]*\/>\s*(\{\/\*[^*]*\*\/\}\s*)?<main [^]*<\/main>\s*<SiteFooter /);
  expect(read("components/layout/header-nav.tsx")).toMatch(/<header\b/);
  expect(read("components/layout/site-footer.tsx")).toMatch(/<footer\b/);
  expect(preview).toContain('doc.querySelector("body > header")');
  expect(preview).toContain('doc.querySelector("body > footer")');
});

test("the hero is the page's first <section>: its eyebrow just before the h1, its lead just after", () => {
  const body = hero.slice(hero.indexOf("return ("));
  expect(body.trimStart().slice("return (".length).trimStart()).toMatch(/^<section /);
  const eyebrow = body.indexOf("{eyebrow ?");
  const h1 = body.indexOf("<h1");
  const lead = body.indexOf("{lead ?");
  expect([eyebrow > 0, h1 > eyebrow, lead > body.indexOf("</h1>")]).toEqual([true, true, true]);
  // Nothing between the h1 and its lead.
  expect(body.slice(body.indexOf("</h1>") + 5, lead).trim()).toBe("");
  expect(preview).toContain('main?.querySelector(":scope > section")');
  expect(preview).toContain("h1.previousElementSibling");
  expect(preview).toContain("h1.nextElementSibling");
});

test("the text column: an article's <article> in the family layout's grid, a legal page's div.min-w-0", () => {
  // components/templates/family-layout.tsx: a grid <div> holding the column and the <aside>.
  expect(family).toMatch(
    /<div className="mx-auto grid [^"]*">\s*<div className="min-w-0">\{children\}<\/div>\s*<aside>/,
  );
  expect(article).toMatch(/<FamilyLayout [^]*<article className=/);
  expect(legal).toMatch(/return \(\s*<div className="mx-auto grid [^"]*">\s*<aside /);
  expect(legal).toMatch(/<\/aside>\s*<div className="min-w-0">/);
  expect(preview).toContain('main.querySelector(":scope > div.grid")');
  expect(preview).toContain('":scope > div.min-w-0"');
});

test("the draft's cover has the article page's classes", () => {
  const site = /<Picture[^]*?className="([^"]+)"/.exec(article)?.[1];
  expect(site).toBeTruthy();
  expect(preview).toContain(`className: "${site}"`);
});
