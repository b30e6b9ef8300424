import { content } from "@/lib/content";
import { expect, header, stored, test } from "./support";

// The Arabic edition: every route at /ar/..., right to left, in Arabic, and a twin of the English one.
const ar = content("ar");

test.describe("every Arabic route, as served (no JavaScript)", () => {
  test.use({ javaScriptEnabled: false });
  // Each route's lang, direction, Arabic h1 and title and its Latin words: e2e/pages-each.spec.ts (its one load
  // at 1280 px) and tests/build/pages.test.mjs, which also reads every page's language switcher and that its
  // links stay in its edition; titles and descriptions unique: tests/unit/arabic-content.test.ts.
  // Unknown English paths, with the English 404 page: e2e/routes.spec.ts.
  test("unknown /ar paths answer 404 with the Arabic 404 page; / stays English for an Arabic browser, with no redirect", async ({
    page,
    browser,
  }) => {
    let response = await page.goto("/ar/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.ui.notFound.title);
    await expect(page.getByRole("link", { name: ar.ui.notFound.home })).toHaveAttribute("href", /^\/ar\/?$/);
    response = await page.goto("/ar/services/no-such-service/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.ui.notFound.title);

    // "/" stays English for an Arabic browser, with no redirect.
    const context = await browser.newContext({ locale: "ar-SA", javaScriptEnabled: false });
    page = await context.newPage();
    response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });

  // No page scrolls sideways at 375 or 1280 px: e2e/pages-each.spec.ts.
});

// Each route's self canonical, reciprocal hreflang en, ar, x-default, og:locale and JSON-LD language on both
// editions: tests/build/pages.test.mjs (the HTML of out/); the sitemap's alternates: e2e/seo.spec.ts.
test.describe("mirrored layout", () => {
  test("the logo sits at the right edge and the menu runs right to left", async ({ page }) => {
    await page.goto("/ar/about-us");
    const logo = header(page).getByRole("link", { name: ar.ui.header.homeLabel });
    const box = (await logo.boundingBox())!;
    expect(box.x + box.width / 2).toBeGreaterThan(1280 / 2);
    const nav = header(page).getByRole("navigation", { name: ar.ui.header.mainNavLabel });
    const first = (await nav.getByRole("link", { name: ar.nav.home }).boundingBox())!;
    const later = (await nav.getByRole("link", { name: ar.nav.portfolio }).boundingBox())!;
    expect(first.x).toBeGreaterThan(later.x);
    // The Solutions dropdown opens under its trigger, aligned to its right edge.
    await nav.getByRole("button", { name: ar.nav.solutions }).click();
    const trigger = (await nav.getByRole("button", { name: ar.nav.solutions }).boundingBox())!;
    const item = (await nav.getByRole("link", { name: ar.solutions[0]!.name }).boundingBox())!;
    expect(item.x + item.width).toBeGreaterThan(trigger.x);
  });

  test("testimonials carousel: next sits left of previous, and both work, in a loop", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/ar");
    const t = ar.testimonials.testimonialsSection.carousel;
    const carousel = page.getByRole("region", { name: t.region });
    await carousel.scrollIntoViewIfNeeded();
    const next = carousel.getByRole("button", { name: t.next });
    const previous = carousel.getByRole("button", { name: t.previous });
    await expect(next).toBeEnabled();
    expect((await next.boundingBox())!.x).toBeLessThan((await previous.boundingBox())!.x);
    // The first slide starts at the right edge of the carousel.
    const frame = (await carousel.boundingBox())!;
    const first = carousel
      .getByRole("group", { name: t.slide.replace("{n}", "1").replace("{total}", "4") })
      .first();
    const box = (await first.boundingBox())!;
    expect(Math.abs(box.x + box.width - (frame.x + frame.width))).toBeLessThan(3);
    const current = carousel.locator("[aria-current=true]");
    const slide = (n: number) => t.goTo.replace("{n}", String(n));
    await expect(current).toHaveAccessibleName(slide(1));
    await next.click();
    await expect(current).toHaveAccessibleName(slide(2));
    await previous.click();
    await previous.click();
    await expect(current).toHaveAccessibleName(slide(ar.testimonials.testimonials.length));
  });
});

test.describe("Arabic forms", () => {
  const cf = ar.contact.contactForm;
  const df = ar.pages.bookDemo.demoForm;
  // The messages every form of the edition shows (content/ar/forms.ts).
  const { fieldErrors, formNotices } = ar.forms;

  test("empty fields show the Arabic messages", async ({ page }) => {
    await page.goto("/ar/book-demo");
    await page.getByRole("button", { name: df.submit }).click();
    for (const field of ["name", "email", "phone", "company", "noEmployees", "message"] as const) {
      await expect(page.getByText(fieldErrors[field], { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("main").getByLabel(df.fields.name.label)).toBeFocused();
  });

  for (const js of [true, false]) {
    test.describe(() => {
      // ./support's page waits for the hydration after goto() when JavaScript is on.
      test.use({ javaScriptEnabled: js });

      test(`a demo request with Arabic-Indic digits lands on the Arabic page with the Arabic notice (JavaScript ${js ? "on" : "off"})`, async ({
        page,
      }) => {
        await page.goto("/ar/book-demo");
        const company = `شركة الاختبار ${Date.now()}`;
        const main = page.getByRole("main");
        await main.getByLabel(df.fields.name.label).fill("فاطمة الحربي");
        await main.getByLabel(df.fields.email.label).fill("fatimah@example.com");
        await main.getByLabel(df.fields.phone.label).fill("+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧");
        await main.getByLabel(df.fields.company.label).fill(company);
        await main.getByLabel(df.fields.noEmployees.label).fill("25");
        await main.getByLabel(df.fields.message.label).fill("نود مشاهدة وحدة الرواتب والحضور.");
        await page.getByRole("button", { name: df.submit }).click();
        await expect(page).toHaveURL(/\/ar\/book-demo\/\?msg=success#demo-form-success$/);
        await expect(page.getByText(formNotices.success)).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", "ar");
        // Without JavaScript no challenge is solved: the request is held for review (spam.jsonl), never refused.
        const record = stored(js ? "book-demo" : "spam")
          .split("\n")
          .find((line) => line.includes(company));
        expect(record).toBeTruthy();
        if (!js) expect(record).toContain('"reason":"no-challenge"');
        expect(record).toContain("+966 50 123 4567");
        expect(record).toContain('"lang":"ar"');
      });

      // With JavaScript on: forms.spec.ts, "a browser post solves the challenge…" (the same Arabic contact page).
      if (!js) {
        test("an invalid post that reaches the server comes back with the Arabic failure notice; an Arabic enquiry lands back on the Arabic contact page (JavaScript off)", async ({
          page,
        }) => {
          await page.goto("/ar/contact");
          const main = page.getByRole("main");
          // As if the browser skipped its checks: the server validates and answers in the page's language.
          await page.locator("#contact-form").evaluate((form) => form.setAttribute("novalidate", ""));
          await main.getByLabel(cf.fields.email.label).fill("not-an-address");
          await page.getByRole("button", { name: cf.submit }).click();
          await expect(page).toHaveURL(/\/ar\/contact\/\?msg=fail#contact-fail$/);
          await expect(page.getByText(formNotices.fail)).toBeVisible();
          await expect(page.getByText(formNotices.success)).toBeHidden();
          // The form of the page the server answered with: a valid enquiry.
          await main.getByLabel(cf.fields.name.label).fill("عبدالله الغامدي");
          await main.getByLabel(cf.fields.email.label).fill("abdullah@example.com");
          await main.getByLabel(cf.fields.subject.label).fill(`تطبيق حجز ${Date.now()}`);
          await main.getByLabel(cf.fields.message.label).fill("نحتاج إلى تطبيق حجز لعيادتنا.");
          await page.getByRole("button", { name: cf.submit }).click();
          await expect(page).toHaveURL(/\/ar\/contact\/\?msg=success#contact-success$/);
          await expect(page.getByText(formNotices.success)).toBeVisible();
        });
      }
    });
  }
});
