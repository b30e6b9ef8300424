import { expect, test, watchConsole } from "./support";
import { hero, missionVision, story, values, valuesHeadline } from "@/content/pages/about-us";
import { mailHref } from "@/content/site";
import { emailCta, stats } from "@/content/shared";
import { testimonials, testimonialsSection } from "@/content/testimonials";

test("about: hero, description, values, mission and vision, testimonials, counters, CTA in order", async ({
  page,
}) => {
  const console = watchConsole(page);
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
  console.assertClean();
});

test("about: the company description says who we are, since when and where", async ({ page }) => {
  await page.goto("/about-us");
  const who = page.getByRole("region", { name: story[0]!.title });
  await expect(who).toContainText("2019");
  await expect(who).toContainText("Makkah");
  for (const p of story[1]!.paragraphs) await expect(page.getByText(p)).toBeVisible();
});

test("about: six core values, mission and vision statements", async ({ page }) => {
  await page.goto("/about-us");
  const valuesRegion = page.getByRole("region", { name: valuesHeadline.title });
  await expect(valuesRegion.getByRole("heading", { level: 3 })).toHaveText(values.map((v) => v.title));
  const mv = page.getByRole("region", { name: missionVision.headline.title });
  for (const item of missionVision.items) {
    await expect(mv.getByRole("heading", { level: 3, name: item.title })).toBeVisible();
    await expect(mv.getByText(item.description)).toBeVisible();
  }
});

test("about: four testimonials with five stars each, and a CTA to e-mail a project", async ({ page }) => {
  await page.goto("/about-us");
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
  await expect(page.getByRole("link", { name: emailCta.primary.label })).toHaveAttribute("href", mailHref);
});
