import { expect, type Page } from "@playwright/test";

/** Route paths as a visitor types them (the spec's form: no trailing slash). */
export { routes } from "@/content/routes";

/** Collects console errors and uncaught page errors; call `assertClean()` at the end of a test. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return {
    errors,
    assertClean: () => expect(errors, `console errors:\n${errors.join("\n")}`).toEqual([]),
  };
}

export const header = (page: Page) => page.getByRole("banner");
export const footer = (page: Page) => page.getByRole("contentinfo");
export const mainNav = (page: Page) => header(page).getByRole("navigation", { name: "Main" });
