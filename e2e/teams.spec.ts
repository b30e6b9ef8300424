import { type Page } from "@playwright/test";
import { expect, expectEmailCta, test } from "./support";
import { hero, teamHeadline } from "@/content/pages/teams";
import { pages } from "@/content/routes";
import { stats } from "@/content/shared";
import { teamMembers } from "@/content/team";

const team = (page: Page) => page.getByRole("region", { name: teamHeadline.title });
const roles = ["Application Manager", "Social Media", "Content Writer", "Business Manager"];

test.describe("teams page", () => {
  test("four member cards with the spec's roles, one placeholder name and portrait", async ({ page }) => {
    await page.goto(pages.teams.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
    const cards = team(page).getByRole("article");
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole("heading")).toHaveText(roles);
    const [first] = teamMembers;
    const portraits: string[] = [];
    for (let i = 0; i < 4; i++) {
      await expect(cards.nth(i)).toContainText(first!.name);
      await expect(cards.nth(i)).toContainText(teamMembers[i]!.description);
      // The placeholder portrait is drawn inline (components/ui/portrait-placeholder.tsx), the same on every
      // card, above the card's text.
      const portrait = cards.nth(i).locator("svg").first();
      await expect(portrait).toBeVisible();
      const box = (await portrait.boundingBox())!;
      const heading = (await cards.nth(i).getByRole("heading").boundingBox())!;
      expect(box.height).toBeGreaterThan(150);
      expect(box.y + box.height).toBeLessThanOrEqual(heading.y);
      const drawing = await portrait.evaluate((el) => el.innerHTML.replace(/id="[^"]*"|url\(#[^)]*\)/g, ""));
      portraits.push(drawing);
    }
    expect(new Set(portraits).size).toBe(1);
  });

  test("the counters follow the cards and reach their end values; the page ends with the e-mail call to action", async ({
    page,
  }) => {
    await page.goto(pages.teams.path);
    const band = page.getByRole("region", { name: stats.headline.title });
    await band.scrollIntoViewIfNeeded();
    for (const s of stats.items) {
      await expect(band.getByText(s.label, { exact: true })).toBeVisible();
    }
    const values = band.getByRole("definition");
    await expect(values).toHaveCount(stats.items.length);
    for (const [i, s] of stats.items.entries()) {
      await expect(values.nth(i)).toContainText(`${s.value}${s.suffix}`, { timeout: 8_000 });
    }
    const teamBox = (await team(page).boundingBox())!;
    const bandBox = (await band.boundingBox())!;
    expect(bandBox.y).toBeGreaterThan(teamBox.y);
    await expectEmailCta(page);
  });
});
