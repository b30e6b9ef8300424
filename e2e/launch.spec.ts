// Issue 19, "What a Saudi visitor looks for": WhatsApp click-to-chat links, the registered company's
// details and the ERP's Saudi integrations, in both editions.
import { siteCopy } from "@/content/ar/site";
import { ui as arUi } from "@/content/ar/ui";
import { contactSection as arContact } from "@/content/ar/contact";
import { contactSection } from "@/content/contact";
import { localePath, type Locale } from "@/content/i18n";
import { pages } from "@/content/routes";
import { site, whatsappHref } from "@/content/site";
import { ui } from "@/content/ui";
import { expect, footer, test } from "./support";

const editions = {
  en: { ui, contact: contactSection, legalName: site.registration.legalName },
  ar: { ui: arUi, contact: arContact, legalName: siteCopy.legalName },
} as const;

/** The expected link: the number of content/site.ts and the greeting, URL-encoded. */
const waHref = (greeting: string) => {
  const href = whatsappHref(greeting);
  const url = new URL(href);
  expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp}`);
  expect(url.searchParams.get("text")).toBe(greeting);
  expect(href).not.toMatch(/\s/);
  return href;
};

for (const locale of ["en", "ar"] as Locale[]) {
  const t = editions[locale];
  test.describe(`${locale} edition`, () => {
    test("contact details, contact section and footer link to WhatsApp with a greeting in the page's language; the footer shows the registration", async ({
      page,
    }) => {
      await page.goto(localePath(pages.contact.path, locale));
      const href = waHref(t.ui.whatsapp.greeting);
      expect(site.whatsapp).toMatch(/^9665\d{8}$/);
      // The greeting is in the page's language.
      expect(/[\u0600-\u06FF]/.test(href)).toBe(locale === "ar");

      const details = page.locator("#contact").getByRole("link", { name: site.whatsappDisplay });
      await expect(details).toHaveAttribute("href", href);
      await expect(
        page.locator("#contact").getByText(t.contact.whatsappLabel, { exact: true }),
      ).toBeVisible();

      const inFooter = footer(page).getByRole("link", {
        name: `${t.ui.whatsapp.linkLabel}: ${site.whatsappDisplay}`,
      });
      await expect(inFooter).toHaveAttribute("href", href);
      await expect(inFooter).toBeVisible();

      // The footer shows the registered trade name, CR, Unified National Number, VAT number and short address.
      const reg = footer(page).getByRole("region", { name: t.ui.footer.registration.label });
      await expect(reg.getByText(t.legalName, { exact: true })).toBeVisible();
      for (const [label, value] of [
        [t.ui.footer.registration.cr, site.registration.cr],
        [t.ui.footer.registration.unifiedNumber, site.registration.unifiedNumber],
        [t.ui.footer.registration.vat, site.registration.vat],
        [t.ui.footer.registration.shortAddress, site.registration.shortAddress],
      ]) {
        await expect(reg.getByRole("term").filter({ hasText: label })).toBeVisible();
        await expect(reg.getByRole("definition").filter({ hasText: value })).toBeVisible();
      }
      // The JSON-LD carries the same registration: tests/build/pages.test.mjs (every route of both editions).

      // Home, service and solution pages have the contact section too.
      await page.goto(localePath("/solutions/real-estate", locale));
      await expect(
        page.locator("#contact").getByRole("link", { name: site.whatsappDisplay }),
      ).toHaveAttribute("href", href);
    });

    // The legal pages' CR, Unified National Number and VAT number, and the ERP page's Saudi integrations:
    // tests/build/pages.test.mjs and page-content.test.mjs.
  });
}

test.describe("floating WhatsApp button (small screens)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("shown on small screens, hidden while a form field has focus and when the form is on screen", async ({
    page,
  }) => {
    await page.goto(localePath(pages.bookDemo.path, "ar"));
    const button = page.getByRole("link", { name: arUi.whatsapp.floatingLabel });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("href", waHref(arUi.whatsapp.greeting));
    const box = (await button.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740 - 8);

    const field = page.getByRole("textbox").first();
    await field.scrollIntoViewIfNeeded();
    await expect(button).toBeHidden();
    await field.focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(button).toBeHidden();
    await field.blur();
    await expect(button).toBeVisible();
  });

  // The link is in every page and CSS hides it from 768 px (md:hidden): check that it is there and hidden at both
  // ends of the tablet range and on a desktop, and still shown one pixel below (toBeHidden alone also passes when
  // the link is gone).
  test("not shown from 768 px", async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 800 });
    await page.goto("/");
    const button = page.getByRole("link", { name: ui.whatsapp.floatingLabel, includeHidden: true });
    await expect(button).toHaveCount(1);
    await expect(button).toBeVisible();
    for (const width of [768, 1023, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(button, `at ${width} px`).toHaveCount(1);
      await expect(button, `at ${width} px`).toBeHidden();
    }
  });
});
