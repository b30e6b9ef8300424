import { type Page } from "@playwright/test";
import { expect, test, routes } from "./support";

/** Records CSP violations from both the console and the DOM event, from the first byte on. */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) violations.push(msg.text());
  });
  page.on("pageerror", (err) => violations.push(`page error: ${err.message}`));
  await page.exposeFunction("__cspViolation", (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation;
      report(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return violations;
}

test.describe("Content-Security-Policy", () => {
  for (const route of routes) {
    test(`${route.path} runs under its CSP without a violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // Hydration ran: Next's inline bootstrap created self.__next_f and the runtime then took
      // over its push (a blocked inline script leaves it undefined).
      await page.waitForLoadState("networkidle");
      await expect
        .poll(() =>
          page.evaluate(() => {
            const f = (self as unknown as { __next_f?: unknown[] }).__next_f;
            return Array.isArray(f) && f.push !== Array.prototype.push;
          }),
        )
        .toBe(true);
      await page.mouse.wheel(0, 2400); // lazy sections (counters, carousels) load their code
      await page.waitForTimeout(300);
      expect(violations, violations.join("\n")).toEqual([]);
    });
  }

  test("the policy really blocks an injected inline script", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto("/");
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

  test("the interactive islands work under the policy", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto("/");
    const menu = page.getByRole("banner").getByRole("button", { name: "Solutions" });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(violations, violations.join("\n")).toEqual([]);
  });
});
