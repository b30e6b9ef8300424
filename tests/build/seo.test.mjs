// The metadata and structured data of every English route, read from out/ (moved here from e2e/seo.spec.ts,
// which loaded each page again for it without JavaScript): the Open Graph and Twitter tags with the page's own
// share card (title, description and canonical: pages.test.mjs), the JSON-LD (the company everywhere,
// breadcrumbs on inner pages, BlogPosting on articles) and a heading outline that never skips a level.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import { blogPath } from "../../content/routes.ts";
import { shareCard } from "../../lib/share-card.ts";
import { attributesOf, elements, parseHtml, rawText, textOf } from "../../scripts/lib/html.mjs";
import { sitemapUrls } from "../../scripts/lib/sitemap.mjs";
import { loadSite, out, pageHtml } from "./support.mjs";

const { routes, arRoutes, content, site, absoluteUrl } = await loadSite();
const { blogPosts } = content("en");
const articlePaths = new Set(blogPosts.map((p) => blogPath(p.slug)));

describe("metadata and structured data on every route", () => {
  for (const route of routes) {
    test(`${route.path}: social tags, JSON-LD, headings`, () => {
      const html = parseHtml(pageHtml(route.path));
      const canonical = absoluteUrl(route.path);
      const title = `${route.title} | ${site.name}`;
      const metas = attributesOf(html, "meta");
      const meta = (key) => metas.find((m) => m.name === key || m.property === key)?.content;

      // Language, title, description and canonical: pages.test.mjs (both editions); their uniqueness: the
      // registry's (tests/unit/content.test.ts), which pages.test.mjs shows each page carries.
      // Open Graph and Twitter card, with the page's own share card (lib/share-card.ts); twitter:image and the
      // card's size tags on every sitemap page: share-cards.test.mjs.
      const card = `${site.url}${shareCard(route.title, route.path, "en").file}`;
      const social = {
        "og:title": title,
        "og:description": route.description,
        "og:url": canonical,
        "og:site_name": site.name,
        "og:type": articlePaths.has(route.path) ? "article" : "website",
        "og:image": card,
        "og:image:alt": `${site.name}: ${route.title}`,
        "twitter:card": "summary_large_image",
        "twitter:title": title,
      };
      assert.deepEqual(Object.fromEntries(Object.keys(social).map((k) => [k, meta(k)])), social);

      // JSON-LD: each block parses on its own; a block holds one object or a list.
      const ld = elements(html, "script")
        .filter((s) => s.attribs.type === "application/ld+json")
        .flatMap((s) => [JSON.parse(rawText(s))].flat());
      const types = ld.map((d) => d["@type"]);
      const org = ld.find((d) => d["@type"] === "ProfessionalService");
      assert.ok(org, "ProfessionalService");
      assert.deepEqual(
        [org.name, org.email, org.address.addressLocality, org.address.addressCountry],
        [site.name, site.email, site.address.city, site.address.countryCode],
      );
      if (route.path === "/") assert.ok(!types.includes("BreadcrumbList"));
      else {
        const items = ld.find((d) => d["@type"] === "BreadcrumbList")?.itemListElement;
        assert.ok(items, "BreadcrumbList");
        assert.deepEqual([items[0].position, items[0].item], [1, absoluteUrl("/")]);
        const last = items.at(-1);
        assert.deepEqual([last.position, last.item], [items.length, canonical]);
        assert.equal(last.name, route.heading ?? route.title);
      }
      if (articlePaths.has(route.path)) {
        const post = blogPosts.find((p) => blogPath(p.slug) === route.path);
        const posting = ld.find((d) => d["@type"] === "BlogPosting");
        assert.ok(posting, "BlogPosting");
        assert.deepEqual(
          [posting.headline, posting.datePublished, posting.mainEntityOfPage],
          [post.title, post.date, canonical],
        );
      } else assert.ok(!types.includes("BlogPosting"));

      // One h1, first, and an outline that never skips a level on the way down.
      const levels = elements(html)
        .filter((el) => /^h[1-6]$/.test(el.name))
        .map((el) => ({ level: Number(el.name[1]), text: textOf(el) }));
      assert.equal(levels.filter((h) => h.level === 1).length, 1, "one h1");
      assert.equal(levels[0]?.level, 1, "the first heading is the h1");
      for (let i = 1; i < levels.length; i++)
        assert.ok(
          levels[i].level - levels[i - 1].level <= 1,
          `"${levels[i].text}" (h${levels[i].level}) follows h${levels[i - 1].level}`,
        );
    });
  }
});

// The crawl files (moved from e2e/seo.spec.ts, which asked the preview server for them); their `Disallow: /admin/`:
// scripts/check/checks/admin.mjs (check-build).
describe("crawl files", () => {
  test("sitemap.xml lists every route of both editions once, in canonical form, each with all its alternates", () => {
    const xml = readFileSync(join(out, "sitemap.xml"), "utf8");
    assert.doesNotMatch(xml, /<loc>[^<]*'/, "XML-escaped");
    const all = [...routes, ...arRoutes].map((r) => absoluteUrl(r.path));
    assert.deepEqual(sitemapUrls(xml).toSorted(), all.toSorted());
    const entries = xml.split("<url>").slice(1);
    const url = (path) => absoluteUrl(path).replace(/&/g, "&amp;").replace(/'/g, "&apos;");
    for (const [i, { path }] of routes.entries()) {
      const [en, ar] = [url(path), url(arRoutes[i].path)];
      for (const loc of [en, ar]) {
        const entry = entries.find((e) => e.includes(`<loc>${loc}</loc>`)) ?? "";
        for (const [lang, href] of [
          ["en", en],
          ["ar", ar],
          ["x-default", en],
        ])
          assert.ok(entry.includes(`hreflang="${lang}" href="${href}"`), `${loc}: ${lang}`);
      }
    }
  });

  test("robots.txt allows crawling but the content manager, and points at the sitemap", () => {
    const text = readFileSync(join(out, "robots.txt"), "utf8");
    assert.match(text, /User-Agent: \*/i);
    assert.match(text, /^Allow: \/$/m);
    assert.doesNotMatch(text, /^Disallow: \/\s*$/m);
    assert.ok(text.includes(`Sitemap: ${site.url}/sitemap.xml`));
  });
});
