import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import { expect, test, routes } from "./support";
import { ui } from "@/content/ui";
import { localizedRoutes } from "@/lib/content";

// WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules axe can decide automatically.
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  // A readable summary instead of axe's full node dump.
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join("; ")}`)
        .join("\n"),
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

const viewports = [
  { name: "375 px", size: { width: 375, height: 740 } },
  { name: "1280 px", size: { width: 1280, height: 800 } },
];

for (const { name, size } of viewports) {
  test.describe(`axe, WCAG 2.2 AA, at ${name}`, () => {
    test.use({ viewport: size });
    for (const route of [...routes, ...localizedRoutes("ar")]) {
      // Both themes on one page load (the dark one as a system preference: the stored choice applies the
      // same variables, e2e/theme.spec.ts). Colour is all that changes, so the second pass is cheap.
      test(`${route.path} has no violations, light and dark`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: "light" });
        await page.goto(route.path);
        await page.waitForLoadState("networkidle");
        await expectNoViolations(page);
        await page.emulateMedia({ colorScheme: "dark" });
        // Colours with a CSS transition fade to the new theme: measure after they end.
        await page.waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition));
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
          "rgb(11, 17, 32)",
        );
        await expectNoViolations(page);
      });
    }
  });
}

test.describe("skip link", () => {
  for (const { name, size } of viewports) {
    test(`at ${name}, the first Tab reaches it and it moves focus to the main content`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto("/about-us");
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: ui.skipLink });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
      // The next Tab continues inside main, not back in the header.
      await page.keyboard.press("Tab");
      const inMain = await page.evaluate(() => !!document.activeElement?.closest("main"));
      expect(inMain).toBe(true);
    });
  }
});
