import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { pages } from "@/content/routes";
import { site } from "@/content/site";
import { expect, footer, test } from "./support";

// The accessibility statement (/accessibility, /ar/accessibility): reached from every footer, its five
// sections, the review date, and a barrier report that lands on the contact form with its subject filled in.
for (const locale of ["en", "ar"] as Locale[]) {
  const c = content(locale);
  const doc = c.pages.accessibility.statement;
  const contactForm = c.contact.contactForm;

  test.describe(`accessibility statement (${locale})`, () => {
    test("the footer links to it; it names the standard, its checks, its limits and the review date", async ({
      page,
    }) => {
      await page.goto(localePath(pages.home.path, locale));
      await footer(page).getByRole("link", { name: c.nav.accessibility, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(pages.accessibility.path, locale)}/?$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(doc.title);
      const sections = page.getByRole("main").locator("section[id]");
      await expect(sections).toHaveCount(5);
      await expect(sections.getByRole("heading", { level: 2 })).toHaveText(
        doc.headings.filter((h) => h.depth === 2).map((h, i) => `${i + 1}. ${h.text}`),
      );
      await expect(page.locator("#standard")).toContainText(/WCAG\)?\s2\.2/);
      await expect(page.locator("#standard")).toContainText(/\bAA\b/);
      await expect(page.getByRole("main")).toContainText(doc.updatedLabel);
      await expect(page.locator("#report-a-barrier").getByRole("link", { name: site.email })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
    });

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
