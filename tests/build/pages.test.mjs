// What every exported page says in its HTML, read from out/ without a browser (moved here from the Chromium
// specs, which loaded each page again for it; e2e/pages-each.spec.ts keeps what needs a browser): language and
// direction, title and description, self canonical and reciprocal hreflang on both editions, og:locale:alternate
// (og:locale itself: share-cards.test.mjs), the JSON-LD's language, and the footer's links, e-mail and copyright.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { attributesOf, elements, firstText, parseHtml, rawText, textOf } from "../../scripts/lib/html.mjs";
import { loadSite, pageHtml } from "./support.mjs";

const { routes, arRoutes, content, navigation, site, absoluteUrl } = await loadSite();

// The two editions' routes pair up in order: tests/unit/arabic-content.test.ts ("Arabic routes mirror the English ones").
describe("every route of both editions: language, title, description, canonical, hreflang", () => {
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
      test(r.path, () => {
        const html = parseHtml(pageHtml(r.path));
        const [htmlTag] = attributesOf(html, "html");
        assert.equal(htmlTag.lang, locale);
        assert.equal(htmlTag.dir, locale === "ar" ? "rtl" : "ltr");
        assert.equal(firstText(html, "title"), `${r.title} | ${site.name}`);
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
        if (locale === "ar") assert.equal(meta("property", "og:locale:alternate")[0], "en_US");
        const ld = elements(html, "script")
          .filter((s) => s.attribs.type === "application/ld+json")
          .map(rawText);
        assert.ok(ld.length > 0, "JSON-LD");
        assert.ok(ld.join(" ").includes(`"inLanguage":"${locale}"`), "JSON-LD inLanguage");
        assert.ok(!ld.some((s) => s.includes("<")), "JSON-LD escaped: no raw '<'");
        // The company's registration, as the footer and the legal pages label it.
        const words = content(locale);
        const org = ld
          .flatMap((s) => [JSON.parse(s)].flat())
          .find((d) => d["@type"] === "ProfessionalService");
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
      });
    }
  }
});

describe("the footer of every page: its columns' links, the e-mail and the copyright year", () => {
  for (const [locale, list] of /** @type {const} */ ([
    ["en", routes],
    ["ar", arRoutes],
  ])) {
    const { footerColumns } = navigation(locale);
    for (const route of list) {
      test(route.path, () => {
        const [footer] = elements(pageHtml(route.path), "footer");
        assert.ok(footer, "a <footer>");
        for (const col of footerColumns) {
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
