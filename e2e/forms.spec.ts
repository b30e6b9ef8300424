import { type Page } from "@playwright/test";
import { contactForm } from "@/content/contact";
import { contactForm as contactFormAr } from "@/content/ar/contact";
import { formNotices as formNoticesAr } from "@/content/ar/forms";
import { fieldErrors, formNotices, formNoticeWait } from "@/content/forms";
import { demoForm, demoIntro } from "@/content/pages/book-demo";
import { pages, servicePath } from "@/content/routes";
import { ui } from "@/content/ui";
import { expect, fillContact, stored, test } from "./support";

const cf = contactForm.fields;
const df = demoForm.fields;
const success = (page: Page) => page.getByRole("status").filter({ hasText: formNotices.success });
const failure = (page: Page) => page.getByRole("alert").filter({ hasText: formNotices.fail });

/** After a valid post: the page at `url` shows the success notice, `form`'s store holds `sent`, the notice dismisses. */
async function expectSentAndDismissed(page: Page, url: RegExp, form: string, sent: string) {
  await expect(page).toHaveURL(url);
  await expect(success(page)).toBeVisible();
  expect(stored(form)).toContain(sent);
  await success(page).getByRole("button", { name: formNotices.dismiss }).click();
  await expect(success(page)).toBeHidden();
}

test.describe("contact form", () => {
  test("empty fields show the spec's messages, tied to the fields, and focus the first", async ({ page }) => {
    await page.goto(pages.contact.path);
    await page.getByRole("button", { name: contactForm.submit }).click();
    const name = page.getByLabel(cf.name.label);
    await expect(name).toBeFocused();
    await expect(page).toHaveURL(/\/contact\/?$/);
    for (const [label, message] of [
      [cf.name.label, fieldErrors.name],
      [cf.email.label, fieldErrors.email],
      [cf.message.label, fieldErrors.message],
    ] as const) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // Subject has no custom message (spec 5): the browser's own one is shown.
    const subject = page.getByLabel(cf.subject.label);
    await expect(subject).toHaveAttribute("aria-invalid", "true");
    await expect(subject).not.toHaveAccessibleDescription("");

    await name.fill("Ali");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await page.getByLabel(cf.email.label, { exact: true }).fill("not-an-email");
    await page.getByRole("button", { name: contactForm.submit }).click();
    await expect(page.getByLabel(cf.email.label, { exact: true })).toBeFocused();
    await expect(page.getByText(fieldErrors.email, { exact: true })).toBeVisible();
    await expect(page.getByText(fieldErrors.name, { exact: true })).toHaveCount(0);
  });

  test("a valid enquiry is sent once (the button disabled while sending) and the success message shows, then dismisses", async ({
    page,
  }) => {
    await page.goto(pages.contact.path);
    let posts = 0;
    await page.route("**/assets/phpscripts/contact.php", async (route) => {
      posts++;
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const subject = `e2e contact ${Date.now()}`;
    await fillContact(page, subject);
    // Locators wait for the pending navigation, so the in-between state is read inside the page:
    // submit, look at the button, then try to submit again.
    const form = page.getByRole("main").locator("form");
    const during = await form.evaluate(async (f: HTMLFormElement) => {
      f.requestSubmit();
      await new Promise((r) => setTimeout(r, 100));
      const button = f.querySelector<HTMLButtonElement>("button[type=submit]")!;
      const state = { disabled: button.disabled, text: button.textContent };
      f.requestSubmit();
      return state;
    });
    expect(during).toEqual({ disabled: true, text: contactForm.sending });
    await expectSentAndDismissed(page, /\/contact\/\?msg=success#contact-success$/, "contact", subject);
    expect(posts).toBe(1);
  });
});

const demoSection = (page: Page) => page.getByRole("region", { name: demoIntro.title });

test.describe("demo form", () => {
  test("invalid input shows each spec message; corrected, the request is sent and the green message shows, then dismisses", async ({
    page,
  }) => {
    await page.goto(pages.bookDemo.path);
    await page.getByRole("button", { name: demoForm.submit }).click();
    await expect(demoSection(page).getByLabel(df.name.label)).toBeFocused();
    for (const key of Object.keys(df) as (keyof typeof df)[]) {
      const field = demoSection(page).getByLabel(df[key].label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(fieldErrors[key]);
    }
    await demoSection(page).getByLabel(df.name.label).fill("Omar");
    await demoSection(page).getByLabel(df.email.label).fill("omar@company.example");
    await demoSection(page).getByLabel(df.phone.label).fill("12");
    await demoSection(page).getByLabel(df.company.label).fill("Acme");
    await demoSection(page).getByLabel(df.noEmployees.label).fill("0");
    await demoSection(page).getByLabel(df.message.label).fill("Hello");
    await page.getByRole("button", { name: demoForm.submit }).click();
    await expect(demoSection(page).getByLabel(df.phone.label)).toBeFocused();
    await expect(page.getByText(fieldErrors.phone, { exact: true })).toBeVisible();
    await expect(page.getByText(fieldErrors.noEmployees, { exact: true })).toBeVisible();
    await expect(page.getByText(fieldErrors.company, { exact: true })).toHaveCount(0);
    // Corrected: sent.
    const company = `e2e Co ${Date.now()}`;
    await demoSection(page).getByLabel(df.phone.label).fill("+966 55 123 4567");
    await demoSection(page).getByLabel(df.company.label).fill(company);
    await demoSection(page).getByLabel(df.noEmployees.label).fill("120");
    await demoSection(page).getByLabel(df.message.label).fill("Payroll and attendance, please.");
    await page.getByRole("button", { name: demoForm.submit }).click();
    await expectSentAndDismissed(page, /\/book-demo\/\?msg=success#demo-form-success$/, "book-demo", company);
  });
});

for (const path of [pages.contact.path, pages.bookDemo.path]) {
  test(`notices on ${path}: msg=success shows only its message, msg=fail only its own (it dismisses), any other query neither`, async ({
    page,
  }) => {
    await page.goto(`${path}/?msg=success`);
    await expect(success(page)).toBeVisible();
    await expect(page.getByText(formNotices.fail)).toBeHidden();
    await page.goto(`${path}/?msg=fail`);
    await expect(failure(page)).toBeVisible();
    await expect(page.getByText(formNotices.success)).toBeHidden();
    await failure(page).getByRole("button", { name: formNotices.dismiss }).click();
    await expect(page.getByText(formNotices.fail)).toBeHidden();
    for (const query of ["?msg=other", "?msg=", ""]) {
      await page.goto(`${path}/${query}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expect(page.getByText(formNotices.success), query).toBeHidden();
      await expect(page.getByText(formNotices.fail), query).toBeHidden();
    }
    if (path !== pages.contact.path) return;
    // A rate-limited visitor is told to wait (JavaScript on).
    await page.goto(`${path}/?msg=fail&reason=wait`);
    await expect(page.getByRole("main").getByRole("alert").getByText(formNoticeWait)).toBeVisible();
    await expect(page.getByText(formNotices.fail)).toBeHidden();
  });
}

test("an embedded contact section on a service page shows success after sending @full", async ({ page }) => {
  const path = servicePath("app-development");
  await page.goto(path);
  const section = page.getByRole("region", { name: "Let's Talk" });
  await expect(section.getByText(formNotices.success)).toBeHidden();
  await fillContact(section, `e2e service ${Date.now()}`);
  await section.getByRole("button", { name: contactForm.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${path}/\\?msg=success#contact-success$`));
  await expect(section.getByRole("status").filter({ hasText: formNotices.success })).toBeVisible();
  await section.getByRole("button", { name: formNotices.dismiss }).click();
  await expect(section.getByText(formNotices.success)).toBeHidden();
});

test("newsletter: subscribing shows the confirmation in the footer", async ({ page }) => {
  const t = ui.footer.newsletter;
  await page.goto(pages.about.path);
  const footer = page.getByRole("contentinfo");
  const email = `reader-${Date.now()}@example.com`;
  await footer.getByLabel(t.inputLabel).fill(email);
  await footer.getByRole("button", { name: t.submit }).click();
  await expect(page).toHaveURL(/\/about-us\/\?newsletter=success#newsletter-success$/, { timeout: 15_000 });
  await expect(footer.getByRole("status").filter({ hasText: t.success })).toBeVisible();
  // Double opt-in: the address waits for its confirmation link.
  expect(stored("newsletter-pending")).toContain(email);
  expect(stored("newsletter")).not.toContain(email);
  await footer.getByLabel(t.inputLabel).fill("not an address");
  await footer.getByRole("button", { name: t.submit }).click();
  await expect(page).toHaveURL(/newsletter=fail#newsletter-fail$/, { timeout: 15_000 });
  await expect(footer.getByRole("alert").filter({ hasText: t.fail })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form still posts: held for review (no challenge solved), never refused, msg=success; the handler's redirect shows its notice from the served HTML", async ({
    page,
  }) => {
    await page.goto(pages.contact.path);
    const subject = `e2e no-js ${Date.now()}`;
    await fillContact(page, subject);
    await page.getByRole("button", { name: contactForm.submit }).click();
    await expect(page).toHaveURL(/\/contact\/\?msg=success#contact-success$/);
    expect(stored("contact")).not.toContain(subject);
    const held = stored("spam")
      .split("\n")
      .find((l) => l.includes(`"subject":${JSON.stringify(subject)}`));
    expect(held).toContain('"reason":"no-challenge"');
    // The handler's redirect shows its notice from the served HTML.
    await expect(success(page)).toBeVisible();
    await expect(page.getByText(formNotices.fail)).toBeHidden();
    await page.goto(`${pages.bookDemo.path}/?msg=fail#demo-form-fail`);
    await expect(page.getByText(formNotices.fail)).toBeVisible();
    await expect(page.getByText(formNotices.success)).toBeHidden();
    await page.goto(`${pages.contact.path}/?msg=fail&reason=wait#contact-wait`);
    await expect(page.getByRole("main").getByText(formNoticeWait)).toBeVisible();
    await page.goto(`${pages.contact.path}/`);
    await expect(page.getByText(formNotices.success)).toBeHidden();
    await expect(page.getByText(formNotices.fail)).toBeHidden();
  });
});

test("a browser post solves the challenge (no cookie, our own origin only) and is a lead", async ({
  page,
  context,
}) => {
  const origins = new Set<string>();
  page.on("request", (r) => origins.add(new URL(r.url()).origin));
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto("/ar/contact/");
  const subject = `e2e عربي ${Date.now()}`;
  const ar = contactFormAr.fields;
  await page.getByLabel(ar.name.label).fill("فاطمة الحربي");
  await page.getByLabel(ar.email.label, { exact: true }).fill("fatimah@example.com");
  await page.getByLabel(ar.subject.label).fill(subject);
  await page.getByLabel(ar.message.label).fill("نرغب في تطوير تطبيق لحجز المواعيد.");
  // Submitted at once: the page holds the post until the challenge is solved and the time trap has passed.
  await page.getByRole("button", { name: contactFormAr.submit }).click();
  await expect(page).toHaveURL(/\/ar\/contact\/\?msg=success#contact-success$/);
  await expect(page.getByText(formNoticesAr.success)).toBeVisible();
  expect(stored("contact")).toContain(subject);
  expect(stored("spam")).not.toContain(subject);
  expect([...origins]).toEqual([new URL(page.url()).origin]);
  expect(await context.cookies()).toEqual([]);
  expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
});
