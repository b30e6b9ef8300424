import { existsSync, readFileSync } from "node:fs";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { contactForm } from "@/content/contact";

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

export const header = (page: Page) => page.getByRole("banner");
export const footer = (page: Page) => page.getByRole("contentinfo");
export const mainNav = (page: Page) => header(page).getByRole("navigation", { name: "Main" });

/** What the form handlers stored for `form` (test-results/storage/<form>.jsonl, one record a line), as text. */
export const stored = (form: string) => {
  const file = `test-results/storage/${form}.jsonl`;
  return existsSync(file) ? readFileSync(file, "utf8") : "";
};

/** Fills the English contact form (content/contact.ts) in `scope` as a visitor does, about `subject`. */
export async function fillContact(scope: Page | Locator, subject: string) {
  const fields = contactForm.fields;
  await scope.getByLabel(fields.name.label).fill("Fatimah Al-Harbi");
  await scope.getByLabel(fields.email.label, { exact: true }).fill("fatimah@example.com");
  await scope.getByLabel(fields.subject.label).fill(subject);
  await scope.getByLabel(fields.message.label).fill("We need a booking app for our clinic.");
}

/**
 * Console errors, uncaught page errors and CSP violations (console and DOM event), from the first byte on;
 * failed requests of the page's own origin too.
 */
export async function watchPage(page: Page) {
  const problems: string[] = [];
  // Requests in flight, for settle(): Playwright's "networkidle" fires once per load, so it cannot tell when the
  // code a scroll asked for has arrived.
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => ((inFlight += 1), (lastActivity = Date.now()));
  const ended = () => ((inFlight -= 1), (lastActivity = Date.now()));
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  page.on("console", (msg) => {
    if (msg.type() === "error" || /Content.Security.Policy/i.test(msg.text()))
      problems.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  // A request the page itself dropped (a prefetch cut short by the next navigation) is not a failure.
  page.on("requestfailed", (req) => {
    if (req.failure()?.errorText !== "net::ERR_ABORTED")
      problems.push(`failed: ${req.url()} ${req.failure()?.errorText}`);
  });
  // Each CSP violation the page's DOM sees (the `securitypolicyviolation` event).
  await page.exposeFunction("__cspViolation", (v: string) => problems.push(`CSP: ${v}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation;
      report(`${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  /** Resolves once no request has been in flight for `quiet` ms since it was called. */
  const settle = (quiet = 300) => {
    const from = Date.now();
    return expect
      .poll(() => inFlight === 0 && Date.now() - Math.max(lastActivity, from) >= quiet, { intervals: [50] })
      .toBe(true);
  };
  return { problems, settle };
}
