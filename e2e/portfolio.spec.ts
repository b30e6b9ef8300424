import { type Page } from "@playwright/test";
import { expect, test, watchPage } from "./support";
import { portfolioSection as t, projects } from "@/content/portfolio";
import { projectsHeadline } from "@/content/pages/portfolio";
import { pages } from "@/content/routes";

const section = (page: Page) => page.getByRole("region", { name: projectsHeadline.title });
const filter = (page: Page) => section(page).getByRole("group", { name: t.filterLabel });
const toggle = (page: Page, name: string) => filter(page).getByRole("button", { name, exact: true });
const cards = (page: Page) => section(page).getByRole("article");
const opener = (page: Page, title: string) =>
  section(page).getByRole("button", { name: t.viewImageLabel(title) });
const focusedInDialog = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest("dialog[open]"));

// Expected counts per filter, derived from the spec's category list (3, 2, 2, 1, 1 and 9).
const expected: [string, number][] = [
  [t.allLabel, 9],
  ["Web Design", 3],
  ["Web Development", 2],
  ["App Design", 2],
  ["App Development", 1],
  ["It Solutions", 1],
];

test.describe("portfolio filter", () => {
  test("All is pressed at first and every filter shows only its projects, from the mouse and the keyboard; the project image dialog", async ({
    page,
  }) => {
    const { problems } = await watchPage(page);
    await page.goto(pages.portfolio.path);
    await expect(toggle(page, t.allLabel)).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(9);
    for (const [label, count] of expected) {
      await toggle(page, label).click();
      for (const [other] of expected) {
        await expect(toggle(page, other)).toHaveAttribute("aria-pressed", String(other === label));
      }
      await expect(cards(page)).toHaveCount(count);
      await expect(section(page).getByRole("status")).toHaveText(t.shown(count));
      const shown = projects.filter((p) => label === t.allLabel || p.category === label);
      for (const p of shown) {
        await expect(cards(page).filter({ hasText: p.title })).toContainText(p.category);
      }
    }
    // The filter works from the keyboard.
    await toggle(page, t.allLabel).focus();
    await page.keyboard.press("Tab");
    await expect(toggle(page, "Web Design")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toggle(page, "Web Design")).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(3);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(toggle(page, "App Design")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(toggle(page, "App Design")).toHaveAttribute("aria-pressed", "true");
    await expect(toggle(page, "Web Design")).toHaveAttribute("aria-pressed", "false");
    await expect(cards(page)).toHaveCount(2);
    expect(problems, problems.join("\n")).toEqual([]);

    // The project image dialog opens the large image and traps focus; Escape and the labelled close button
    // return focus to the opener; on a small screen it fits without sideways scrolling.
    const p = projects[2]!;
    await toggle(page, t.allLabel).click();
    const dialog = page.getByRole("dialog", { name: p.title });
    await expect(dialog).toBeHidden();
    await opener(page, p.title).click();
    await expect(dialog).toBeVisible();
    const large = dialog.getByRole("img", { name: p.imageAlt });
    await expect(large).toHaveAttribute("src", p.lg_image);
    await expect
      .poll(() => large.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    expect(await focusedInDialog(page)).toBe(true);
    // Tab around more times than the dialog has controls: focus never leaves it.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await focusedInDialog(page)).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await focusedInDialog(page)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener(page, p.title)).toBeFocused();
    // Opened again from the keyboard, the labelled close button closes it and the opener gets focus back.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: t.visitProjectLabel(p.title) })).toBeVisible();
    await dialog.getByRole("button", { name: t.closeLabel }).click();
    await expect(dialog).toBeHidden();
    await expect(opener(page, p.title)).toBeFocused();

    // A small screen: the dialog fits, its close button on screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(pages.portfolio.path);
    await opener(page, p.title).click();
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expect(dialog.getByRole("button", { name: t.closeLabel })).toBeInViewport();
  });
});

// The spec's projects and the pre-rendered page (All pressed, each card's thumbnail, title, category and link,
// the e-mail call to action): tests/build/page-content.test.mjs.
