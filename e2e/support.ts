import { test as base, expect, type Page } from "@playwright/test";
import { emailCta } from "@/content/shared";

export { expect };

/**
 * `test` with a `page` whose goto() also waits until the page is hydrated (<html data-hydrated>, set by
 * components/layout/hydration-mark.tsx). The site's scripts load after the first paint, so the load
 * event can come before the menus, carousels and form checks are live; a visitor who clicks that early
 * gets the plain-HTML behaviour, which the no-JavaScript tests cover. Skipped when JavaScript is off,
 * for responses that are not HTML, and when the caller passes its own `waitUntil`.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const html = response?.headers()["content-type"]?.includes("text/html") ?? false;
        if (html && !options?.waitUntil)
          await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        return response;
      };
    }
    await provide(page);
  },
});

/** Route paths as a visitor types them (the spec's form: no trailing slash). */
export { routes } from "@/lib/content";

/** Collects console errors and uncaught page errors; call `assertClean()` at the end of a test. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return { assertClean: () => expect(errors, `console errors:\n${errors.join("\n")}`).toEqual([]) };
}

export const header = (page: Page) => page.getByRole("banner");
export const footer = (page: Page) => page.getByRole("contentinfo");
export const mainNav = (page: Page) => header(page).getByRole("navigation", { name: "Main" });

/** The e-mail call to action a page ends with: its heading shown, its link to the company's address. */
export async function expectEmailCta(page: Page) {
  await expect(page.getByRole("heading", { name: emailCta.title })).toBeVisible();
  await expect(page.getByRole("link", { name: emailCta.primary.label })).toHaveAttribute(
    "href",
    emailCta.primary.href,
  );
}

/** Reports each CSP violation the page's DOM sees (the `securitypolicyviolation` event), from the first byte on. */
export async function onCspViolation(page: Page, report: (violation: string) => void) {
  await page.exposeFunction("__cspViolation", report);
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation;
      report(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
}
