import { type Page } from "@playwright/test";
import { axeViolations, emulateDark } from "./axe";
import { expect, header, test, watchPage } from "./support";
import { searchEntry, searchPage } from "@/content/search";
import * as arabic from "@/content/ar/search";
import { ui } from "@/content/ui";
import { ui as arabicUi } from "@/content/ar/ui";

// Site search (docs/search.md): Pagefind's index of both editions, the search page's own island, the
// header entry and its shortcuts. Firefox and WebKit run the same queries (tests/engines/suite.mjs).

const editions = {
  en: { path: "/search/", copy: searchPage, entry: searchEntry },
  ar: { path: "/ar/search/", copy: arabic.searchPage, entry: arabic.searchEntry },
} as const;

const box = (page: Page, edition: "en" | "ar" = "en") =>
  page.getByRole("searchbox", { name: editions[edition].copy.form.label });
const results = (page: Page, edition: "en" | "ar" = "en") =>
  page.getByRole("list", { name: editions[edition].copy.resultsLabel }).getByRole("link");

const status = (page: Page) => page.getByRole("main").getByRole("status");

/** Types a query and waits for its results; returns the result links' paths, in order. */
async function search(page: Page, query: string, edition: "en" | "ar" = "en") {
  await box(page, edition).fill(query);
  await expect(status(page)).toHaveText(/«|“/);
  await expect(status(page)).toContainText(query);
  return results(page, edition).evaluateAll((links) =>
    links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
}

// One load and one search per case, scanned by axe in the light theme, then in the dark (a second load would only
// repeat the search); the last one's results then show their marks and open their page.
test("search finds the expected page first, in the edition's own pages; axe on the open search with results; titles and excerpts mark the query; a result opens its page; ?q= in the address searches at once (the form's own URL); a query nothing matches says so", async ({
  page,
}) => {
  for (const [edition, query, first] of [
    ["en", "Flutter", "/services/app-development/"],
    ["ar", "الفوترة الإلكترونية", "/ar/erp-solution/"],
    ["en", "ZATCA", "/erp-solution/"],
  ] as const) {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(editions[edition].path);
    const paths = await search(page, query, edition);
    expect(paths[0], query).toBe(first);
    // Only the edition's own pages: one index per language.
    expect(
      paths.every((p) => p.startsWith("/ar/") === (edition === "ar")),
      query,
    ).toBe(true);
    if (query === "Flutter") continue;
    await page.keyboard.press("ArrowDown");
    const violations = await axeViolations(page, { label: `${query}, light` });
    await emulateDark(page);
    violations.push(...(await axeViolations(page, { label: `${query}, dark` })));
    expect(violations, violations.join("\n")).toEqual([]);
  }
  const first = results(page).first();
  await expect(
    first
      .locator("mark")
      .filter({ hasText: /^ZATCA$/i })
      .first(),
  ).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/erp-solution\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto("/search/?q=Flutter");
  await expect(box(page)).toHaveValue("Flutter");
  await expect(results(page).first()).toHaveAttribute("href", "/services/app-development/");
  await box(page).fill("qwzxv");
  await expect(status(page)).toHaveText(searchPage.status.noResults.replace("{query}", "qwzxv"));
  await expect(results(page)).toHaveCount(0);
});

// Issue 40: a conjunction or preposition glued to an Arabic word («والفاتورة», «وللمستشفيات») is stripped
// before the query reaches the index (lib/search-query.ts), so it finds what the bare word finds, marked alike.
test.describe("Arabic clitics", () => {
  /** The result paths and the marked words of a query. */
  async function found(page: Page, query: string) {
    const paths = await search(page, query, "ar");
    const marks = await results(page, "ar").locator("mark").allTextContents();
    return { paths, marks };
  }

  test("«الفاتورة» also finds pages that only say «فاتورة» (Arabic stemming); a conjunction or preposition glued to a word finds what the bare word finds; words that only start with those letters are searched as typed", async ({
    page,
    request,
  }) => {
    const erp = await (await request.get("/ar/erp-solution/")).text();
    expect(erp).toContain("فاتورة");
    expect(erp).not.toContain("الفاتورة");
    await page.goto("/ar/search/");
    expect(await search(page, "الفاتورة", "ar")).toContain("/ar/erp-solution/");
    await expect(results(page, "ar").first().locator("mark").first()).toContainText("فاتورة");
    for (const [bare, target, clitics] of [
      ["الفاتورة", "/ar/erp-solution/", ["والفاتورة", "فالفاتورة", "كالفاتورة", "وبالفاتورة"]],
      ["المستشفيات", "/ar/solutions/healthcare-lifesciences/", ["وللمستشفيات", "للمستشفيات"]],
    ] as const) {
      const want = await found(page, bare);
      expect(want.paths.slice(0, 3), bare).toContain(target);
      for (const query of clitics) {
        // The status quotes the query as typed; the results and their marks are the bare word's.
        expect(await found(page, query), query).toEqual(want);
      }
    }
    for (const word of ["بوابة", "فاتورة", "لوحة"]) {
      const { paths, marks } = await found(page, word);
      expect(paths.length, word).toBeGreaterThan(0);
      expect(
        marks.some((m) => m.includes(word)),
        `${word}: ${marks.join(" | ")}`,
      ).toBe(true);
    }
    // No page says «وزارة»: the search says so, quoting the word whole.
    await box(page, "ar").fill("وزارة");
    await expect(status(page)).toHaveText(arabic.searchPage.status.noResults.replace("{query}", "وزارة"));
  });

  test("right to left: the icon at the box's start (right), the results aligned to the right", async ({
    page,
  }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/ar/search/?q=والفاتورة");
      await expect(results(page, "ar").first()).toBeVisible();
      const field = (await box(page, "ar").boundingBox())!;
      const icon = (await page.locator("form[role=search] svg").boundingBox())!;
      expect(icon.x + icon.width / 2, `${width}: icon on the right`).toBeGreaterThan(
        field.x + field.width / 2,
      );
      // The typed text starts at the right, clear of the icon.
      expect(await box(page, "ar").evaluate((e) => getComputedStyle(e).direction)).toBe("rtl");
      const title = results(page, "ar").first().locator("span").first();
      const link = (await results(page, "ar").first().boundingBox())!;
      const text = await title.evaluate((e) => {
        const range = document.createRange();
        range.selectNodeContents(e);
        const r = range.getBoundingClientRect();
        return { left: r.left, right: r.right };
      });
      expect(link.x + link.width - text.right, `${width}: the title starts at the right`).toBeLessThan(30);
    }
  });
});

test.describe("keyboard", () => {
  test("/ opens search from any page; arrows move through the results; Escape goes back and clears", async ({
    page,
  }) => {
    await page.goto("/about-us");
    await page.keyboard.press("/");
    await expect(page).toHaveURL(/\/search\/$/);
    await expect(box(page)).toBeFocused();
    await page.keyboard.type("cloud");
    await expect(results(page).nth(1)).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(results(page).nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(results(page).nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(results(page).nth(0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(box(page)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Escape");
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveValue("cloud");
    await page.keyboard.press("Escape");
    await expect(box(page)).toHaveValue("");
    await expect(results(page)).toHaveCount(0);
  });

  test("Ctrl+K opens the edition's own search page; / typed in a field stays in the field", async ({
    page,
  }) => {
    await page.goto("/ar/contact");
    const field = page.getByRole("main").getByRole("textbox").first();
    await field.click();
    await page.keyboard.type("/");
    await expect(field).toHaveValue("/");
    await expect(page).toHaveURL(/\/ar\/contact\/?$/);
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Control+k");
    await expect(page).toHaveURL(/\/ar\/search\/$/);
    await expect(box(page, "ar")).toBeFocused();
  });
});

test.describe("the header entry", () => {
  for (const edition of ["en", "ar"] as const) {
    test(`${edition}: a link in the header, and in the mobile menu at 375 px`, async ({ page }) => {
      const { path, entry } = editions[edition];
      await page.goto(edition === "ar" ? "/ar/about-us" : "/about-us");
      const link = header(page).getByRole("link", { name: entry.label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", path);
      await page.setViewportSize({ width: 375, height: 740 });
      await expect(link).toBeHidden();
      await header(page)
        .getByRole("button", { name: (edition === "ar" ? arabicUi : ui).header.openMenu })
        .click();
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(editions[edition].copy.hero.title);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Its site map (every page by section): tests/build/page-content.test.mjs; the header's link to it: "the header
  // entry" above (the same served HTML).
  test("the search page says why there is no box, and shows none", async ({ page }) => {
    await page.goto("/search/");
    await expect(page.getByText(searchPage.noScript)).toBeVisible();
    await expect(box(page)).toBeHidden();
  });
});

test.describe("cost and policy", () => {
  test("no page but the search page fetches anything of Pagefind; on the search page Pagefind loads after the first paint, and its policy allows WebAssembly", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/pagefind/")) fetched.push(r.url());
    });
    const { problems } = await watchPage(page);
    for (const path of ["/", "/ar/", "/services/app-development", "/blogs"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(fetched).toEqual([]);
    await page.goto("/search/");
    await search(page, "Flutter");
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      pagefind: performance
        .getEntriesByType("resource")
        .filter((e) => e.name.includes("/pagefind/"))
        .map((e) => e.startTime),
    }));
    expect(timing.pagefind.length).toBeGreaterThan(0); // pagefind.js; its worker fetches the rest
    expect(Math.min(...timing.pagefind)).toBeGreaterThanOrEqual(timing.fcp);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(problems, problems.join("\n")).toEqual([]);
    // No other page's policy allows WebAssembly: scripts/check/checks/search.mjs (check-build, on every page of out/).
  });
});
