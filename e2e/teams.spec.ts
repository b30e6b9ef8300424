import { type Page } from "@playwright/test";
import { expect, test } from "./support";
import { teamHeadline } from "@/content/pages/teams";
import { pages } from "@/content/routes";
import { stats } from "@/content/shared";

const team = (page: Page) => page.getByRole("region", { name: teamHeadline.title });

// The cards' roles, name and words, and the e-mail call to action: tests/build/page-content.test.mjs.
test.describe("teams page", () => {
  test("four member cards, one placeholder portrait above each card's text; the counters follow the cards and reach their end values", async ({
    page,
  }) => {
    await page.goto(pages.teams.path);
    const cards = team(page).getByRole("article");
    await expect(cards).toHaveCount(4);
    const portraits: string[] = [];
    for (let i = 0; i < 4; i++) {
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
  });
});
