import { expect, test, watchPage } from "./support";

test.describe("Content-Security-Policy", () => {
  // Every route under its policy with no violation: e2e/pages-each.spec.ts.
  test("the interactive islands work under the policy, and it really blocks an injected inline script", async ({
    page,
  }) => {
    const { problems: violations } = await watchPage(page);
    await page.goto("/");
    const menu = page.getByRole("banner").getByRole("button", { name: "Solutions" });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(violations, violations.join("\n")).toEqual([]);
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__injected = true";
      document.head.append(s);
    });
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
    ).toBeUndefined();
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });
});
