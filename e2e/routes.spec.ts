import { expect, test, footer, routes, watchConsole } from "./support";
import { footerColumns } from "@/content/navigation";
import { site } from "@/content/site";

test.describe("every route", () => {
  test("the registry holds the spec's 32 routes and the accessibility statement, each once, plus the blog's category listings", () => {
    const spec = routes.filter((r) => r.group !== "listing");
    expect(spec).toHaveLength(33);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    expect(
      routes.filter((r) => r.group === "listing").every((r) => r.path.startsWith("/blogs/category/")),
    ).toBe(true);
  });

  for (const route of routes) {
    test(`${route.path} renders its page under the shared layout`, async ({ page }) => {
      const console = watchConsole(page);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      if (route.heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(
        route.path === "/" ? `${route.title} | ${site.name}` : `${route.title} | ${site.name}`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", route.description);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      const foot = footer(page);
      for (const col of footerColumns) {
        for (const link of col.links) {
          await expect(
            foot
              .getByRole("navigation", { name: col.title })
              .getByRole("link", { name: link.label, exact: true }),
          ).toHaveAttribute("href", `${link.href === "/" ? "/" : `${link.href}/`}`);
        }
      }
      await expect(foot.getByRole("link", { name: site.email })).toHaveAttribute(
        "href",
        `mailto:${site.email}`,
      );
      await expect(foot.getByText(`© ${site.copyrightYear}`)).toBeVisible();
      console.assertClean();
    });
  }

  test("titles are unique", () => {
    expect(new Set(routes.map((r) => r.title)).size).toBe(routes.length);
  });

  test("the odd blog slugs work typed literally and percent-encoded", async ({ page }) => {
    for (const route of routes.filter((r) => /[:']/.test(r.path))) {
      for (const url of [
        route.path,
        route.path.replace(/:/g, "%3A").replace(/'/g, "%27"),
        `${route.path}/`,
      ]) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading!);
      }
    }
  });
});

test.describe("404", () => {
  test("an unknown path answers 404 with the Page Not Found screen and a link home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an unknown page inside a family answers 404 too", async ({ page }) => {
    const response = await page.goto("/services/no-such-service");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });
});
