import { type Locator } from "@playwright/test";
import { content } from "@/lib/content";
import { localePath } from "@/content/i18n";
import { pages } from "@/content/routes";
import { siteCopy } from "@/content/ar/site";
import { site } from "@/content/site";
import { expect, footer, test } from "./support";

// Issue 17, long words at 375 px: an address, a name or a year must not be split across lines.
test.use({ viewport: { width: 375, height: 740 } });

/** How many line boxes an inline element's text takes. */
const lines = (el: Locator) => el.evaluate((a) => a.getClientRects().length);

for (const locale of ["en", "ar"] as const) {
  const c = content(locale);

  test(`${locale}: the contact card's e-mail and phone sit on one line, inside the card; the copyright year stays on the line of the name`, async ({
    page,
  }) => {
    await page.goto(localePath(pages.contact.path, locale));
    const card = page.getByRole("heading", { name: c.contact.contactSection.detailsTitle }).locator("..");
    for (const value of [site.email, site.phone]) {
      const link = card.getByRole("link", { name: value });
      await expect(link).toBeVisible();
      expect(await lines(link), value).toBe(1);
      const box = (await link.boundingBox())!;
      const frame = (await card.boundingBox())!;
      // Inside the card's padding, not just its edge.
      expect(box.x, value).toBeGreaterThanOrEqual(frame.x + 12);
      expect(box.x + box.width, value).toBeLessThanOrEqual(frame.x + frame.width - 12);
    }
    // No sideways scroll on this page at 375 px: e2e/pages-each.spec.ts.

    // The footer's copyright year stays on the line of the name.
    const year = String(site.copyrightYear);
    const notice = footer(page).getByText(year, { exact: false }).last();
    // The year, the © before it and (Arabic: «© 2023 <الاسم>. جميع الحقوق محفوظة.») the name's first word share a line.
    const tops = await notice.evaluate(
      (p, { y, first }) => {
        const text = p.firstChild as Text;
        const top = (word: string) => {
          const start = text.data.lastIndexOf(word);
          const range = document.createRange();
          range.setStart(text, start);
          range.setEnd(text, start + word.length);
          return Math.round(range.getBoundingClientRect().top);
        };
        return [top(y), top("©"), ...(first ? [top(first)] : [])];
      },
      // Arabic: the year is followed by the trade name's first word, on the same line.
      { y: year, first: locale === "ar" ? siteCopy.legalName.split(" ")[0] : "" },
    );
    expect(new Set(tops).size, `line tops ${tops.join(", ")}`).toBe(1);
  });
}
