// axe-core (WCAG 2.2 AA) for the e2e specs: pages-each (every page, light and dark), theme (the dark states) and
// search (the open results).
//
// axe runs straight in the page, injected once per document. @axe-core/playwright's AxeBuilder injected it twice
// per scan and finished every scan in a new blank tab (runPartial + finishRun, made for cross-origin frames; the
// site has none), and built the passing and incomplete results nobody reads: 60% of a 1280 px page's time in
// pages-each, 37% after (docs/decisions/gate-time.md). Only the violations are built (`resultTypes`); every rule
// still runs on every element.
import axe from "axe-core";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules axe can decide automatically. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** The rules that read colours: what a change of theme alone (same DOM, names and structure) can break. */
export const colourRules = ["color-contrast", "link-in-text-block"];

/** The dark theme of the site (--color-surface in app/globals.css), as the body's background. */
export const DARK_BG = "rgb(11, 17, 32)";

/**
 * Switches the system preference to dark on the loaded page and checks that the page followed. Colours with a
 * CSS transition fade to the new theme: they are finished at once, so axe measures their end state.
 */
export async function emulateDark(page: Page) {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.evaluate(() =>
    document.getAnimations().forEach((a) => a instanceof CSSTransition && a.finish()),
  );
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BG);
}

/**
 * The violations of the page as it is now, one readable line per rule with up to five of its elements (not
 * axe's full node dump): the WCAG rules, or only `rules` when given. `label` starts each line (e.g. the theme).
 */
export async function axeViolations(
  page: Page,
  { rules, label = "" }: { rules?: string[]; label?: string } = {},
) {
  const runOnly: axe.RunOnly = rules ? { type: "rule", values: rules } : { type: "tag", values: wcagTags };
  // A navigation gives a new window: inject only then. (Evaluated by the driver, not by eval() in the page, which
  // the site's policy forbids.)
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const options: axe.RunOptions = { runOnly, resultTypes: ["violations"] };
  const violations = await page.evaluate(
    async (options) =>
      (await (window as unknown as { axe: typeof axe }).axe.run(document, options)).violations,
    options,
  );
  return violations.map(
    (v) =>
      `${label ? `${label}: ` : ""}${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1).join("; ")}`)
        .join("\n"),
  );
}
