// Issue 48: after an editor changes a team member's order and saves, the team list shows the order the site
// will show (content/lists.ts: by order, then by id), not the order it had before the save.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { cmsProject, publish, signIn } from "./cms-support";
import { expect, test } from "./support";

const project = cmsProject("mts-cms-order-");

/** The team's ids in the site's order, read from the files as content/lists.ts reads them. */
const siteOrder = () =>
  readdirSync(join(project.dir, "content/team"))
    .map((f) => f.replace(/\.json$/, ""))
    .map((id) => ({ id, order: orderOf(id) }))
    .sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1))
    .map((e) => e.id);

const orderOf = (id: string) =>
  (JSON.parse(project.read(`content/team/${id}.json`)) as { order: number }).order;

/** The team list's entries, top to bottom, as the ids their links open. */
const listed = (page: Page) =>
  page
    .locator('a[href*="/collections/team/entries/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!.replace(/.*\/entries\//, "")));

test("the team list after a member's order is changed and saved shows the saved order, the site's @full", async ({
  page,
}) => {
  await signIn(page, project.port);
  // The collection's link in the side menu (the list's own link back has the same name).
  const teamMembers = page.getByRole("link", { name: /Team members/ }).first();
  await page.getByRole("link", { name: "Team members" }).click();
  await expect.poll(() => listed(page), { timeout: 30_000 }).toEqual(siteOrder());
  const before = siteOrder();
  const last = before.at(-1)!;
  await page.locator(`a[href$="/collections/team/entries/${last}"]`).click();
  const order = page.getByRole("spinbutton", { name: /^Order/ });
  await expect(order).not.toHaveValue("", { timeout: 30_000 });
  await order.fill("1");
  await publish(page);
  expect(siteOrder()[0]).toBe(last);
  // Back to the list through the CMS's own link (no reload): the summary says what was saved, in the site's order.
  await teamMembers.click();
  await expect(page).toHaveURL(/#\/collections\/team$/);
  await expect(page.getByText(/^1\. /)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => listed(page)).toEqual(siteOrder());
  // A tie (the same number as another member): the site puts the lower Id first; so does the list.
  await page.locator(`a[href$="/collections/team/entries/${last}"]`).click();
  await expect(order).toHaveValue("1", { timeout: 30_000 });
  await order.fill(String(orderOf(before[0]!)));
  await publish(page);
  await teamMembers.click();
  await expect(page.getByText(/^1\. /)).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => listed(page)).toEqual(siteOrder());
});
