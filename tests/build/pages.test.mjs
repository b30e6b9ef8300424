// What every exported page of both editions says in its HTML, read from out/ without a browser (moved here from
// the Chromium specs, which loaded each page again for it; e2e/pages-each.spec.ts keeps what needs a browser):
// language and direction, title and description, self canonical and reciprocal hreflang, the Open Graph and
// Twitter tags with the page's own share card (issue 40, docs/images.md "Share cards": absolute on the production
// address, of the page's language, one per page; the file 1200×630, at most 300 KB, of its type), the JSON-LD (its language, the company everywhere, breadcrumbs on inner pages, BlogPosting on articles), a heading
// outline that never skips a level, and the footer's links, e-mail and copyright. Then the crawl files.
import assert from "node:assert/strict";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import sharp from "sharp";
import { localePath } from "../../content/i18n.ts";
import { blogPath } from "../../content/routes.ts";
import { shareCard } from "../../lib/share-card.ts";
import { attributesOf, elements, firstText, parseHtml, rawText, textOf } from "../../scripts/lib/html.mjs";
import { sitemapUrls } from "../../scripts/lib/sitemap.mjs";
import { loadSite, out, pageHtml } from "./support.mjs";

const { routes, arRoutes, content, navigation, site, absoluteUrl } = await loadSite();

/** Each share card named so far, and the page naming it. */
const cards = new Map();

// The two editions' routes pair up in order: tests/unit/arabic-content.test.ts ("Arabic routes mirror the English ones").
describe("every route of both editions: language, title, description, canonical, hreflang, metadata, the footer", () => {
  for (const [i, route] of routes.entries()) {
    const arRoute = arRoutes[i];
    const expected = {
      en: absoluteUrl(route.path),
      ar: absoluteUrl(arRoute.path),
      "x-default": absoluteUrl(route.path),
    };
    for (const [locale, r] of /** @type {const} */ ([
      ["en", route],
      ["ar", arRoute],
    ])) {
      test(r.path, async () => {
        const html = parseHtml(pageHtml(r.path));
        const [htmlTag] = attributesOf(html, "html");
        assert.equal(htmlTag.lang, locale);
        assert.equal(htmlTag.dir, locale === "ar" ? "rtl" : "ltr");
        const title = `${r.title} | ${site.name}`;
        assert.equal(firstText(html, "title"), title);
        const metas = attributesOf(html, "meta");
        const meta = (key, value) => metas.filter((m) => m[key] === value).map((m) => m.content);
        assert.deepEqual(meta("name", "description"), [r.description]);
        const links = attributesOf(html, "link");
        assert.deepEqual(
          links.filter((l) => l.rel === "canonical").map((l) => l.href),
          [expected[locale]],
          "self canonical",
        );
        const alternates = Object.fromEntries(
          links.filter((l) => l.rel === "alternate" && l.hreflang).map((l) => [l.hreflang, l.href]),
        );
        assert.deepEqual(alternates, expected, "hreflang en, ar, x-default");
        // Open Graph and Twitter card, with the page's own share card (lib/share-card.ts).
        const words = content(locale);
        const post = words.blogPosts.find((p) => localePath(blogPath(p.slug), locale) === r.path);
        const card = `${site.url}${shareCard(r.title, route.path, locale).file}`;
        const ext = card.endsWith(".png") ? "png" : "jpeg";
        const social = {
          "og:title": title,
          "og:description": r.description,
          "og:url": expected[locale],
          "og:site_name": site.name,
          "og:type": post ? "article" : "website",
          "og:image": card,
          "og:image:alt": `${site.name}: ${r.title}`,
          "og:image:width": "1200",
          "og:image:height": "630",
          "og:image:type": `image/${ext}`,
          "og:locale": locale === "ar" ? "ar_SA" : "en_US",
          "og:locale:alternate": locale === "ar" ? "en_US" : "ar_SA",
          "twitter:card": "summary_large_image",
          "twitter:title": title,
          "twitter:image": card,
        };
        const one = (key) => metas.find((m) => m.name === key || m.property === key)?.content;
        assert.deepEqual(Object.fromEntries(Object.keys(social).map((k) => [k, one(k)])), social);
        const escaped = site.url.replace(/\./g, "\\.");
        assert.match(
          card,
          new RegExp(`^${escaped}/og/${locale}-[0-9a-f]{16}\\.(png|jpg)$`),
          "a card of its language",
        );
        // One card per page (an English page and its Arabic twin among them), and its file.
        assert.ok(!cards.has(card), `${r.path} and ${cards.get(card)} share the card ${card}`);
        cards.set(card, r.path);
        const file = join(out, decodeURIComponent(new URL(card).pathname));
        assert.ok(existsSync(file), `${card} is not in out/`);
        assert.ok(statSync(file).size <= 300_000, `${card} is ${statSync(file).size} bytes`);
        const { width, height, format } = await sharp(file).metadata();
        assert.deepEqual([width, height, format], [1200, 630, ext], card);
        const ld = elements(html, "script")
          .filter((s) => s.attribs.type === "application/ld+json")
          .map(rawText);
        assert.ok(ld.length > 0, "JSON-LD");
        assert.ok(ld.join(" ").includes(`"inLanguage":"${locale}"`), "JSON-LD inLanguage");
        assert.ok(!ld.some((s) => s.includes("<")), "JSON-LD escaped: no raw '<'");
        // JSON-LD: each block parses on its own; a block holds one object or a list. The company, with its
        // registration as the footer and the legal pages label it.
        const docs = ld.flatMap((s) => [JSON.parse(s)].flat());
        const types = docs.map((d) => d["@type"]);
        const org = docs.find((d) => d["@type"] === "ProfessionalService");
        assert.ok(org, "ProfessionalService");
        assert.deepEqual(
          [org.name, org.email, org.address.addressLocality, org.address.addressCountry],
          [site.name, site.email, words.site.address.city, site.address.countryCode],
        );
        const id = (propertyID, key) => {
          const [name, value] = [words.ui.footer.registration[key], site.registration[key]];
          return { "@type": "PropertyValue", propertyID, name, value };
        };
        assert.deepEqual(
          [org?.legalName, org?.vatID, org?.identifier],
          [
            words.site.legalName,
            site.registration.vat,
            [id("CR", "cr"), id("UnifiedNationalNumber", "unifiedNumber")],
          ],
        );
        const home = localePath("/", locale);
        if (r.path === home) assert.ok(!types.includes("BreadcrumbList"));
        else {
          const items = docs.find((d) => d["@type"] === "BreadcrumbList")?.itemListElement;
          assert.ok(items, "BreadcrumbList");
          assert.deepEqual([items[0].position, items[0].item], [1, absoluteUrl(home)]);
          const last = items.at(-1);
          assert.deepEqual([last.position, last.item], [items.length, expected[locale]]);
          assert.equal(last.name, r.heading ?? r.title);
        }
        const posting = docs.find((d) => d["@type"] === "BlogPosting");
        assert.equal(!!posting, !!post, "BlogPosting on articles only");
        if (post)
          assert.deepEqual(
            [posting.headline, posting.datePublished, posting.mainEntityOfPage],
            [post.title, post.date, expected[locale]],
          );
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
        if (/\/(privacy-policy|terms-conditions)$/.test(r.path)) {
          const main = rawText(elements(html, "main")[0]);
          for (const key of ["cr", "unifiedNumber", "vat"]) {
            const said = `${words.publishing.registration[key]}\u00a0${site.registration[key]}`;
            assert.ok(main.includes(said), said);
          }
        }
        // The language switcher of the header and the footer leads to the twin; every other link of an Arabic
        // page stays in the Arabic edition.
        const twin = locale === "en" ? ["ar", "العربية", arRoute.path] : ["en", "English", route.path];
        for (const region of ["header", "footer"]) {
          const links = elements(elements(html, region)[0], "a").filter(
            (a) => a.attribs.hreflang === twin[0],
          );
          const href = encodeURI(twin[2]).replace(/\/?$/, "/");
          assert.deepEqual(
            links.map((a) => [textOf(a), a.attribs.href]),
            [[twin[1], href]],
            `${region} switcher`,
          );
        }
        if (locale === "ar") {
          const own = attributesOf(html, "a").filter((a) => a.href?.startsWith("/") && a.hreflang !== "en");
          assert.ok(own.length > 20, "links found");
          assert.deepEqual(
            own.map((a) => a.href).filter((h) => !/^\/ar(\/|$|#|\?)/.test(h)),
            [],
            "links stay Arabic",
          );
        }
        // The footer: its columns' links, the e-mail and the copyright year.
        const [footer] = elements(html, "footer");
        assert.ok(footer, "a <footer>");
        for (const col of navigation(locale).footerColumns) {
          const nav = elements(footer, "nav").find((n) => n.attribs["aria-label"] === col.title);
          assert.ok(nav, `footer navigation "${col.title}"`);
          const links = elements(nav, "a").map((a) => [textOf(a), a.attribs.href]);
          for (const link of col.links) {
            const href = link.href === "/" ? "/" : `${link.href}/`;
            assert.ok(
              links.some(([label, h]) => label === link.label && decodeURI(h ?? "") === decodeURI(href)),
              `"${col.title}": ${link.label} → ${href}; found ${JSON.stringify(links)}`,
            );
          }
        }
        assert.ok(
          elements(footer, "a").some((a) => a.attribs.href === `mailto:${site.email}`),
          site.email,
        );
        assert.ok(textOf(footer).includes(`© ${site.copyrightYear}`), `© ${site.copyrightYear}`);
      });
    }
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
