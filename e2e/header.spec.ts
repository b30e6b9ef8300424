import { type Locator, type Page } from "@playwright/test";
import { expect, test, header, mainNav } from "./support";
import { solutions } from "@/content/solutions";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";

const trigger = (page: Page, name: string, locale: Locale = "en") =>
  header(page)
    .getByRole("navigation", { name: content(locale).ui.header.mainNavLabel })
    .getByRole("button", { name, exact: true });
/** A dropdown trigger or the menu button says whether what it controls is open. */
const expectOpen = (dropdown: Locator, open: boolean) =>
  expect(dropdown).toHaveAttribute("aria-expanded", String(open));
const panel = async (page: Page, name: string, locale: Locale = "en") => {
  const id = await trigger(page, name, locale).getAttribute("aria-controls");
  return page.locator(`#${id}`);
};

const en = content("en");

test.describe("header on wide screens (1280 px)", () => {
  test("logo links home and Let's Talk leads to /contact; the main navigation lists the spec's items; keyboard: Enter and Space toggle, items are reachable, Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/about-us");
    await header(page).getByRole("link", { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    for (const name of [en.nav.home, en.nav.about, en.nav.services, en.nav.portfolio]) {
      await expect(mainNav(page).getByRole("link", { name, exact: true })).toBeVisible();
    }
    for (const name of [en.nav.solutions, en.nav.products, en.nav.others])
      await expect(trigger(page, name)).toBeVisible();
    await trigger(page, "Solutions").focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(trigger(page, "Solutions")).toBeFocused();
    // Focus alone changes nothing: the next key press must not undo a state it never asked for.
    await expectOpen(trigger(page, "Solutions"), false);
    await page.keyboard.press("Space");
    await expectOpen(trigger(page, "Solutions"), true);
    await page.keyboard.press("Tab");
    await expect((await panel(page, "Solutions")).getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger(page, "Solutions")).toBeFocused();
    await expectOpen(trigger(page, "Solutions"), false);
    // Enter toggles the click state: open, then closed.
    for (const open of [true, false]) {
      await page.keyboard.press("Enter");
      await expectOpen(trigger(page, "Solutions"), open);
    }
    // Let's Talk leads to /contact.
    await header(page).getByRole("link", { name: en.nav.cta }).click();
    await expect(page).toHaveURL(/\/contact\/?$/);
  });

  test("header turns sticky once scrolled 90 px or more; the next page opens at the top", async ({
    page,
  }) => {
    await page.goto("/services/app-development");
    const shadow = () => header(page).evaluate((el) => getComputedStyle(el).boxShadow);
    await page.evaluate(() => window.scrollTo(0, 89));
    await expect.poll(shadow).toBe("none");
    await page.evaluate(() => window.scrollTo(0, 90));
    await expect.poll(shadow).not.toBe("none");
    await expect(header(page)).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(shadow).toBe("none");
    // Every page opens at the top after navigating from a scrolled page.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about-us\/?$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

// Spec section 4 with a real mouse: Playwright's click() moves the pointer onto the toggle first, so a
// hover that opened (or closed) anything would make these clicks undo it.
/** A visitor's click: the pointer arrives on the toggle, rests a moment (two frames), then clicks. */
const mouseClick = async (page: Page, target: Locator) => {
  await target.hover();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await target.click();
};

for (const locale of ["en", "ar"] as const) {
  const copy = content(locale);
  const labels = copy.nav;
  test.describe(`header dropdowns with a mouse (${locale})`, () => {
    // The gate takes one edition of each (Solutions in English, Products in Arabic); test:full both.
    test(`one click on Solutions opens it with every solution, a second click closes it; hovering a toggle opens nothing; a click without a hover opens it, a click outside closes it${locale === "ar" ? " @full" : ""}`, async ({
      page,
    }) => {
      await page.goto(localePath("/", locale));
      const solutionsPanel = await panel(page, labels.solutions, locale);
      await mouseClick(page, trigger(page, labels.solutions, locale));
      await expectOpen(trigger(page, labels.solutions, locale), true);
      await expect(solutionsPanel.getByRole("link")).toHaveCount(11);
      await expect(solutionsPanel.getByRole("link", { name: copy.solutions[0]!.name })).toBeVisible();
      await expect(solutionsPanel.getByRole("link", { name: copy.solutions[10]!.name })).toBeVisible();
      await mouseClick(page, trigger(page, labels.solutions, locale));
      await expectOpen(trigger(page, labels.solutions, locale), false);
      await expect(solutionsPanel).toBeHidden();
      // Resting on the toggle or leaving it changes nothing.
      await page.mouse.move(5, 600);
      await expect(solutionsPanel).toBeHidden();
      // Hovering a toggle opens nothing.
      for (const name of [labels.solutions, labels.products, labels.others]) {
        await trigger(page, name, locale).hover();
        await expectOpen(trigger(page, name, locale), false);
        await expect(await panel(page, name, locale)).toBeHidden();
      }
      // A click without a hover first (a tap, or a click from assistive technology) opens it; a click outside closes it.
      await trigger(page, labels.solutions, locale).dispatchEvent("click");
      await expectOpen(trigger(page, labels.solutions, locale), true);
      // A press alone closes it (the pointer path of useDismiss, no focus moved), and so does a real click.
      await page.getByRole("main").dispatchEvent("pointerdown");
      await expectOpen(trigger(page, labels.solutions, locale), false);
      await trigger(page, labels.solutions, locale).dispatchEvent("click");
      await expectOpen(trigger(page, labels.solutions, locale), true);
      await page.getByRole("main").click({ position: { x: 10, y: 300 } });
      await expectOpen(trigger(page, labels.solutions, locale), false);
    });

    test(`one click on Products opens Products and Others, side by side; one click on Others closes both${locale === "en" ? " @full" : ""}`, async ({
      page,
    }) => {
      await page.goto(localePath("/", locale));
      const products = await panel(page, labels.products, locale);
      const others = await panel(page, labels.others, locale);
      await mouseClick(page, trigger(page, labels.products, locale));
      await expectOpen(trigger(page, labels.products, locale), true);
      await expectOpen(trigger(page, labels.others, locale), true);
      await expect(products.getByRole("link", { name: labels.erp })).toBeVisible();
      for (const name of [labels.whyUs, labels.terms, labels.privacy, labels.teams, labels.blogs])
        await expect(others.getByRole("link", { name, exact: true })).toBeVisible();
      // Side by side: the two panels do not overlap.
      const [a, b] = [
        (await products.locator("ul").boundingBox())!,
        (await others.locator("ul").boundingBox())!,
      ];
      expect(a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height).toBe(
        false,
      );
      await expectOpen(trigger(page, labels.solutions, locale), false);
      // Moving over to Others leaves the shared state as it is.
      await trigger(page, labels.others, locale).hover();
      await expect(products).toBeVisible();
      await expect(others).toBeVisible();
      await mouseClick(page, trigger(page, labels.others, locale));
      await expectOpen(trigger(page, labels.products, locale), false);
      await expectOpen(trigger(page, labels.others, locale), false);
      await expect(products).toBeHidden();
      await expect(others).toBeHidden();
      // A click on Solutions from the second state opens the first alone.
      await mouseClick(page, trigger(page, labels.products, locale));
      await mouseClick(page, trigger(page, labels.solutions, locale));
      await expectOpen(trigger(page, labels.solutions, locale), true);
      await expect(products).toBeHidden();
      await expect(others).toBeHidden();
    });
  });
}

test.describe("header on small screens (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("hamburger opens and closes the menu; Escape closes it and returns focus to the toggle; dropdowns in the mobile menu follow the same click state; a link in it navigates and closes it", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = header(page).getByRole("button", { name: en.ui.header.openMenu });
    const close = header(page).getByRole("button", { name: en.ui.header.closeMenu });
    await expect(mainNav(page)).toBeHidden();
    await toggle.click();
    await expectOpen(close, true);
    await expect(mainNav(page)).toBeVisible();
    await close.click();
    await expect(mainNav(page)).toBeHidden();
    await toggle.click();
    await mainNav(page).getByRole("link", { name: en.nav.about }).focus();
    await page.keyboard.press("Escape");
    await expect(mainNav(page)).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await trigger(page, "Others").click();
    await expectOpen(trigger(page, "Others"), true);
    await expectOpen(trigger(page, "Products"), true);
    await expect(mainNav(page).getByRole("link", { name: "BLOGS" })).toBeVisible();
    await trigger(page, "Solutions").click();
    await expectOpen(trigger(page, "Others"), false);
    await expectOpen(trigger(page, "Solutions"), true);
    await mainNav(page).getByRole("link", { name: "Real Estate" }).click();
    await expect(page).toHaveURL(/\/solutions\/real-estate\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Real Estate");
    await expect(mainNav(page)).toBeHidden();
    await expectOpen(header(page).getByRole("button", { name: "Open menu" }), false);
  });
});

test.describe("header without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("wide screens: dropdowns open on hover and on keyboard focus, and their links work; small screens: the menu button opens the menu with every dropdown's links", async ({
    page,
  }) => {
    await page.goto("/");
    const solutionsPanel = await panel(page, "Solutions");
    await expect(solutionsPanel).toBeHidden();
    await trigger(page, "Solutions").hover();
    await expect(solutionsPanel.getByRole("link", { name: solutions[0]!.name })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(solutionsPanel).toBeHidden();
    await trigger(page, "Products").focus();
    const products = await panel(page, "Products");
    await expect(products.getByRole("link", { name: "ERP Solution" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(products.getByRole("link", { name: "ERP Solution" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/erp-solution\/$/);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await expect(mainNav(page)).toBeHidden();
    await header(page).getByRole("link", { name: "Open menu" }).click();
    await expect(mainNav(page)).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: solutions.at(-1)!.name })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "ERP Solution" })).toBeVisible();
    await mainNav(page).getByRole("link", { name: solutions[0]!.name }).click();
    await expect(page).toHaveURL(/\/solutions\//);
  });
});
