import { expect, test } from "./support";
import { ui } from "@/content/ui";

const viewports = [
  { name: "375 px", size: { width: 375, height: 740 } },
  { name: "1280 px", size: { width: 1280, height: 800 } },
];

// axe on every route of both editions at both widths, light and dark: e2e/pages-each.spec.ts.
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
