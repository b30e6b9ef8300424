import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { pages } from "@/content/routes";
import { expect, test } from "./support";

// The accessibility statement (/accessibility, /ar/accessibility): a barrier report lands on the contact form
// with its subject filled in (the statement's sections, its review date and the footers' link to it:
// tests/build/page-content.test.mjs and pages.test.mjs).
for (const locale of ["en", "ar"] as Locale[]) {
  const c = content(locale);
  const contactForm = c.contact.contactForm;

  test.describe(`accessibility statement (${locale})`, () => {
    test("reporting a barrier opens the contact form with the subject filled in from its topic, never from a link's own words", async ({
      page,
    }) => {
      await page.goto(localePath(pages.accessibility.path, locale));
      const report = page.locator("#report-a-barrier").getByRole("link").first();
      const topic = new URL(String(await report.getAttribute("href")), "http://x").searchParams.get("topic");
      expect(topic).toBe("accessibility");
      await report.click();
      await expect(page).toHaveURL(
        new RegExp(`${localePath(pages.contact.path, locale)}/\\?topic=accessibility`),
      );
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const subject = page
        .locator("#contact-form")
        .getByLabel(contactForm.fields.subject.label, { exact: true });
      await expect(subject).toHaveValue(contactForm.topics.accessibility);
      // A link's own words never fill the form: ?subject= and an unknown ?topic= are ignored.
      for (const query of [
        "?subject=Your%20account%20is%20locked%E2%80%AE",
        "?topic=Your%20account%20is%20locked",
        "?topic=__proto__",
        "?topic=toString",
      ]) {
        await page.goto(`${localePath(pages.contact.path, locale)}/${query}`); // hydrated: e2e/support.ts
        await expect(subject, query).toHaveValue("");
      }
    });
  });
}
