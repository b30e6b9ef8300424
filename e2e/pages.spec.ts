import { type Page } from "@playwright/test";
import { content } from "@/lib/content";
import { pages } from "@/content/routes";
import type { LegalDocument } from "@/content/types";
import { expect, test } from "./support";

const { policy } = content("en").pages.privacy;
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

// The Services, Why Choose Us, Blogs, Terms, ERP Solution and Privacy Policy pages (their sections, links and copy):
// tests/build/page-content.test.mjs.
/** A legal document's numbered sections: its `##` headings (anchor and title). */
const sectionsOf = (doc: LegalDocument) =>
  doc.headings.filter((h) => h.depth === 2).map((h) => ({ id: h.id, title: h.text }));
const numbered = (doc: LegalDocument) => sectionsOf(doc).map((s, i) => `${i + 1}. ${s.title}`);

test.describe("Privacy Policy page", () => {
  test.use({ reducedMotion: "reduce" });

  // Its sections, the last-updated date and the side list: tests/build/page-content.test.mjs.
  test("no cookie of the site's own; each side-list entry scrolls its section to 170 px from the top, at 1280 px and on a phone (no sideways scroll there); smooth scrolling unless reduced motion", async ({
    page,
    context,
  }) => {
    await page.goto(pages.privacy.path);
    await expect(h1(page)).toHaveText("Privacy Policy");
    // The policy says the site sets no cookies of its own: hold it to that.
    expect(await context.cookies()).toEqual([]);
    const nav = page.getByRole("navigation", { name: policy.navTitle });
    for (const size of [
      { width: 1280, height: 800 },
      { width: 375, height: 740 },
    ]) {
      await page.setViewportSize(size);
      for (const [i, section] of sectionsOf(policy).slice(0, 6).entries()) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await nav.getByRole("link", { name: numbered(policy)[i] }).click();
        await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
        const top = await page.locator(`#${section.id}`).evaluate((el) => el.getBoundingClientRect().top);
        expect(Math.abs(top - 170), `${size.width} px: section ${i + 1} top at ${top}px`).toBeLessThanOrEqual(
          10,
        );
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    // Scrolling is smooth unless the visitor asks for reduced motion.
    const behaviour = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    expect(await behaviour()).toBe("auto");
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await behaviour()).toBe("smooth");
  });
});
