import { expect, expectEmailCta, test } from "./support";
import { hero, missionVision, story, values, valuesHeadline } from "@/content/pages/about-us";
import { emailCta, stats } from "@/content/shared";
import { testimonials, testimonialsSection } from "@/content/testimonials";

// One load: the section order first, then each section, a step each.
test("about: hero, description, values, mission and vision, testimonials, counters, CTA in order", async ({
  page,
}) => {
  await page.goto("/about-us");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
  const expected = [
    ...story.map((s) => s.title),
    valuesHeadline.title,
    missionVision.headline.title,
    testimonialsSection.headline.title,
    stats.headline.title,
    emailCta.title,
  ];
  const titles = (await page.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts()).map((t) =>
    t.trim(),
  );
  expect(titles).toEqual(expected);
  await test.step("the company description says who we are, since when and where", async () => {
    const who = page.getByRole("region", { name: story[0]!.title });
    await expect(who).toContainText("2019");
    await expect(who).toContainText("Makkah");
    for (const p of story[1]!.paragraphs) await expect(page.getByText(p)).toBeVisible();
  });
  await test.step("six core values, mission and vision statements", async () => {
    const valuesRegion = page.getByRole("region", { name: valuesHeadline.title });
    await expect(valuesRegion.getByRole("heading", { level: 3 })).toHaveText(values.map((v) => v.title));
    const mv = page.getByRole("region", { name: missionVision.headline.title });
    for (const item of missionVision.items) {
      await expect(mv.getByRole("heading", { level: 3, name: item.title })).toBeVisible();
      await expect(mv.getByText(item.description)).toBeVisible();
    }
  });
  await test.step("four testimonials with five stars each, and a CTA to e-mail a project", async () => {
    const carousel = page.getByRole("region", { name: testimonialsSection.carousel.region });
    const slides = carousel.getByRole("group");
    await expect(slides).toHaveCount(testimonials.length);
    expect(testimonials).toHaveLength(4);
    for (const t of testimonials) {
      const slide = slides.filter({ hasText: t.name });
      await expect(slide.getByRole("img", { name: testimonialsSection.ratingLabel(5) })).toHaveCount(1);
      await expect(slide).toContainText(t.quote);
      await expect(slide).toContainText(t.role);
    }
    await expectEmailCta(page);
  });
});
