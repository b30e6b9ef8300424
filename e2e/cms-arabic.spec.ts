// The content manager in Arabic, right to left, and in English, each editor choosing (issue 48, cms/i18n.js):
// Decap's own words and ours (the collections' labels, hints, errors) in the chosen language, the choice
// remembered in the browser. Against decap-server on a copy of the project, as e2e/cms.spec.ts.
import { rmSync } from "node:fs";
import type { Page } from "@playwright/test";
import { copyProject } from "../scripts/lib/copy-project.mjs";
import { type Backend, signIn, startBackend } from "./cms-support";
import { expect, test } from "./support";

test.describe.configure({ mode: "serial" });

let dir = "";
let backend: Backend | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = copyProject(process.cwd(), "mts-cms-ar-");
  backend = await startBackend(dir, "fs");
});

test.afterAll(async () => {
  await backend?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Screenshots of the page at phone, tablet and desktop widths (test-results/cms-<name>-<width>.png). */
async function shots(page: Page, name: string) {
  if (!process.env.CMS_SCREENSHOTS) return;
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/cms-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the interface in Arabic, right to left: Decap's words and ours, errors naming the field in Arabic", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cspErrors = await signIn(page, backend!.port, "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  // Decap's header and the collections, in Arabic.
  await expect(page.getByRole("link", { name: "المحتوى" })).toBeVisible();
  await expect(page.getByRole("link", { name: "أعضاء الفريق" })).toBeVisible();
  await shots(page, "ar-collections");
  // Laid out right to left: the collections on the right, the list beside them, not under them.
  const sidebar = (await page.locator("aside").first().boundingBox())!;
  const list = (await page.getByRole("link", { name: /Revolutionizing Agriculture/ }).boundingBox())!;
  expect(sidebar.x).toBeGreaterThan(640);
  expect(list.x + list.width).toBeLessThanOrEqual(sidebar.x);
  // A new English article: Decap's toolbar and our labels in Arabic; publishing it empty names the field.
  await page.goto("/admin/#/collections/articles/new", { waitUntil: "load" });
  await expect(page.getByRole("textbox", { name: "العنوان", exact: true })).toBeVisible();
  await expect(page.getByText("صورة JPEG أو PNG لا يقل عرضها عن 1200 بكسل.")).toBeVisible();
  await shots(page, "ar-editor");
  // On a phone the fields are where a right-to-left page opens (Decap's editor is 800 pixels wide at least, as
  // in English): the field's start, its right edge, on screen, not beyond the page's scrollable edge.
  await page.setViewportSize({ width: 375, height: 800 });
  const title = (await page.getByRole("textbox", { name: "العنوان", exact: true }).boundingBox())!;
  expect(title.x + title.width).toBeLessThanOrEqual(375);
  expect(title.x + title.width).toBeGreaterThan(300);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "نشر" }).click();
  await page.getByRole("menuitem", { name: "النشر الآن" }).click();
  await expect(page.getByText("لم تُكمل حقلًا مطلوبًا. يُرجى إكماله قبل الحفظ.")).toBeVisible();
  await expect(page.getByText("الحقل «العنوان» مطلوب.")).toBeVisible();
  // The body's "+" menu: the site's blocks and values by their Arabic names.
  await page.getByRole("button", { name: "إضافة عنصر" }).click();
  await expect(page.getByRole("menuitem", { name: "رسم توضيحي (أيقونات مع تعليق)" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "اسم الشركة" })).toBeVisible();
  await shots(page, "ar-blocks");
  await page.keyboard.press("Escape");
  expect(cspErrors).toEqual([]);
});

test("each editor chooses: the switch turns the interface to English, and the choice is remembered", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, backend!.port, "ar");
  await page.getByRole("button", { name: /^English/ }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("link", { name: "Team members" })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => localStorage.getItem("cms-language"))).toBe("en");
  await shots(page, "en-collections");
  await page.goto("/admin/#/collections/articles/new", { waitUntil: "load" });
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toBeVisible();
  await shots(page, "en-editor");
});
