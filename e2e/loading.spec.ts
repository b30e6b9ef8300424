import type { Page } from "@playwright/test";
import { expect, test } from "./support";
import { pages, searchPath } from "@/content/routes";
import { content, routes } from "@/lib/content";
import { testimonialsSection } from "@/content/testimonials";

// scripts/build/postbuild.mjs moves the chunk scripts behind the first paint (docs/performance.md).
// The order is read from the browser's own Performance Timeline.
/** The URLs of the scripts the page requests from now on, in order. */
function scriptRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") urls.push(r.url());
  });
  return urls;
}

const firstOf = (group: string) => routes.find((r) => r.group === group)?.path ?? "/";

for (const path of [pages.home.path, firstOf("service"), firstOf("blog"), pages.contact.path, searchPath]) {
  test(`${path}: the first paint needs no JavaScript; chunks load after it, once each, and hydrate`, async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto(path); // returns once <html data-hydrated> is set (e2e/support.ts)
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scriptStarts: performance
        .getEntriesByType("resource")
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === "script")
        .map((e) => e.startTime),
    }));
    expect(timing.scriptStarts.length).toBeGreaterThan(3);
    expect(Math.min(...timing.scriptStarts)).toBeGreaterThanOrEqual(timing.fcp);
    expect(scripts.length, scripts.join("\n")).toBe(new Set(scripts).size);
    // Search code only where the visitor asked for it (docs/search.md): the search page, after its paint.
    await expect.poll(() => scripts.some((u) => u.includes("/pagefind/"))).toBe(path === searchPath);
    if (path !== pages.home.path) return;
    // Home: the carousel library is fetched only when the testimonials come near the viewport.
    const carousel = page.getByRole("region", { name: testimonialsSection.carousel.region });
    const next = carousel.getByRole("button", { name: testimonialsSection.carousel.next });
    await expect(next).toBeDisabled();
    const before = scripts.length;
    await carousel.scrollIntoViewIfNeeded();
    await expect(next).toBeEnabled();
    expect(scripts.length).toBeGreaterThan(before);
  });
}

// Fonts never delay a page (app/fonts/README.md): a first visit requests none before its first paint and
// paints in the metric-matched fallbacks; the brand fonts are cached after hydration and used from the
// next page on, both after a full load and after an in-app navigation.
/** The first family of the body's font stack, unquoted. */
const bodyFont = (page: Page) =>
  page.evaluate(() =>
    (getComputedStyle(document.body).fontFamily.split(",")[0] ?? "").replace(/"/g, "").trim(),
  );
const fontRequests = (page: Page) => {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") urls.push(r.url());
  });
  return urls;
};

for (const [edition, home, second, brand, about] of [
  ["English", "/", "/about-us/", "Inter", content("en").nav.about],
  ["Arabic", "/ar/", "/ar/about-us/", "IBM Plex Sans Arabic", content("ar").nav.about],
] as const) {
  test(`${edition}: no font before the first paint of a first visit; the brand font from the next page on, after an in-app navigation too`, async ({
    page,
  }) => {
    const fonts = fontRequests(page);
    await page.goto(home);
    const firstPaint = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      fontStarts: performance
        .getEntriesByType("resource")
        .filter((e) => /\.woff2$/.test(e.name))
        .map((e) => e.startTime),
      marked: document.documentElement.hasAttribute("data-fonts"),
    }));
    expect(firstPaint.marked).toBe(false);
    expect(await bodyFont(page)).not.toBe(brand);
    for (const start of firstPaint.fontStarts) expect(start).toBeGreaterThan(firstPaint.fcp);
    // The warm-up caches the fonts without using them on this page.
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith("fonts-cached-"))))
      .toBe(true);
    expect(await bodyFont(page)).not.toBe(brand);

    // An in-app navigation after the warm-up turns the brand font on.
    await page.getByRole("contentinfo").getByRole("link", { name: about, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${second}$`));
    await expect.poll(() => bodyFont(page)).toBe(brand);
    // A full load of the next page: the brand font from the first paint.
    await page.goto(second);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-fonts"))).toBe(true);
    expect(await bodyFont(page)).toBe(brand);
    await expect
      .poll(() => page.evaluate((f) => document.fonts.check(`16px "${f}"`, "ا a"), brand))
      .toBe(true);
  });
}
