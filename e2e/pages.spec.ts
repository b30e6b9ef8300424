import { type Locator, type Page } from "@playwright/test";
import { content } from "@/lib/content";
import * as blogsPage from "@/content/pages/blogs";
import * as erp from "@/content/pages/erp-solution";
import { dataRequestAnswerDays } from "@/content/forms";
import { blogPath, pages, servicePath } from "@/content/routes";
import { services } from "@/content/services";
import type { LegalDocument } from "@/content/types";
import { expect, expectEmailCta, test } from "./support";

const {
  blogPosts,
  pages: {
    privacy: { policy },
    terms: { terms },
  },
} = content("en");

/** An internal href as rendered (trailingSlash export), compared with a content path. */
const samePath = (href: string | null, path: string) =>
  decodeURI(href ?? "").replace(/(.)\/$/, "$1") === path;
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

async function expectHref(link: Locator, path: string) {
  const href = await link.getAttribute("href");
  expect(samePath(href, path), `${href} should point to ${path}`).toBe(true);
}

// The Services and Why Choose Us pages (their sections, links and copy): tests/build/page-content.test.mjs.
test.describe("Blogs page", () => {
  test("three posts linking to the articles, then the e-mail call to action", async ({ page }) => {
    await page.goto(pages.blogs.path);
    await expect(h1(page)).toHaveText(blogsPage.hero.title);
    const posts = region(page, blogsPage.postsHeadline.title);
    await expect(posts.getByRole("article")).toHaveCount(3);
    for (const post of blogPosts) {
      await expectHref(posts.getByRole("link", { name: post.title }), blogPath(post.slug));
    }
    // Its FAQ (the home page's section, same props): e2e/home.spec.ts "home FAQ…".
    await expectEmailCta(page);
    await posts.getByRole("link", { name: blogPosts[1]!.title }).click();
    await expect(h1(page)).toHaveText(blogPosts[1]!.title);
  });
});

/** A legal document's numbered sections: its `##` headings (anchor and title). */
const sectionsOf = (doc: LegalDocument) =>
  doc.headings.filter((h) => h.depth === 2).map((h) => ({ id: h.id, title: h.text }));
const numbered = (doc: LegalDocument) => sectionsOf(doc).map((s, i) => `${i + 1}. ${s.title}`);
/** The document's sections (the legal body is a <div>: an <article> there had no heading of its own). */
const legalSections = (page: Page) => page.getByRole("main").locator("section[id]");

test.describe("Privacy Policy page", () => {
  test.use({ reducedMotion: "reduce" });

  test("nine numbered sections, a last-updated date and the side list to sections 1-6; smooth scrolling unless reduced motion", async ({
    page,
    context,
  }) => {
    await page.goto(pages.privacy.path);
    await expect(h1(page)).toHaveText("Privacy Policy");
    await expect(page.getByText(policy.updatedLabel)).toBeVisible();
    const headings = legalSections(page).getByRole("heading", { level: 2 });
    await expect(headings).toHaveText(numbered(policy));
    expect(sectionsOf(policy)).toHaveLength(9);
    const nav = page.getByRole("navigation", { name: policy.navTitle });
    await expect(nav.getByRole("link")).toHaveText(numbered(policy).slice(0, 6));
    // The 30-day answer and the advertising-cookie disclosure are where the spec puts them.
    await expect(region(page, numbered(policy)[7]!)).toContainText(`${dataRequestAnswerDays} days`);
    await expect(region(page, numbered(policy)[8]!)).toContainText("advertising cookies");
    // The policy says the site sets no cookies of its own: hold it to that.
    expect(await context.cookies()).toEqual([]);
    // Scrolling is smooth unless the visitor asks for reduced motion.
    const behaviour = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    expect(await behaviour()).toBe("auto");
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await behaviour()).toBe("smooth");
  });

  test("each side-list entry scrolls its section to 170 px from the top, at 1280 px and on a phone (no sideways scroll there)", async ({
    page,
  }) => {
    await page.goto(pages.privacy.path);
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
  });
});

test("Terms and Conditions page: its sections, in order, and the side link to the privacy policy", async ({
  page,
}) => {
  await page.goto(pages.terms.path);
  await expect(h1(page)).toHaveText("Terms and Conditions");
  const headings = legalSections(page).getByRole("heading", { level: 2 });
  await expect(headings).toHaveText(numbered(terms));
  const titles = sectionsOf(terms).map((s) => s.title);
  for (const required of [
    "Agreement by use",
    "Licence to feedback",
    "Corrections and changes",
    "Indemnification",
    "Use of the internet",
    "Governing law",
  ]) {
    expect(titles).toContain(required);
  }
  await expect(region(page, numbered(terms)[titles.indexOf("Governing law")]!)).toContainText(
    "Kingdom of Saudi Arabia",
  );
  const side = page.getByRole("complementary").getByRole("link", { name: "Privacy Policy", exact: true });
  await expectHref(side, pages.privacy.path);
  await side.click();
  await expect(h1(page)).toHaveText("Privacy Policy");
});

test("ERP Solution page: Book a Demo, three benefits, six numbered mobile features, seventeen module cards each linking to a service page, approvals copy, CTA to /book-demo", async ({
  page,
}) => {
  await page.goto(pages.erp.path);
  await expect(h1(page)).toHaveText(erp.hero.title);
  const intro = region(page, erp.intro.headline.title);
  await expect(intro.getByRole("article")).toHaveCount(3);
  await expect(intro.getByRole("heading", { level: 3 })).toHaveText(erp.intro.benefits.map((b) => b.title));
  const mobile = region(page, erp.mobileApp.headline.title);
  const features = mobile.getByRole("listitem");
  await expect(features).toHaveCount(6);
  for (const [i, f] of erp.mobileApp.features.entries()) {
    await expect(features.nth(i)).toContainText(String(i + 1).padStart(2, "0"));
    await expect(features.nth(i).getByRole("heading", { level: 3 })).toHaveText(f.title);
  }
  for (const name of [
    "Registration",
    "Attendance",
    "Project updates",
    "Application submission",
    "Resume",
    "Contract management",
  ]) {
    await expect(mobile.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  const bookDemo = page.getByRole("link", { name: "Book a Demo" }).first();
  await expectHref(bookDemo, pages.bookDemo.path);

  const web = region(page, erp.webApp.headline.title);
  const cards = web.getByRole("listitem");
  await expect(cards).toHaveCount(17);
  const servicePaths = services.map((s) => servicePath(s.slug));
  for (const [i, m] of erp.webApp.modules.entries()) {
    const link = cards.nth(i).getByRole("link");
    await expect(link).toHaveText(m.title);
    const href = decodeURI((await link.getAttribute("href")) ?? "").replace(/\/$/, "");
    expect(servicePaths, `${m.title} → ${href}`).toContain(href);
  }
  await cards.nth(0).getByRole("link").click();
  await expect(page).toHaveURL(/\/services\/[a-z-]+\/?$/);
  await page.goBack();
  const approvals = region(page, erp.approvals.headline.title);
  // The copy joins "6 months" with a no-break space (content/typography.ts): \s matches it.
  for (const role of ["general manager", "HR", "project manager", "shift supervisor", "6\\smonths"]) {
    await expect(approvals).toContainText(new RegExp(role, "i"));
  }
  await expect(approvals.getByRole("heading", { name: /client access to project status/i })).toBeVisible();
  await expectHref(page.getByRole("link", { name: erp.cta.primary.label }).last(), pages.bookDemo.path);
  await bookDemo.click();
  await expect(page).toHaveURL(/\/book-demo\/?$/);
});
