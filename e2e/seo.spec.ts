import { type Page } from "@playwright/test";
import { expect, test, routes } from "./support";
import { content } from "@/lib/content";
import { blogPath } from "@/content/routes";
import { site } from "@/content/site";
import { localizedRoutes } from "@/lib/content";
import { absoluteUrl, shareImage } from "@/lib/metadata";
import { shareCard } from "@/lib/share-card";
import { sitemapUrls } from "../scripts/lib/sitemap.mjs";

const { blogPosts } = content("en");

// Crawlers read the pre-rendered HTML: these checks run with JavaScript off.
test.use({ javaScriptEnabled: false });

type Ld = Record<string, unknown> & { "@type"?: string };

const meta = (page: Page, key: string) =>
  page.locator(`meta[name="${key}"], meta[property="${key}"]`).first().getAttribute("content");

async function jsonLd(page: Page): Promise<Ld[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  // Each block must parse on its own; a block may hold one object or a list.
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Ld | Ld[];
    return Array.isArray(data) ? data : [data];
  });
}

const articlePaths = new Set(blogPosts.map((p) => blogPath(p.slug)));

test.describe("metadata and structured data on every route", () => {
  for (const route of routes) {
    test(`${route.path}: title, description, canonical, social tags, JSON-LD, headings`, async ({ page }) => {
      await page.goto(route.path);
      const canonical = absoluteUrl(route.path);
      const title = `${route.title} | ${site.name}`;

      await expect(page.locator("html")).toHaveAttribute("lang", site.locale);
      await expect(page).toHaveTitle(title);
      expect(await meta(page, "description")).toBe(route.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);

      // Open Graph and Twitter card
      expect(await meta(page, "og:title")).toBe(title);
      expect(await meta(page, "og:description")).toBe(route.description);
      expect(await meta(page, "og:url")).toBe(canonical);
      expect(await meta(page, "og:site_name")).toBe(site.name);
      expect(await meta(page, "og:type")).toBe(articlePaths.has(route.path) ? "article" : "website");
      // The page's own share card (lib/share-card.ts; the files are checked by tests/build/share-cards.test.mjs).
      const card = `${site.url}${shareCard(route.title, route.path, "en").file}`;
      expect(await meta(page, "og:image")).toBe(card);
      expect(await meta(page, "og:image:width")).toBe("1200");
      expect(await meta(page, "og:image:alt")).toBe(`${site.name}: ${route.title}`);
      expect(await meta(page, "twitter:card")).toBe("summary_large_image");
      expect(await meta(page, "twitter:title")).toBe(title);
      expect(await meta(page, "twitter:image")).toBe(card);

      // JSON-LD: parses, the company everywhere, breadcrumbs on inner pages, BlogPosting on articles.
      const ld = await jsonLd(page);
      const types = ld.map((d) => d["@type"]);
      const org = ld.find((d) => d["@type"] === "ProfessionalService");
      expect(org, "ProfessionalService").toBeTruthy();
      expect(org).toMatchObject({
        name: site.name,
        email: site.email,
        address: { addressLocality: site.address.city, addressCountry: site.address.countryCode },
      });
      if (route.path === "/") {
        expect(types).not.toContain("BreadcrumbList");
      } else {
        const crumbs = ld.find((d) => d["@type"] === "BreadcrumbList") as
          { itemListElement: { position: number; name: string; item: string }[] } | undefined;
        expect(crumbs, "BreadcrumbList").toBeTruthy();
        const items = crumbs!.itemListElement;
        expect(items[0]).toMatchObject({ position: 1, item: absoluteUrl("/") });
        expect(items.at(-1)).toMatchObject({ position: items.length, item: canonical });
        expect(items.at(-1)!.name).toBe(route.heading ?? route.title);
      }
      if (articlePaths.has(route.path)) {
        const post = blogPosts.find((p) => blogPath(p.slug) === route.path)!;
        expect(ld.find((d) => d["@type"] === "BlogPosting")).toMatchObject({
          headline: post.title,
          datePublished: post.date,
          mainEntityOfPage: canonical,
        });
      } else {
        expect(types).not.toContain("BlogPosting");
      }

      // One h1 and a heading outline that never skips a level on the way down.
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const levels = await page
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((els) =>
          els.map((el) => ({ level: Number(el.tagName[1]), text: el.textContent?.trim() })),
        );
      expect(levels[0]?.level, "the first heading is the h1").toBe(1);
      for (let i = 1; i < levels.length; i++) {
        expect(
          levels[i]!.level - levels[i - 1]!.level,
          `"${levels[i]!.text}" (h${levels[i]!.level}) follows h${levels[i - 1]!.level}`,
        ).toBeLessThanOrEqual(1);
      }
    });
  }

  test("titles, descriptions and canonicals are unique across routes", async ({ page }) => {
    test.setTimeout(120_000); // one page load per route (35 with the blog's category pages)
    const seen = { title: new Set<string>(), description: new Set<string>(), canonical: new Set<string>() };
    for (const route of routes) {
      await page.goto(route.path);
      seen.title.add(await page.title());
      seen.description.add((await meta(page, "description")) ?? "");
      seen.canonical.add((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "");
    }
    expect(seen.title.size).toBe(routes.length);
    expect(seen.description.size).toBe(routes.length);
    expect(seen.canonical.size).toBe(routes.length);
  });

  test("JSON-LD is escaped: no raw '<' inside any block", async ({ request }) => {
    for (const route of routes) {
      const html = await (await request.get(route.path)).text();
      for (const [, body] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        expect(body, route.path).not.toContain("<");
      }
    }
  });
});

test.describe("crawl files, manifest and icons", () => {
  test("sitemap.xml lists every route of both editions once, in canonical form", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const locs = sitemapUrls(xml);
    expect(xml).not.toMatch(/<loc>[^<]*'/); // XML-escaped
    const both = [...routes, ...localizedRoutes("ar")];
    expect(locs.toSorted()).toEqual(both.map((r) => absoluteUrl(r.path)).toSorted());
  });

  test("every sitemap URL answers 200 on the built site", async ({ request }) => {
    for (const route of [...routes, ...localizedRoutes("ar")]) {
      const path = new URL(absoluteUrl(route.path)).pathname;
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test("robots.txt allows crawling but the content manager, and points at the sitemap", async ({
    request,
  }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toMatch(/^Disallow: \/admin\/$/m);
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  // The manifest link is added after the first paint (scripts/postbuild.mjs step 6): a browser with JavaScript.
  test.describe("in a browser", () => {
    test.use({ javaScriptEnabled: true });
    test("the manifest names the site and its icons exist", async ({ page, request }) => {
      await page.goto("/");
      const href = await page.locator('link[rel="manifest"]').getAttribute("href");
      expect(href).toBeTruthy();
      const manifest = (await (await request.get(href!)).json()) as {
        name: string;
        short_name: string;
        theme_color: string;
        icons: { src: string; sizes: string; purpose?: string }[];
      };
      expect(manifest.name).toBe(site.name);
      expect(manifest.short_name).toBe(site.shortName);
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
      for (const icon of manifest.icons) {
        const res = await request.get(icon.src);
        expect(res.status(), icon.src).toBe(200);
        expect(res.headers()["content-type"]).toContain("image/png");
      }
    });
  });

  // The tab icon is inline (lib/metadata.ts): a linked one was fetched before the first paint.
  test("the tab icon is drawn from the page itself; touch icon and share image are served", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const tabIcon = (await page.locator('link[rel="icon"]').first().getAttribute("href")) ?? "";
    expect(tabIcon).toMatch(/^data:image\/svg\+xml,/);
    const size = await page.evaluate(async (src) => {
      const img = document.createElement("img");
      img.src = src;
      return img.decode().then(
        () => img.naturalWidth,
        () => 0,
      );
    }, tabIcon);
    expect(size).toBeGreaterThan(0);
    const icons = [
      await page.locator('link[rel="apple-touch-icon"]').getAttribute("href"),
      shareImage("en").url,
    ];
    for (const href of icons) {
      expect(href).toBeTruthy();
      const res = await request.get(href!);
      expect(res.status(), href!).toBe(200);
      expect(res.headers()["content-type"]).toMatch(/^image\//);
    }
  });
});
