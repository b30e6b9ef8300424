import { expect, test, routes } from "./support";
import { site } from "@/content/site";
import { localizedRoutes } from "@/lib/content";
import { absoluteUrl, shareImage } from "@/lib/metadata";
import { sitemapUrls } from "../scripts/lib/sitemap.mjs";

// Crawlers read the pre-rendered HTML: these checks run with JavaScript off.
test.use({ javaScriptEnabled: false });

// Each route's title, description, canonical, social tags, JSON-LD (escaped: no raw '<') and heading outline, and
// their uniqueness: tests/build/seo.test.mjs and pages.test.mjs (the HTML of out/, no second load of every page).
test.describe("crawl files, manifest and icons", () => {
  // Each URL it lists answers 200: every route of both editions is loaded by e2e/pages-each.spec.ts.
  test("sitemap.xml lists every route of both editions once, in canonical form, each with all its alternates", async ({
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).not.toMatch(/<loc>[^<]*'/); // XML-escaped
    const arRoutes = localizedRoutes("ar");
    const both = [...routes, ...arRoutes];
    expect(sitemapUrls(xml).toSorted()).toEqual(both.map((r) => absoluteUrl(r.path)).toSorted());
    const entries = xml.split("<url>").slice(1);
    const url = (path: string) => absoluteUrl(path).replace(/&/g, "&amp;").replace(/'/g, "&apos;");
    for (const [i, { path }] of routes.entries()) {
      const [en, ar] = [url(path), url(arRoutes[i]!.path)];
      for (const loc of [en, ar]) {
        const entry = entries.find((e) => e.includes(`<loc>${loc}</loc>`));
        for (const [lang, href] of [
          ["en", en],
          ["ar", ar],
          ["x-default", en],
        ])
          expect(entry, loc).toContain(`hreflang="${lang}" href="${href}"`);
      }
    }
  });

  // Its `Disallow: /admin/`: scripts/check/checks/admin.mjs (check-build).
  test("robots.txt allows crawling but the content manager, and points at the sitemap", async ({
    request,
  }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  // The manifest link is added after the first paint (scripts/build/postbuild.mjs step 6): a browser with JavaScript.
  test.describe("in a browser", () => {
    test.use({ javaScriptEnabled: true });
    test("the manifest names the site and its icons exist", async ({ page, request }) => {
      await page.goto("/");
      const href = await page.locator('link[rel="manifest"]').getAttribute("href");
      expect(href).toBeTruthy();
      const manifest = (await (await request.get(href!)).json()) as {
        icons: { src: string; sizes: string }[];
      };
      expect(manifest).toMatchObject({
        name: site.name,
        short_name: site.shortName,
        theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      });
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
