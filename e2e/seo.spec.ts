import { expect, test } from "./support";
import { site } from "@/content/site";
import { shareImage } from "@/lib/metadata";

// Each route's title, description, canonical, social tags, JSON-LD (escaped: no raw '<') and heading outline, and
// their uniqueness: tests/build/seo.test.mjs and pages.test.mjs (the HTML of out/, no second load of every page).
// sitemap.xml (every route of both editions, with its alternates) and robots.txt: tests/build/seo.test.mjs; each
// URL the sitemap lists answers 200: every route of both editions is loaded by e2e/pages-each.spec.ts.
test("manifest and icons: the manifest names the site and its icons exist; the tab icon is drawn from the page itself; touch icon and share image are served", async ({
  page,
  browser,
  request,
}) => {
  // The manifest link is added after the first paint (scripts/build/postbuild.mjs step 6): a browser with JavaScript.
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href!)).json()) as { icons: { src: string; sizes: string }[] };
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

  // Crawlers read the pre-rendered HTML: the icons with JavaScript off. The tab icon is inline (lib/metadata.ts):
  // a linked one was fetched before the first paint.
  const context = await browser.newContext({ javaScriptEnabled: false });
  page = await context.newPage();
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
  await context.close();
});
