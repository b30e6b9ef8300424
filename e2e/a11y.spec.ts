import { expect, test } from "./support";
import { ui } from "@/content/ui";

// axe on every route of both editions at both widths, light and dark: e2e/pages-each.spec.ts.
test("skip link at 375 and 1280 px: the first Tab reaches it and it moves focus to the main content", async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/about-us");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: ui.skipLink });
    await expect(skip, `${width} px`).toBeFocused();
    await expect(skip, `${width} px`).toBeVisible();
    await expect(skip, `${width} px`).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main"), `${width} px`).toBeFocused();
    // The next Tab continues inside main, not back in the header.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("main")), `${width} px`).toBe(true);
  }
});
