import { type Page } from "@playwright/test";
import { content } from "@/lib/content";
import { articleFamily, serviceFamily, solutionFamily } from "@/content/families";
import * as publishing from "@/content/publishing";
import { absoluteUrl } from "@/lib/metadata";
import { blogPath, pages, servicePath, solutionPath } from "@/content/routes";
import { services } from "@/content/services";
import { solutions } from "@/content/solutions";
import type { Faq } from "@/content/types";
import { expect, test } from "./support";

const { blogPosts } = content("en");
// Each family page's status and its h1 (the banner's title, the article's): e2e/pages-each.spec.ts.

const withSlash = (path: string) => `${path}/`;
const sideNav = (page: Page, name: string) =>
  page.getByRole("complementary").getByRole("navigation", { name, exact: true });

async function expectFaq(page: Page, faqs: Faq[]) {
  const region = page.getByRole("region", { name: "Frequently asked questions" });
  const items = region.getByRole("group");
  await expect(items).toHaveCount(faqs.length);
  await expect(region.getByText(faqs[0]!.answer)).toBeVisible();
  await expect(region.getByText(faqs[1]!.answer)).toBeHidden();
  // Opening the second closes the first: one open at a time.
  await region.getByText(faqs[1]!.question).click();
  await expect(region.getByText(faqs[1]!.answer)).toBeVisible();
  await expect(region.getByText(faqs[0]!.answer)).toBeHidden();
}

async function expectContactForm(page: Page) {
  const contact = page.getByRole("region", { name: "Let's Talk" });
  await expect(contact.getByLabel("Your name")).toBeVisible();
  await expect(contact.getByLabel("Email address")).toHaveAttribute("type", "email");
  await expect(contact.getByLabel("Subject")).toBeVisible();
  await expect(contact.getByLabel("Message", { exact: true })).toHaveAttribute("rows", "7");
  await expect(contact.getByRole("button", { name: /send/i })).toBeVisible();
  return contact;
}

test.describe("service pages", () => {
  for (const service of services) {
    test(`${service.name}: banner, offerings, FAQ, side list, contact`, async ({ page }) => {
      await page.goto(servicePath(service.slug));
      await expect(page.getByRole("main").getByRole("article")).toHaveCount(service.offerings.length);
      for (const o of service.offerings) {
        await expect(page.getByRole("heading", { name: o.title, exact: true })).toBeVisible();
      }
      const side = sideNav(page, serviceFamily.sideTitle);
      const others = services.filter((s) => s.slug !== service.slug);
      await expect(side.getByRole("link")).toHaveCount(others.length);
      for (const o of others) {
        await expect(side.getByRole("link", { name: o.name })).toHaveAttribute(
          "href",
          withSlash(servicePath(o.slug)),
        );
      }
      const upcoming = sideNav(page, serviceFamily.upcomingTitle).getByRole("link");
      await expect(upcoming).toHaveCount(3);
      for (const link of await upcoming.all()) {
        await expect(link).toHaveAttribute("href", withSlash(servicePath("cloud-services")));
      }
      await expectFaq(page, service.faqs);
      await expectContactForm(page);
    });
  }
});

test.describe("solution pages", () => {
  for (const solution of solutions) {
    test(`${solution.name}: banner, offerings, FAQ, other ten solutions, contact with privacy link`, async ({
      page,
    }) => {
      await page.goto(solutionPath(solution.slug));
      await expect(page.getByRole("main").getByRole("article")).toHaveCount(solution.offerings.length);
      const side = sideNav(page, solutionFamily.sideTitle);
      await expect(side.getByRole("link")).toHaveCount(10);
      await expect(side.getByRole("link", { name: solution.name, exact: true })).toHaveCount(0);
      for (const o of solutions.filter((s) => s.slug !== solution.slug)) {
        await expect(side.getByRole("link", { name: o.name, exact: true })).toHaveAttribute(
          "href",
          withSlash(solutionPath(o.slug)),
        );
      }
      await expect(
        page.getByRole("region", { name: "Frequently asked questions" }).getByRole("group"),
      ).toHaveCount(3);
      await expectFaq(page, solution.faqs);
      // Real estate promises a response within 24 working hours.
      if (solution.slug === "real-estate")
        await expect(page.getByRole("region", { name: "Frequently asked questions" })).toContainText(
          "24 working hours",
        );
      const contact = await expectContactForm(page);
      await expect(contact.getByRole("link", { name: "privacy policy" })).toHaveAttribute(
        "href",
        withSlash(pages.privacy.path),
      );
    });
  }
});

test.describe("blog articles", () => {
  for (const post of blogPosts) {
    test(`${post.title}: hero, long article, side lists, contact`, async ({ page }) => {
      await page.goto(blogPath(post.slug));
      // The hero's line (the related cards below repeat reading times).
      await expect(page.getByText(articleFamily.readingTime(post.readingMinutes)).first()).toBeVisible();
      const article = page.getByRole("main").getByRole("article").first();
      const words = (await article.innerText()).split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(1200);
      await expect(article.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expect(article.getByRole("list").first()).toBeVisible();
      await expect(article.getByRole("img").first()).toBeVisible();
      const side = sideNav(page, articleFamily.sideTitle);
      await expect(side.getByRole("link")).toHaveCount(2);
      for (const other of blogPosts.filter((p) => p.slug !== post.slug)) {
        await expect(side.getByRole("link", { name: other.title })).toBeVisible();
      }
      await expect(sideNav(page, articleFamily.upcomingTitle).getByRole("link")).toHaveCount(2);
      await expectContactForm(page);
    });
  }

  test("share links (no third-party script) and related articles at the end", async ({ page }) => {
    const post = blogPosts[1]!;
    await page.goto(blogPath(post.slug));
    const { share, related } = publishing.articleExtras;
    const shareBox = page.getByRole("region", { name: share.title });
    const url = encodeURIComponent(absoluteUrl(blogPath(post.slug)));
    for (const [name, start] of [
      [share.whatsapp, "https://wa.me/?text="],
      [share.linkedin, `https://www.linkedin.com/sharing/share-offsite/?url=${url}`],
      [share.x, "https://x.com/intent/post?text="],
      [share.email, "mailto:?subject="],
    ] as const) {
      const href = await shareBox.getByRole("link", { name }).getAttribute("href");
      expect(href, name).toContain(start);
      expect(href, name).toContain(url);
    }
    await expect(shareBox.getByRole("button", { name: share.copy })).toBeVisible();
    const cards = page.getByRole("region", { name: related }).getByRole("heading", { level: 3 });
    const expected = [
      ...blogPosts.filter((p) => p.slug !== post.slug && p.categoryId === post.categoryId),
      ...blogPosts.filter((p) => p.categoryId !== post.categoryId),
    ].slice(0, 3);
    await expect(cards).toHaveText(expected.map((p) => p.title));
  });

  test("clicking through the side list reaches each odd-slug article", async ({ page }) => {
    await page.goto(blogPath(blogPosts[2]!.slug));
    for (const post of blogPosts.slice(0, 2)) {
      await sideNav(page, articleFamily.sideTitle).getByRole("link", { name: post.title }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    }
  });
});
