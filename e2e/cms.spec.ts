// The content manager end to end (issue 33, docs/editing.md): the real Decap CMS of out/admin/ in Chromium,
// against decap-server (its local backend) working on a temporary copy of the project, so the real tree is
// never touched. An editor who has never seen the code lists every collection, edits an existing Arabic
// article, and cannot publish an article without a title. (The edits that a build must show are made on the
// fixture site: e2e/fixture-site/cms-edits.fixture.ts, checked after its build by tests/fixture-site/cms.test.mjs.)
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import type { Page } from "@playwright/test";
import { teamList } from "@/content/lists";
import { articleSchema } from "@/content/schema";
import { FrontMatterError, loadArticles, withoutBlanks } from "@/lib/markdown";
import {
  articleFields,
  body,
  bodyEditor,
  choose,
  cmsProject,
  fill,
  insertBlock,
  jpeg,
  memberWords,
  newMember,
  newParagraphAtEnd,
  openFile,
  selectWord,
  signIn,
  publish,
  sitePreview,
  upload,
  withContentRoot,
} from "./cms-support";
import { copy } from "@/content/dictionary";
import { site } from "@/content/site";
import { expect, test } from "./support";

const root = process.cwd();
const project = cmsProject("mts-cms-");

const { read, exists, frontMatter } = project;
const titleBox = (page: Page) => page.getByRole("textbox", { name: "Title", exact: true });
type Words = Record<string, string>;
/** A list's entry in the copy (content/<list>/<id>.json). */
type ListEntry = { id: string; order: number; image: string; en: Words; ar: Words };
/** A list's entries in the copy, in the site's order (by order, then by Id, as content/lists.ts). */
const listEntries = (list: string): ListEntry[] =>
  readdirSync(join(project.dir, "content", list))
    .map((f) => ({
      id: f.replace(/\.json$/, ""),
      ...(JSON.parse(read(`content/${list}/${f}`)) as Omit<ListEntry, "id">),
    }))
    .sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1));

test("every collection lists today's files", async ({ page }) => {
  const cspErrors = await signIn(page, project.port);
  for (const [collection, folder] of [
    ["articles", "content/blogs"],
    ["articles_ar", "content/ar/blogs"],
  ] as const) {
    await page.goto(`/admin/#/collections/${collection}`, { waitUntil: "load" });
    const titles = readdirSync(join(project.dir, folder))
      .filter((f) => f.endsWith(".mdx"))
      .map((f) => String(frontMatter(join(folder, f)).title));
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) await expect(page.getByText(title, { exact: false }).first()).toBeVisible();
  }
  const files: Record<string, string[]> = {
    legal: [
      "Privacy policy (English)",
      "Privacy policy (Arabic)",
      "Terms and conditions (English)",
      "Terms and conditions (Arabic)",
    ],
    company: [
      "Phone, e-mail, WhatsApp, registration and social links",
      "Trade name, address and opening hours – English",
      "Trade name, address and opening hours – Arabic",
    ],
  };
  for (const [collection, labels] of Object.entries(files)) {
    await page.goto(`/admin/#/collections/${collection}`, { waitUntil: "load" });
    for (const label of labels) await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  // The lists: one entry per member, testimonial, project or logo, each listed with both languages' words.
  for (const [collection, words] of [
    ["team", "role"],
    ["testimonials", "name"],
    ["portfolio", "title"],
    ["clients", "name"],
  ] as const) {
    await page.goto(`/admin/#/collections/${collection}`, { waitUntil: "load" });
    for (const entry of listEntries(collection))
      await expect(page.getByText(`${entry.order}. ${entry.en[words]} · ${entry.ar[words]}`)).toBeVisible();
  }
  // A files entry opens on today's data: the Arabic privacy policy's title.
  await openFile(page, "legal", "Privacy policy (Arabic)");
  await expect(titleBox(page)).toHaveValue(String(frontMatter("content/ar/pages/privacy-policy.mdx").title));
  expect(cspErrors).toEqual([]);
});

/** The writing direction and font of the editor's Title field and of the preview pane's page. */
async function directions(page: Page) {
  const title = titleBox(page);
  const article = sitePreview(page).getByRole("main");
  await expect(article.locator("h1")).toHaveText(await title.inputValue(), { timeout: 20_000 });
  const style = (el: Element) => {
    const s = getComputedStyle(el);
    return { direction: s.direction, font: s.fontFamily.split(",")[0]!.replace(/"/g, "").trim() };
  };
  return { field: await title.evaluate(style), preview: await article.evaluate(style) };
}

test("an existing article: Arabic edited and previewed right to left, its components kept byte for byte @full", async ({
  page,
}) => {
  const file = "content/ar/blogs/car-service-center-app.mdx";
  const before = matter(read(file));
  expect(before.content).toMatch(/<Figure\b/);
  await project.open(page, "articles/entries/car-service-center-app");
  await expect(titleBox(page)).toHaveValue(
    String(frontMatter("content/blogs/car-service-center-app.mdx").title),
  );
  // No preview exists on this computer (the local backend posts no commit status): Decap's "Check for Preview"
  // is there but not shown (in production it shows, config.yml's backend.preview_context).
  await expect(page.getByText("Check for Preview")).toBeHidden();
  const english = await directions(page);
  expect([english.field.direction, english.preview]).toEqual(["ltr", { direction: "ltr", font: "Inter" }]);
  // Straight from the English entry to its Arabic twin's address (same slug): the Arabic file opens.
  await page.goto("/admin/#/collections/articles_ar/entries/car-service-center-app", { waitUntil: "load" });
  await expect(titleBox(page)).toHaveValue(String(before.data.title));
  expect(await directions(page)).toEqual({
    field: { direction: "rtl", font: "IBM Plex Sans Arabic" },
    preview: { direction: "rtl", font: "IBM Plex Sans Arabic" },
  });
  await fill(page, /^Excerpt/, `${String(before.data.excerpt)} (محدّث)`);
  await publish(page);
  const after = matter(read(file));
  expect(after.data.excerpt).toBe(`${String(before.data.excerpt)} (محدّث)`);
  expect(after.content.trim()).toBe(before.content.trim());
  expect(read("content/blogs/car-service-center-app.mdx")).toBe(
    readFileSync(join(root, "content/blogs/car-service-center-app.mdx"), "utf8"),
  );
  articleSchema.parse(withoutBlanks(after.data));
});

test("an article without a title: the CMS refuses it, and the build stops naming the file and the field @full", async ({
  page,
}) => {
  await project.open(page, "articles/new");
  await fill(page, /^Slug/, "no-title");
  await articleFields(page, "articles", {
    title: "",
    date: "20/11/2026",
    excerpt: "An article someone forgot to name.",
  });
  await body(page, "Text.");
  await publish(page, "en", { saved: false });
  await expect(page.getByText(/missed a required field/i)).toBeVisible();
  expect(exists("content/blogs/no-title.mdx")).toBe(false);

  // The same entry written by hand (or by an older CMS): the build's loader stops, naming file and field.
  const file = join(project.dir, "content/blogs/no-title.mdx");
  writeFileSync(
    file,
    '---\nslug: no-title\ntitle: ""\ncategory: web-development\ndate: 2026-11-20\nexcerpt: "An article."\n---\n\nText.\n',
  );
  withContentRoot(project.dir, () => {
    expect(() => loadArticles("en")).toThrow(FrontMatterError);
    expect(() => loadArticles("en")).toThrow(/content\/blogs\/no-title\.mdx[\s\S]*title: title is required/);
  });
  rmSync(file);
});

test("the trial's mistakes are impossible or refused: a slug other than the twin's, a cover without its description @full", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A cover without its description: refused, nothing written.
  await project.open(page, "articles/new");
  // A blank new entry claims no save.
  await expect(page.getByText("No unsaved changes", { exact: true })).toBeVisible();
  await expect(page.getByText(/changes saved/i)).toHaveCount(0);
  await fill(page, /^Slug/, "cover-without-description");
  // Dates are typed day/month/year; a month 13 is refused, the file keeps YYYY-MM-DD.
  await articleFields(page, "articles", {
    title: "A Cover Without Its Description",
    date: "20/13/2026",
    excerpt: "An article whose cover is not described.",
  });
  await upload(page, "undescribed.jpg", await jpeg("#b45309", 1200));
  await body(page, "Text.");
  await publish(page, "en", { saved: false });
  await expect(page.getByText(/required with the Cover photo/).first()).toBeVisible();
  await expect(page.getByText(/write the date as day\/month\/year/).first()).toBeVisible();
  await fill(page, /^Date$/, "20/11/2026");
  expect(exists("content/blogs/cover-without-description.mdx")).toBe(false);
  // Described, it is saved.
  await fill(page, /^Cover photo description/, "An amber square");
  await publish(page);
  // The CMS then moves from the new entry to the saved one: wait, or (on a busy machine) that late move lands
  // after the next address and the team list never shows.
  await expect(page).toHaveURL(/#\/collections\/articles\/entries\/cover-without-description$/, {
    timeout: 20_000,
  });
  const saved = "content/blogs/cover-without-description.mdx";
  expect(read(saved)).toMatch(/^date: 2026-11-20$/m);
  expect(frontMatter(saved)).toMatchObject({ coverAlt: "An amber square" });
  rmSync(join(project.dir, saved));

  // An Arabic article: its slug is its English twin's, and cannot be typed otherwise.
  const english = frontMatter("content/blogs/car-service-center-app.mdx");
  await page.goto("/admin/#/collections/articles_ar/new", { waitUntil: "load" });
  const slugBox = page.getByRole("textbox", { name: /^Slug/ });
  await fill(page, /^Slug/, "typed-before-choosing");
  await choose(page, /^English twin/, String(english.title));
  await expect(slugBox).toHaveValue(String(english.slug));
  await expect(slugBox).toHaveAttribute("readonly", "");
});

test("one form per team member: both languages in one entry, the Id made from the English role, a portrait refused without its description; images shown from the repository, after publishing too @full", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, project.port);
  // An image field's thumbnail, and the size of what it shows (Decap's empty placeholder while it reads the file
  // is a picture too): it is the file when the sizes agree.
  const thumbnail = page.getByRole("presentation").and(page.locator("img"));
  const shownBytes = () =>
    thumbnail.evaluate(async (img: HTMLImageElement) => (await (await fetch(img.src)).blob()).size);
  const bytes = (file: string) => readFileSync(join(project.dir, "public", file)).length;
  // Today's member opens with its words in both languages, the Arabic ones right to left, and its card
  // previewed in each language as the site draws it.
  const roles = page.getByRole("textbox", { name: /^Role/ });
  const [first] = listEntries("team");
  await page.goto(`/admin/#/collections/team/entries/${first!.id}`, { waitUntil: "load" });
  for (const [i, lang] of (["en", "ar"] as const).entries()) {
    const role = roles.nth(i);
    await expect(role).toHaveValue(first![lang].role!, { timeout: 30_000 });
    await expect(role).toHaveCSS("direction", lang === "ar" ? "rtl" : "ltr");
    const card = page.frameLocator("iframe").locator(`section[lang="${lang}"]`);
    await expect(card.getByRole("heading", { name: first![lang].role })).toBeVisible();
    await expect(card).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    // The site's stylesheet draws the card: the corners of its border and its bold role.
    await expect(card.locator("article")).toHaveCSS("border-radius", "16px");
    await expect(card.getByRole("heading")).toHaveCSS("font-weight", "700");
  }

  // An entry's image opens shown, read from the repository (a testimonial's photo).
  const [testimonial] = listEntries("testimonials");
  await page.goto(`/admin/#/collections/testimonials/entries/${testimonial!.id}`, { waitUntil: "load" });
  // (From one entry's address to another's, cms/admin.js starts the CMS afresh: a slow machine takes a while.)
  await expect(page.getByRole("textbox", { name: "Name", exact: true }).first()).toHaveValue(
    testimonial!.en.name!,
    { timeout: 30_000 },
  );
  await expect.poll(shownBytes).toBe(bytes(testimonial!.image));

  // A new member: no Id to type; a portrait without its description is refused, nothing written.
  await newMember(page);
  await expect(page.getByRole("textbox", { name: /^Id/ })).toHaveCount(0);
  await upload(page, "marketing-lead.jpg", await jpeg("#334155", 480));
  const words = {
    en: { name: "Sara Ahmed", role: "Marketing Lead", description: "Plans our campaigns." },
    ar: { name: "سارة أحمد", role: "قائدة التسويق", description: "تخطط لحملاتنا." },
  };
  await memberWords(page, words, "50");
  await publish(page, "en", { saved: false });
  await expect(page.getByText(/Portrait description .*: required with the Portrait/).first()).toBeVisible();
  expect(exists("content/team/marketing-lead.json")).toBe(false);
  // Described in both languages, it is saved under an Id made from the English role.
  const alts = page.getByRole("textbox", { name: /^Portrait description/ });
  for (const [i, alt] of ["Sara at her desk", "سارة على مكتبها"].entries()) await alts.nth(i).fill(alt);
  await publish(page);
  const saved = JSON.parse(read("content/team/marketing-lead.json")) as Omit<ListEntry, "id">;
  expect(saved).toMatchObject({
    image: "/images/team/marketing-lead.jpg",
    en: { role: "Marketing Lead", imageAlt: "Sara at her desk" },
    ar: { role: "قائدة التسويق", imageAlt: "سارة على مكتبها" },
  });
  teamList.entry.parse(saved);
  // The portrait's thumbnail shows after publishing: read from the repository, not from the website (where the
  // new file is not yet: the site answers 404 for it).
  await expect(page).toHaveURL(/#\/collections\/team\/entries\/marketing-lead$/, { timeout: 20_000 });
  expect((await page.request.get("/images/team/marketing-lead.jpg")).status()).toBe(404);
  await expect(thumbnail).toHaveCount(1);
  await expect.poll(shownBytes).toBe(bytes(saved.image));
  // And when the entry is opened afresh (the file is read from the repository, not taken from the upload).
  await page.reload({ waitUntil: "load" });
  await expect(roles.first()).toHaveValue("Marketing Lead", { timeout: 30_000 });
  await expect(thumbnail).toHaveCount(1);
  await expect.poll(shownBytes).toBe(bytes(saved.image));
  rmSync(join(project.dir, "content/team/marketing-lead.json"));
});

test("the body's toolbar and blocks: bold in English and Arabic, a facts box through “+”, the preview as the site shows it, a new cover before publishing", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, project.port);
  const bold = /^[6-9]00$/;
  let tab = page;
  for (const [edition, word, dir] of [
    ["en", "website", "ltr"],
    ["ar", "الموقع", "rtl"],
  ] as const) {
    // Each edition in its own tab (signed in already): leaving an entry with unsaved changes, the browser asks.
    if (edition === "ar") tab = await page.context().newPage();
    tab.on("dialog", (dialog) => void dialog.accept());
    await tab.goto(`/admin/#/collections/legal/entries/terms_${edition}`, { waitUntil: "load" });
    const preview = sitePreview(tab);
    const c = copy(edition);
    // The preview: the company's name and registration where the sentence names them, no {#anchor}.
    await expect(preview.getByRole("main")).toContainText(`${c.site.legalName} `, { timeout: 20_000 });
    await expect(preview.getByRole("main")).toContainText(site.registration.cr);
    await expect(preview.getByRole("main")).not.toContainText("{#");
    await expect(preview.getByRole("heading", { level: 2 }).first()).toHaveCSS("direction", dir);
    // The editor writes in the edition's direction; the word selected and made bold is bold there and in the preview.
    await expect(bodyEditor(tab)).toHaveCSS("direction", dir);
    await selectWord(tab, word);
    await tab.getByRole("button", { name: "Bold" }).click();
    await expect(bodyEditor(tab).getByText(word, { exact: true }).first()).toHaveCSS("font-weight", bold);
    await expect(preview.getByText(word, { exact: true }).first()).toHaveCSS("font-weight", bold);
  }

  // A facts box through "+", its card and fact filled in its own fields; the preview shows the card, the value filled.
  const preview = sitePreview(tab);
  await newParagraphAtEnd(tab);
  await insertBlock(tab, /^Facts boxes/);
  await tab.getByRole("button", { name: "Add card" }).click();
  await fill(tab, /^Card title/, "نموذج التواصل");
  await tab.getByRole("button", { name: "Add fact" }).click();
  await fill(tab, /^Term/, "مدة الاحتفاظ");
  await fill(tab, /^Text/, "<RetentionPeriod /> ثم يُحذف.");
  await expect(preview.getByRole("heading", { name: "نموذج التواصل", level: 3 })).toBeVisible();
  await expect(
    preview.getByText(`${copy("ar").publishing.legalValues.retentionPeriod} ثم يُحذف.`),
  ).toBeVisible();

  // A cover just chosen shows in the preview before anything is published.
  await tab.goto("/admin/#/collections/articles/new", { waitUntil: "load" });
  await upload(tab, "fresh-cover.jpg", await jpeg("#0f766e", 1200));
  await fill(tab, /^Cover photo description/, "A teal square");
  const cover = preview.getByRole("img", { name: "A teal square" });
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  expect(exists("content/blogs/fresh-cover.mdx")).toBe(false);
});

// Issue 48: after an editor changes a team member's order and saves, the team list shows the order the site
// will show (content/lists.ts: by order, then by id), not the order it had before the save.
/** The team's ids in the site's order, read from the files as content/lists.ts reads them. */
const siteOrder = () => listEntries("team").map((e) => e.id);

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
  await order.fill(String(listEntries("team").find((e) => e.id === before[0])!.order));
  await publish(page);
  await teamMembers.click();
  await expect(page.getByText(/^1\. /)).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => listed(page)).toEqual(siteOrder());
});
