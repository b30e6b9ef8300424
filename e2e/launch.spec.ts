// Issue 19, "What a Saudi visitor looks for": the floating WhatsApp button on small screens.
import { ui as arUi } from "@/content/ar/ui";
import { localePath } from "@/content/i18n";
import { pages } from "@/content/routes";
import { site, whatsappHref } from "@/content/site";
import { ui } from "@/content/ui";
import { expect, test } from "./support";

/** The expected link: the number of content/site.ts and the greeting, URL-encoded. */
const waHref = (greeting: string) => {
  const href = whatsappHref(greeting);
  const url = new URL(href);
  expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp}`);
  expect(url.searchParams.get("text")).toBe(greeting);
  expect(href).not.toMatch(/\s/);
  return href;
};

// The WhatsApp links of the contact details, contact section and footer, the footer's registration, the JSON-LD's,
// the legal pages' numbers and the ERP page's Saudi integrations, in both editions: tests/build/page-content.test.mjs
// and pages.test.mjs (the HTML of out/).
test.describe("floating WhatsApp button (small screens)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // The link is in every page and CSS hides it from 768 px (md:hidden): checked there and hidden at both ends of the
  // tablet range and on a desktop, and still shown one pixel below (toBeHidden alone also passes when the link is
  // gone).
  test("shown on small screens, hidden while a form field has focus and when the form is on screen; not shown from 768 px", async ({
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

    await page.setViewportSize({ width: 767, height: 800 });
    await page.goto("/");
    const english = page.getByRole("link", { name: ui.whatsapp.floatingLabel, includeHidden: true });
    await expect(english).toHaveCount(1);
    await expect(english).toBeVisible();
    for (const width of [768, 1023, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(english, `at ${width} px`).toHaveCount(1);
      await expect(english, `at ${width} px`).toBeHidden();
    }
  });
});
