import { type Page } from "@playwright/test";
import { contactForm } from "@/content/contact";
import { fieldErrors } from "@/content/forms";
import { ui } from "@/content/ui";
import { content } from "@/lib/content";
import { axeViolations, DARK_BG } from "./axe";
import { expect, header, test } from "./support";

const ar = content("ar");

// The colour theme (docs/decisions/dark-theme.md): the system's by default, a light/dark/system switch in
// the header kept in localStorage and applied before the first paint, and AA contrast in every state.

const LIGHT_BG = "rgb(255, 255, 255)";

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeAttr = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? null);
const stored = (page: Page) => page.evaluate(() => localStorage.getItem("theme"));
const themeGroup = (page: Page, label: string = ui.theme.label) =>
  header(page).getByRole("group", { name: label });
const choice = (page: Page, name: string, label: string = ui.theme.label) =>
  themeGroup(page, label).getByRole("button", { name, exact: true });
/** From 1280 px the three choices sit behind one button. */
const openPanel = async (page: Page, label: string = ui.theme.label) => {
  await header(page).getByRole("button", { name: label, exact: true }).click();
  await expect(themeGroup(page, label)).toBeVisible();
};

test.describe("theme by default", () => {
  test("follows the system: dark when it prefers dark, light otherwise", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    expect(await themeAttr(page)).toBeNull();
    expect(await bodyBackground(page)).toBe(DARK_BG);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
    await openPanel(page);
    await expect(choice(page, ui.theme.system)).toHaveAttribute("aria-pressed", "true");
    await page.emulateMedia({ colorScheme: "light" });
    expect(await bodyBackground(page)).toBe(LIGHT_BG);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("light");
  });

  test("without JavaScript the system setting applies and the switch is not shown", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/contact");
    expect(await bodyBackground(page)).toBe(DARK_BG);
    await expect(page.locator(".theme-toggle")).toBeHidden();
    await context.close();
  });
});

test.describe("the header switch at 1280 px", () => {
  test("dark, kept across pages, then back to the system's; the browser chrome has a colour for each scheme", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await expect(themeGroup(page)).toBeHidden();
    await openPanel(page);
    await choice(page, ui.theme.dark).click();
    await expect(choice(page, ui.theme.dark)).toHaveAttribute("aria-pressed", "true");
    await expect(choice(page, ui.theme.system)).toHaveAttribute("aria-pressed", "false");
    expect(await bodyBackground(page)).toBe(DARK_BG);
    expect(await stored(page)).toBe("dark");

    // A full page load (not an in-app navigation) keeps it.
    await page.goto("/about-us");
    // The browser chrome has a colour for each scheme.
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
    const darkChrome = page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]');
    await expect(darkChrome).toHaveAttribute("content", "#0b1120");
    expect(await themeAttr(page)).toBe("dark");
    expect(await bodyBackground(page)).toBe(DARK_BG);
    await openPanel(page);
    await expect(choice(page, ui.theme.dark)).toHaveAttribute("aria-pressed", "true");

    // And the other edition too (same origin, same key).
    await page.goto("/ar/about-us");
    expect(await bodyBackground(page)).toBe(DARK_BG);
    await openPanel(page, ar.ui.theme.label);
    await expect(choice(page, ar.ui.theme.dark, ar.ui.theme.label)).toHaveAttribute("aria-pressed", "true");

    await choice(page, ar.ui.theme.system, ar.ui.theme.label).click();
    expect(await themeAttr(page)).toBeNull();
    expect(await stored(page)).toBeNull();
    expect(await bodyBackground(page)).toBe(LIGHT_BG);
  });

  test("light overrides a dark system, and is kept", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/services");
    expect(await bodyBackground(page)).toBe(DARK_BG);
    await openPanel(page);
    await choice(page, ui.theme.light).click();
    expect(await bodyBackground(page)).toBe(LIGHT_BG);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("light");
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await bodyBackground(page)).toBe(LIGHT_BG);
    await openPanel(page);
    await expect(choice(page, ui.theme.light)).toHaveAttribute("aria-pressed", "true");
  });

  test("works from the keyboard, and Escape closes it", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    const trigger = header(page).getByRole("button", { name: ui.theme.label, exact: true });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(choice(page, ui.theme.light)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(choice(page, ui.theme.dark)).toBeFocused();
    await page.keyboard.press("Enter");
    expect(await bodyBackground(page)).toBe(DARK_BG);
    await page.keyboard.press("Escape");
    await expect(themeGroup(page)).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test("the switch in the small-screen menu (375 px) is in the menu, labelled, and switches the theme", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/blogs");
  await expect(themeGroup(page)).toBeHidden();
  await header(page).getByRole("button", { name: ui.header.openMenu }).click();
  await expect(themeGroup(page)).toBeVisible();
  // The words show on small screens, not only icons.
  await expect(choice(page, ui.theme.light)).toContainText(ui.theme.light);
  await choice(page, ui.theme.light).click();
  expect(await bodyBackground(page)).toBe(LIGHT_BG);
  expect(await stored(page)).toBe("light");
});

test("no flash of the other theme: the stored choice is in force when the document is parsed (/, /ar/contact)", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/about-us");
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  // Recorded before any of the site's scripts run (they load after the first paint).
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { __first: unknown }).__first = {
        theme: document.documentElement.dataset.theme ?? null,
        background: getComputedStyle(document.body).backgroundColor,
      };
    });
  });
  for (const path of ["/", "/ar/contact"]) {
    await page.goto(path);
    const first = await page.evaluate(() => (window as unknown as { __first: unknown }).__first);
    expect(first, path).toEqual({ theme: "dark", background: DARK_BG });
  }
});

// Contrast in the states a plain page load does not show; every route in both themes: a11y.spec.ts.
test.describe("axe in the dark theme, states", () => {
  const clean = async (page: Page) => {
    const violations = await axeViolations(page);
    expect(violations, violations.join("\n")).toEqual([]);
  };
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
  });

  test("open dropdown and sticky header at 1280 px; form errors, the failure notice and the success notice; the 404 page", async ({
    page,
  }) => {
    await page.goto("/");
    await page.mouse.wheel(0, 600);
    await expect(header(page)).toHaveAttribute("data-sticky", "true");
    await header(page).getByRole("button", { name: "Solutions", exact: true }).click();
    await clean(page);

    await page.goto("/contact/?msg=fail");
    await expect(page.getByRole("alert").first()).toBeVisible();
    await page.getByRole("button", { name: contactForm.submit }).click();
    await expect(page.getByText(fieldErrors.name, { exact: true })).toBeVisible();
    await clean(page);
    await page.goto("/book-demo/?msg=success");
    await expect(page.getByRole("status").first()).toBeVisible();
    await clean(page);

    const response = await page.goto("/no-such-page");
    // The 404 itself, in the dark theme: otherwise axe would scan whatever page and colours it was given.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: ui.notFound.title })).toBeVisible();
    expect(await bodyBackground(page)).toBe(DARK_BG);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
    await clean(page);
  });

  test("open menu at 375 px, Arabic", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/ar/");
    await header(page).getByRole("button", { name: ar.ui.header.openMenu }).click();
    await clean(page);
  });
});
