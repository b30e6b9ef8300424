// Every route of both editions, with every per-page check on one load: status, one h1 (its text where the registry
// gives it), title and description, the landmarks, the CSP with no violation and hydration done, a clean console,
// no horizontal overflow at 375 and 1280 px, and axe (WCAG 2.2 AA) in the light and the dark theme. Checks that
// need only the HTML (canonical, hreflang, footer links, JSON-LD…) are node tests over out/ (tests/build/); the
// states a plain load does not show are in theme.spec.ts and the feature specs; the route registry itself (each
// spec route once, the listings, both editions alike): tests/unit/content.test.ts and arabic-content.test.ts.
import { type Page } from "@playwright/test";
import { site } from "@/content/site";
import { localizedRoutes } from "@/lib/content";
import { arabicLetter, headingOf, strayLatinWords } from "./arabic-support";
import { axeViolations, colourRules, emulateDark } from "./axe";
import { expect, test, routes, watchPage } from "./support";

/** Elements past the right or left edge that no clipping ancestor contains (names the culprits). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const culprits: string[] = [`scrollWidth ${root.scrollWidth} > ${root.clientWidth}`];
    for (const el of document.body.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      if (!r.width || (r.right <= root.clientWidth + 1 && r.left >= -1)) continue;
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== "visible") clipped = true;
      if (!clipped) culprits.push(`<${el.localName} class="${el.getAttribute("class") ?? ""}">`);
      if (culprits.length > 4) break;
    }
    return culprits;
  });

/** One page of each kind, in the gate's axe pass: the home page in both editions; the first of each family (a
 * service, a solution, an article, a category) and every other top-level page in one, the two editions taking turns
 * down the list. test:full runs axe on every page. */
const arabicRoutes = localizedRoutes("ar");
const allRoutes = [...routes, ...arabicRoutes];
const parentOf = (path: string) => path.replace(/\/[^/]*$/, "");
const inFamily = (path: string) => /^\/[^/]+\/./.test(path);
const kinds = routes.filter(
  (route, i) =>
    !inFamily(route.path) || routes.findIndex((o) => parentOf(o.path) === parentOf(route.path)) === i,
);
const oneOfEachKind = kinds.flatMap((route, k) => {
  const twin = arabicRoutes[routes.indexOf(route)]!;
  return k === 0 ? [route, twin] : [k % 2 ? twin : route];
});

// The gate loads one page of each kind once, at 375 px, checks the layout again at 1280 px on that load (the viewport
// resized), then runs axe (light and dark) and the lazy sections' scroll there. test:full (`@full`) loads every other
// page the same way, then each of those again at 1280 px for axe, and every page again at 375 px for axe.
const others = allRoutes.filter((r) => !oneOfEachKind.includes(r));
const passes = [
  {
    size: { width: 375, height: 740 },
    resize: true,
    deep: true,
    name: "375 and 1280 px, axe at 1280 px",
    tag: "",
    routes: oneOfEachKind,
  },
  {
    size: { width: 375, height: 740 },
    resize: true,
    deep: false,
    name: "375 and 1280 px",
    tag: " @full",
    routes: others,
  },
  {
    size: { width: 1280, height: 800 },
    resize: false,
    deep: true,
    name: "1280 px",
    tag: " @full",
    routes: others,
  },
  {
    size: { width: 375, height: 740 },
    resize: false,
    deep: true,
    name: "375 px, axe and scroll",
    tag: " @full",
    routes: allRoutes,
  },
];

for (const { size, resize, deep, name, tag, routes: passRoutes } of passes) {
  test.describe(`every page at ${name}`, () => {
    test.use({ viewport: size });
    for (const route of passRoutes) {
      test(`${route.path}: status, h1, title, landmarks, CSP, console, overflow${deep ? ", axe light and dark" : ""}${tag}`, async ({
        page,
      }) => {
        const { problems, settle } = await watchPage(page);
        await page.emulateMedia({ colorScheme: "light" });
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);

        const h1 = page.getByRole("heading", { level: 1 });
        await expect(h1).toHaveCount(1);
        await expect(h1).toBeVisible();
        if (route.heading) await expect(h1).toHaveText(route.heading);
        await expect(page).toHaveTitle(`${route.title} | ${site.name}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", route.description);
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("main")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();

        // The policy: hashed inline scripts, never 'unsafe-inline'.
        const policy = await page
          .locator('meta[http-equiv="Content-Security-Policy"]')
          .getAttribute("content");
        expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
        expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        // Hydration ran under it: Next's inline bootstrap created self.__next_f and the runtime then took over
        // its push (a blocked inline script leaves it undefined).
        await expect
          .poll(() =>
            page.evaluate(() => {
              const f = (self as unknown as { __next_f?: unknown[] }).__next_f;
              return Array.isArray(f) && f.push !== Array.prototype.push;
            }),
          )
          .toBe(true);
        expect(await overflow(page), `horizontal overflow at ${size.width} px`).toEqual([]);
        if (resize) {
          // The same load at 1280 px: the layout again, and the Arabic edition's own words as a desktop shows them.
          await page.setViewportSize({ width: 1280, height: 800 });
          expect(await overflow(page), "horizontal overflow at 1280 px").toEqual([]);
          if (route.path.startsWith("/ar/")) {
            // Its own Arabic h1 and title, and no Latin word outside content/ar/latin-terms.ts.
            await expect(h1).toHaveText(headingOf(route.path));
            expect(await h1.textContent()).toMatch(arabicLetter);
            expect(route.title).toMatch(arabicLetter);
            expect(await strayLatinWords(page), "Latin words outside content/ar/latin-terms.ts").toEqual([]);
          }
        }
        if (!deep) {
          expect(problems, problems.join("\n")).toEqual([]);
          return;
        }

        // axe on the page as loaded, before any scroll (a section fading in or a header turned sticky mid-scroll
        // would be measured half-way).
        const violations = await axeViolations(page, { label: "light" });
        await emulateDark(page);
        // The dark theme changes colours only (the same DOM, names and structure as the light scan): its scan runs
        // the rules that read colours.
        violations.push(...(await axeViolations(page, { rules: colourRules, label: "dark" })));
        expect(violations, violations.join("\n")).toEqual([]);

        // Lazy sections (counters, carousels) load their code under the policy too.
        await page.mouse.wheel(0, 2400);
        await settle();
        expect(problems, problems.join("\n")).toEqual([]);
      });
    }
  });
}
