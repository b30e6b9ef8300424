import { expect, test } from "./support";
import { generalFaqs } from "@/content/shared";

// The hero and the order of the sections (spec section 2), the links of the hero's button and of the recent posts,
// the e-mail call to action, the contact form, and the services grid and Why Choose Us block (the same sections and
// props as /services): tests/build/page-content.test.mjs. The hero's button followed: islands.spec.ts.
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
