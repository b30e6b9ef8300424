import { type Page } from "@playwright/test";
import { content } from "@/lib/content";
import { articleFamily } from "@/content/families";
import * as publishing from "@/content/publishing";
import { absoluteUrl } from "@/lib/metadata";
import { blogPath, servicePath, solutionPath } from "@/content/routes";
import { services } from "@/content/services";
import { solutions } from "@/content/solutions";
import type { Faq } from "@/content/types";
import { expect, test } from "./support";

const { blogPosts } = content("en");
// Each family page's status and its h1 (the banner's title, the article's): e2e/pages-each.spec.ts.

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

// Each page's offerings, side lists and contact form, and the articles' words, reading time and side lists:
// tests/build/page-content.test.mjs. Here, what needs a browser: the FAQ's one-open rule on every page.
for (const [family, items] of [
  ["service", services.map((s) => ({ ...s, path: servicePath(s.slug) }))],
  ["solution", solutions.map((s) => ({ ...s, path: solutionPath(s.slug) }))],
] as const) {
  test.describe(`${family} pages`, () => {
    for (const item of items)
      test(`${item.name}: FAQ, one answer open at a time`, async ({ page }) => {
        await page.goto(item.path);
        await expectFaq(page, item.faqs);
      });
  });
}

test.describe("blog articles", () => {
  test("clicking through the side list reaches each odd-slug article; share links (no third-party script) and related articles at the end", async ({
    page,
  }) => {
    await page.goto(blogPath(blogPosts[2]!.slug));
    for (const post of blogPosts.slice(0, 2)) {
      await sideNav(page, articleFamily.sideTitle).getByRole("link", { name: post.title }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    }
    // Reloaded on the second article: its share links and related articles.
    const post = blogPosts[1]!;
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
});
