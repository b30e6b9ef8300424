import { type Page } from "@playwright/test";
import { expect, onCspViolation, test } from "./support";

/** Records CSP violations from both the console and the DOM event, from the first byte on. */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) violations.push(msg.text());
  });
  page.on("pageerror", (err) => violations.push(`page error: ${err.message}`));
  await onCspViolation(page, (v) => violations.push(v));
  return violations;
}

test.describe("Content-Security-Policy", () => {
  // Every route under its policy with no violation: e2e/pages-each.spec.ts.
  test("the interactive islands work under the policy, and it really blocks an injected inline script", async ({
    page,
  }) => {
    const violations = await watchCsp(page);
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
