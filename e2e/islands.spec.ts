import { type Locator, type Page } from "@playwright/test";
import { clientsSection, clientLogos } from "@/content/clients";
import { hero } from "@/content/pages/home";
import { stats } from "@/content/shared";
import { testimonialsSection, testimonials } from "@/content/testimonials";
import { expect, test } from "./support";

const testimonialsCarousel = (page: Page) =>
  page.getByRole("region", { name: testimonialsSection.carousel.region });
const logosCarousel = (page: Page) => page.getByRole("region", { name: clientsSection.carousel.region });
const contactContainer = (page: Page) =>
  page.getByRole("heading", { level: 2, name: "Let's Talk" }).locator("xpath=ancestor::*[@data-reveal]");
const opacity = (l: Locator) => l.evaluate((e) => getComputedStyle(e).opacity);
const statsRegion = (page: Page) => page.getByRole("region", { name: stats.headline.title });
/** Each counter's end value, as shown and as its text alternative. */
const finals = stats.items.map((s) => `${s.value}${s.suffix}`);

/** Waits until Swiper has taken over (its controls are disabled in the static HTML). */
async function ready(carousel: Locator, nextLabel: string) {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole("button", { name: nextLabel })).toBeEnabled();
}

/** How many of `items` lie entirely inside the carousel's width. */
async function visibleCount(carousel: Locator, items: Locator) {
  const frame = (await carousel.boundingBox())!;
  const boxes = await items.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, width: r.width };
    }),
  );
  return boxes.filter((b) => b.width > 0 && b.x >= frame.x - 1 && b.x + b.width <= frame.x + frame.width + 1)
    .length;
}

const current = (carousel: Locator) =>
  carousel
    .getByRole("button", { name: /^Show testimonial \d$/ })
    .and(carousel.locator("[aria-current=true]"));

test.describe("carousel layout (reduced motion, so nothing moves while measuring)", () => {
  test.use({ reducedMotion: "reduce" });

  // One load per width: the slides of the testimonials and the logos in view there (null: not measured).
  for (const [width, slides, logos] of [
    [375, 1, 1],
    [480, null, 2],
    [700, null, 3],
    [767, 1, null],
    [768, 2, null],
    [992, null, 4],
    [1200, null, 5],
    [1280, 2, 5],
  ] as const) {
    const shown = [
      slides && `${slides} testimonial slide(s)`,
      logos && `${logos} client logos`,
      width === 1280 && "logos named by their alt text",
    ];
    test(`at ${width} px: ${shown.filter(Boolean).join(", ")}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      if (slides) {
        const carousel = testimonialsCarousel(page);
        await ready(carousel, testimonialsSection.carousel.next);
        await expect.poll(() => visibleCount(carousel, carousel.getByRole("group"))).toBe(slides);
      }
      if (logos) {
        const carousel = logosCarousel(page);
        await ready(carousel, clientsSection.carousel.next);
        // Both copies of the looped list count: what matters is how many logos are in view.
        await expect.poll(() => visibleCount(carousel, carousel.locator("img"))).toBe(logos);
        // The logos have their company names as alt text (once each, the looped copies hidden).
        if (width === 1280)
          for (const logo of clientLogos)
            await expect(carousel.getByRole("img", { name: logo.name })).toHaveCount(1);
      }
    });
  }
});

test("reduced motion: the counters' final numbers at once, never 0, no section ever hidden; the testimonials' previous/next and pagination move the carousel, in a loop", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/"); // hydrated: e2e/support.ts
  expect(await opacity(contactContainer(page))).toBe("1");
  const region = statsRegion(page);
  await expect(region.getByText(/^0\+?$/)).toHaveCount(0);
  await region.scrollIntoViewIfNeeded();
  await expect(region.getByText(/^0\+?$/)).toHaveCount(0);
  for (const value of finals) await expect(region.getByText(value, { exact: true }).first()).toBeVisible();

  const carousel = testimonialsCarousel(page);
  const { next, previous, goTo } = testimonialsSection.carousel;
  await ready(carousel, next);
  const firstInView = async () => {
    const frame = (await carousel.boundingBox())!;
    for (const slide of await carousel.getByRole("group").all()) {
      const box = (await slide.boundingBox())!;
      if (Math.abs(box.x - frame.x) < 2) return slide.getAttribute("aria-label");
    }
    return null;
  };
  await expect(current(carousel)).toHaveAccessibleName(goTo.replace("{n}", "1"));
  await expect.poll(firstInView).toBe(`1 of ${testimonials.length}`);
  await carousel.getByRole("button", { name: next }).click();
  await expect(current(carousel)).toHaveAccessibleName(goTo.replace("{n}", "2"));
  await expect.poll(firstInView).toBe(`2 of ${testimonials.length}`);
  await carousel.getByRole("button", { name: previous }).click();
  await carousel.getByRole("button", { name: previous }).click();
  // Looped: before the first comes the last.
  await expect(current(carousel)).toHaveAccessibleName(goTo.replace("{n}", "4"));
  await expect.poll(firstInView).toBe(`4 of ${testimonials.length}`);
  await carousel.getByRole("button", { name: goTo.replace("{n}", "3") }).click();
  await expect(current(carousel)).toHaveAccessibleName(goTo.replace("{n}", "3"));
});

test.describe("autoplay", () => {
  const { next, goTo, pause, play } = testimonialsSection.carousel;
  const slideNumber = (n: number) => goTo.replace("{n}", String(n));

  /** The home page on a paused fake clock (time moves only when the test says so), its carousel live. */
  async function homeOnPausedClock(page: Page) {
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1_000);
    await page.goto("/");
    const carousel = testimonialsCarousel(page);
    await ready(carousel, next);
    await page.mouse.move(1, 1);
    return carousel;
  }

  test("advances every 5 s, pauses on hover, keyboard focus and the pause button", async ({ page }) => {
    const carousel = await homeOnPausedClock(page);
    await page.clock.runFor(4_900);
    await expect(current(carousel)).toHaveAccessibleName(slideNumber(1));
    await page.clock.runFor(200);
    await expect(current(carousel)).toHaveAccessibleName(slideNumber(2));

    await carousel.hover({ position: { x: 40, y: 40 } });
    await page.clock.runFor(11_000);
    await expect(current(carousel)).toHaveAccessibleName(slideNumber(2));
    await page.mouse.move(1, 1);
    await page.clock.runFor(5_100);
    await expect(current(carousel)).toHaveAccessibleName(slideNumber(3));

    // Keyboard focus inside the carousel pauses it.
    await carousel.getByRole("button", { name: next }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(carousel.getByRole("button", { name: slideNumber(4) })).toBeFocused();
    await page.clock.runFor(11_000);
    await expect(current(carousel)).toHaveAccessibleName(slideNumber(3));
    // Focus leaving the carousel resumes it.
    await page.getByRole("link", { name: "Talk to our experts" }).focus();
    await page.clock.runFor(5_100);
    await expect(current(carousel)).toHaveAccessibleName(slideNumber(4));

    // The pause button stops it for good; play starts it again.
    await carousel.getByRole("button", { name: pause }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(11_000);
    await expect(current(carousel)).toHaveAccessibleName(slideNumber(4));
    await carousel.getByRole("button", { name: play }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(5_100);
    // Looped: after the fourth comes the first.
    await expect(current(carousel)).toHaveAccessibleName(slideNumber(1));
  });

  test("no autoplay under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const carousel = await homeOnPausedClock(page);
    await page.clock.runFor(11_000);
    await expect(current(carousel)).toHaveAccessibleName(slideNumber(1));
    await expect(carousel.getByRole("button", { name: play })).toBeVisible();
  });
});

test.describe("counters", () => {
  test("count up to 7, 5 and 5 once scrolled into view; sections below the fold fade in when scrolled to", async ({
    page,
  }) => {
    await page.goto("/");
    const region = statsRegion(page);
    // Hydrated and still off-screen: the visible digits wait at 0.
    await expect.poll(() => region.getByText(/^0\+?$/).count()).toBeGreaterThan(0);
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByText(/^0\+?$/)).toHaveCount(0);
    for (const value of finals) await expect(region.getByText(value, { exact: true }).first()).toBeVisible();
    await expect(region.getByRole("definition")).toHaveText(finals.map((v) => `${v}${v}`));
    // Sections below the fold fade in when scrolled to: the contact section, further down, still hidden.
    const section = contactContainer(page);
    await expect.poll(() => opacity(section)).toBe("0");
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => opacity(section)).toBe("1");
  });
});

test.describe("particle banner", () => {
  test("loads after the first interaction, behind the content: aria-hidden, and the hero button stays clickable", async ({
    page,
  }) => {
    await page.goto("/");
    const canvas = page.locator("canvas");
    // Nothing is loaded until the visitor interacts (keeps the engine out of the page's startup).
    await page.waitForLoadState("load");
    await expect(canvas).toHaveCount(0);
    // Interact until it appears: a move made before hydration attaches the listener is (rightly) ignored.
    let x = 200;
    await expect(async () => {
      await page.mouse.move((x += 7), 200);
      await expect(canvas).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 25_000 });
    expect(await canvas.evaluate((c) => c.closest("[aria-hidden=true]") !== null)).toBe(true);
    expect(await canvas.evaluate((c) => getComputedStyle(c).pointerEvents)).toBe("none");
    // The canvas covers the banner but sits underneath the button.
    const button = page.getByRole("link", { name: hero.actions[0]!.label });
    const box = (await button.boundingBox())!;
    const canvasBox = (await canvas.boundingBox())!;
    expect(canvasBox.width).toBeGreaterThan(box.width);
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.textContent ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toContain(hero.actions[0]!.label);
    await button.click();
    await expect(page).toHaveURL(/\/contact\/?$/);
  });

  const idle = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2000 }), {
            timeout: 2000,
          }),
        ),
    );

  /** The home page, loaded and touched, then idle and quiet: still without the particles' canvas. */
  async function expectNoParticles(page: Page) {
    // Hydrated first (e2e/support.ts): a move made before the listener is attached proves nothing.
    await page.goto("/");
    await page.mouse.move(200, 200); // the interaction that would otherwise start it
    await idle(page);
    await page.waitForLoadState("networkidle");
    await idle(page);
    await expect(page.locator("canvas")).toHaveCount(0);
  }

  test("never loads under prefers-reduced-motion, nor with Save-Data", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expectNoParticles(page);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }),
    );
    await expectNoParticles(page);
  });
});

test.describe("reveal motion without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // The counters' end values and the four slides in the served HTML: tests/build/page-content.test.mjs.
  test("every section is visible", async ({ page }) => {
    await page.goto("/");
    expect(await opacity(contactContainer(page))).toBe("1");
  });
});
