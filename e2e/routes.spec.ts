import { expect, test, routes } from "./support";
import { ui } from "@/content/ui";

// Each route's status, h1, title, description and landmarks: e2e/pages-each.spec.ts (one load per width); its
// footer links: tests/build/pages.test.mjs (the HTML of out/); unique titles: tests/unit/content.test.ts.
test("every route: the odd blog slugs work typed literally and percent-encoded", async ({ page }) => {
  for (const route of routes.filter((r) => /[:']/.test(r.path))) {
    for (const url of [route.path, route.path.replace(/:/g, "%3A").replace(/'/g, "%27"), `${route.path}/`]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading!);
    }
  }
});

test("404: an unknown path, and an unknown page inside a family, answer 404 with the Page Not Found screen and a link home", async ({
  page,
}) => {
  const response = await page.goto("/services/no-such-service");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: ui.notFound.title })).toBeVisible();
  expect((await page.goto("/no-such-page"))?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: ui.notFound.title })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: ui.notFound.home }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
