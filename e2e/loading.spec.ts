import type { Page } from "@playwright/test";
import { expect, test } from "./support";
import { pages, routes } from "@/content/routes";
import { testimonialsSection } from "@/content/testimonials";

// scripts/postbuild.mjs moves the chunk scripts behind the first paint (README "Performance budgets").
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

for (const path of [pages.home.path, firstOf("service"), firstOf("blog"), pages.contact.path]) {
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
  });
}

test("Home: the carousel library is fetched only when the testimonials come near the viewport", async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  await page.goto(pages.home.path);
  const carousel = page.getByRole("region", { name: testimonialsSection.carousel.region });
  const next = carousel.getByRole("button", { name: testimonialsSection.carousel.next });
  await expect(next).toBeDisabled();
  const before = scripts.length;
  await carousel.scrollIntoViewIfNeeded();
  await expect(next).toBeEnabled();
  expect(scripts.length).toBeGreaterThan(before);
});
