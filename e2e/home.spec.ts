import { expect, expectEmailCta, test } from "./support";
import { content } from "@/lib/content";
import { contactSection } from "@/content/contact";
import { blogPath } from "@/content/routes";
import { generalFaqs, recentPostsHeadline } from "@/content/shared";

const { blogPosts } = content("en");

// The hero and the order of the sections (spec section 2): tests/build/page-content.test.mjs.
test("home: hero button, posts, CTA and contact form link where they should", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Talk to our experts" }).click();
  await expect(page).toHaveURL(/\/contact\/?$/);
  await page.goto("/");

  // The services grid and the Why Choose Us block (the same sections, same props, as /services): tests/build/page-content.test.mjs.
  const posts = page.getByRole("region", { name: recentPostsHeadline.title });
  await expect(posts.getByRole("article")).toHaveCount(3);
  for (const post of blogPosts.slice(0, 3)) {
    const href = await posts.getByRole("link", { name: post.title }).getAttribute("href");
    expect(decodeURIComponent(href!).replace(/\/$/, "")).toBe(blogPath(post.slug));
  }

  await expectEmailCta(page);
  const contact = page.getByRole("region", { name: contactSection.title });
  await expect(contact.getByRole("button", { name: /send/i })).toBeVisible();
});

test("home FAQ: 4 items, the first open; opening another closes the first; a click on the open one closes it", async ({
  page,
}) => {
  await page.goto("/");
  const faq = page.getByRole("region", { name: generalFaqs.headline.title });
  const [first, second] = generalFaqs.items;
  await expect(faq.getByRole("heading", { level: 3 })).toHaveCount(4);
  await expect(faq.getByText(first!.answer)).toBeVisible();
  for (const item of generalFaqs.items.slice(1)) await expect(faq.getByText(item.answer)).toBeHidden();
  await faq.getByText(second!.question).click();
  await expect(faq.getByText(second!.answer)).toBeVisible();
  await expect(faq.getByText(first!.answer)).toBeHidden();
  // Keyboard: focus the first question and open it again with Enter.
  await faq.locator("summary", { hasText: first!.question }).focus();
  await page.keyboard.press("Enter");
  await expect(faq.getByText(first!.answer)).toBeVisible();
  await expect(faq.getByText(second!.answer)).toBeHidden();
  // A click on the open question closes it.
  await faq.getByText(first!.question).click();
  await expect(faq.getByText(first!.answer)).toBeHidden();
});
