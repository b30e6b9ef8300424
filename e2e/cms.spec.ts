// The content manager end to end (issue 33, docs/editing.md): the real Decap CMS of out/admin/ in Chromium,
// against decap-server (its local backend) working on a temporary copy of the project, so the real tree is
// never touched. An editor who has never seen the code lists every collection, publishes an article in English
// and its Arabic twin with a JPEG cover, adds a team member with a portrait and changes the phone number; the
// files land valid in the copy, and a build of the copy shows them in both editions.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import type { Page } from "@playwright/test";
import { copyProject } from "../scripts/lib/copy-project.mjs";
import { companySchema, readCompanyWords, readList, teamList } from "@/content/lists";
import { articleSchema } from "@/content/schema";
import { FrontMatterError, loadArticles, withoutBlanks } from "@/lib/markdown";
import {
  type Backend,
  body,
  choose,
  fill,
  jpeg,
  openFile,
  signIn,
  startBackend,
  upload,
} from "./cms-support";
import { expect, test } from "./support";

test.describe.configure({ mode: "serial" });

const root = process.cwd();
let dir = "";
let backend: Backend | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = copyProject(root, "mts-cms-");
  backend = await startBackend(dir, "fs");
});

test.afterAll(async () => {
  await backend?.stop();
  if (dir && !process.env.KEEP_CMS_COPY) rmSync(dir, { recursive: true, force: true });
  else if (dir) console.log(`cms e2e: the copy is kept in ${dir}`);
});

/** Opens the CMS on the copy's decap-server and signs in. */
const openCms = (page: Page) => signIn(page, backend!.port);

const read = (path: string) => readFileSync(join(dir, path), "utf8");
const frontMatter = (path: string) => matter(read(path)).data as Record<string, unknown>;

test("every collection lists today's files", async ({ page }) => {
  test.setTimeout(120_000);
  const cspErrors = await openCms(page);
  for (const [collection, folder] of [
    ["articles", "content/blogs"],
    ["articles_ar", "content/ar/blogs"],
  ] as const) {
    await page.goto(`/admin/#/collections/${collection}`, { waitUntil: "load" });
    const titles = readdirSync(join(dir, folder))
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
    team: ["Team – photos and order", "Team – English", "Team – Arabic"],
    testimonials: ["Testimonials – English", "Testimonials – Arabic"],
    portfolio: ["Portfolio – English", "Portfolio – Arabic"],
    clients: ["Client logos – English names", "Client logos – Arabic names"],
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
  // A files entry opens on today's data: the first team member's English role, the Arabic privacy policy's title.
  await page.goto("/admin/#/collections/team", { waitUntil: "load" });
  await page.getByText("Team – English", { exact: true }).click();
  await expect(page.getByText("application-manager: Application Manager")).toBeVisible();
  await page.goto("/admin/#/collections/legal", { waitUntil: "load" });
  await page.getByText("Privacy policy (Arabic)", { exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    String(frontMatter("content/ar/pages/privacy-policy.mdx").title),
  );
  expect(cspErrors).toEqual([]);
});

/** The writing direction and font of the editor's Title field and of the preview pane's article. */
async function directions(page: Page) {
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  const article = page.frameLocator("iframe").locator("article");
  await expect(article.locator("h1")).toHaveText(await title.inputValue());
  const style = (el: Element) => {
    const s = getComputedStyle(el);
    return { direction: s.direction, font: s.fontFamily.split(",")[0]!.replace(/"/g, "").trim() };
  };
  return { field: await title.evaluate(style), preview: await article.evaluate(style) };
}

test("an existing article: Arabic edited and previewed right to left, its components kept byte for byte", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openCms(page);
  const file = "content/ar/blogs/car-service-center-app.mdx";
  const before = matter(read(file));
  expect(before.content).toMatch(/<Figure\b/);
  await page.goto("/admin/#/collections/articles/entries/car-service-center-app", { waitUntil: "load" });
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    String(frontMatter("content/blogs/car-service-center-app.mdx").title),
  );
  const english = await directions(page);
  expect([english.field.direction, english.preview]).toEqual(["ltr", { direction: "ltr", font: "Inter" }]);
  // Straight from the English entry to its Arabic twin's address (same slug): the Arabic file opens.
  await page.goto("/admin/#/collections/articles_ar/entries/car-service-center-app", { waitUntil: "load" });
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    String(before.data.title),
  );
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

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Changes saved", { exact: true })).toBeVisible({ timeout: 20_000 });
}

const slug = "cms-first-article";
const enTitle = "Our First Article From the CMS";
const arTitle = "مقالتنا الأولى من نظام إدارة المحتوى";
const member = { id: "project-manager", en: "Project Manager", ar: "مدير المشاريع" };
const phone = "+966 12 345 6789";
const arStreet = "طريق إبراهيم الخليل، حي المسفلة";

test("an editor publishes twin articles with a cover, a team member with a portrait and a new phone @full", async ({
  page,
}) => {
  test.setTimeout(600_000);
  await openCms(page);

  for (const [collection, title, excerpt, text] of [
    ["articles", enTitle, "Written in the content manager, with a photo.", "## Hello\n\nA paragraph."],
    ["articles_ar", arTitle, "كُتبت في نظام إدارة المحتوى، مع صورة.", "## مرحبًا\n\nفقرة قصيرة."],
  ] as const) {
    await page.goto(`/admin/#/collections/${collection}/new`, { waitUntil: "load" });
    await fill(page, /^Slug/, slug);
    await fill(page, /^Title$/, title);
    await choose(page, /^Category/, "web-development");
    await page.getByLabel(/^Date$/).fill("2026-11-20");
    await fill(page, /^Excerpt/, excerpt);
    await upload(page, `${collection}-cover.jpg`, await jpeg(page, "#0d9488", 1200));
    await fill(page, /^Cover photo description/, collection === "articles" ? "A teal square" : "مربع أخضر");
    await body(page, text);
    await publish(page);
    // The CMS then moves from the new entry to the saved one: wait, or (on a busy machine) that late move
    // lands after the next address and the next article is typed into this one.
    await expect(page).toHaveURL(new RegExp(`#/collections/${collection}/entries/${slug}$`), {
      timeout: 20_000,
    });
  }

  // A team member: photo and order once, the words in each language under the same id.
  await openFile(page, "team", "Team – photos and order");
  // Add only once the entry has loaded (its members listed), else the new item may not open.
  await expect(page.getByText("application-manager", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Add member" }).click();
  await fill(page, /^Id/, member.id);
  await upload(page, "project-manager.jpg", await jpeg(page, "#334155", 480));
  await publish(page);
  for (const [edition, role] of [
    ["en", member.en],
    ["ar", member.ar],
  ] as const) {
    await openFile(page, "team", edition === "en" ? "Team – English" : "Team – Arabic");
    await page.getByRole("button", { name: "Add member" }).click();
    // The new item opens at the end; the others stay folded, so each label names one field.
    await fill(page, /^Id/, member.id);
    await fill(page, /^Name$/, edition === "en" ? "Sara Ahmed" : "سارة أحمد");
    await fill(page, /^Role$/, role);
    await fill(page, /^Description$/, edition === "en" ? "Runs our projects." : "تدير مشاريعنا.");
    await fill(page, /^Portrait description/, edition === "en" ? "Sara smiling" : "سارة مبتسمة");
    await publish(page);
  }

  // The phone number, once for both editions.
  await openFile(page, "company", "Phone, e-mail, WhatsApp, registration and social links");
  await fill(page, /^Phone/, phone);
  await publish(page);
  // The Arabic street: words, in the Arabic edition only.
  await openFile(page, "company", "Trade name, address and opening hours – Arabic");
  await fill(page, /^Street and district/, arStreet);
  await publish(page);

  // The files in the copy: valid front matter and data, what no language changes written once.
  for (const [file, title] of [
    [`content/blogs/${slug}.mdx`, enTitle],
    [`content/ar/blogs/${slug}.mdx`, arTitle],
  ] as const) {
    const data = articleSchema.parse(withoutBlanks(frontMatter(file)));
    expect(data).toMatchObject({ slug, title, category: "web-development", date: "2026-11-20" });
    expect(data.cover).toMatch(/^\/images\/uploads\/.+\.jpg$/);
    expect(existsSync(join(dir, "public", data.cover!))).toBe(true);
  }
  const base = JSON.parse(read("content/data/team.json"));
  const team = { ...teamList, data: base };
  for (const [file, role] of [
    ["content/team.json", member.en],
    ["content/ar/team.json", member.ar],
  ] as const) {
    const members = readList(team, JSON.parse(read(file)), file);
    expect(members.at(-1)).toMatchObject({ id: member.id, role, image: "/images/team/project-manager.jpg" });
  }
  expect(existsSync(join(dir, "public/images/team/project-manager.jpg"))).toBe(true);
  expect(
    readCompanyWords(JSON.parse(read("content/ar/company.json")), "content/ar/company.json").address.street,
  ).toBe(arStreet);
  expect(companySchema.parse(JSON.parse(read("content/data/company.json")))).toMatchObject({
    phone,
    phoneHref: "tel:+966123456789",
  });

  // A build of the copy shows all of it in both editions.
  // The build's environment: PWD is the copy; the test runner's NODE_ENV and CONTENT_ROOT are not passed on.
  const env = Object.fromEntries(
    Object.entries({ ...process.env, PWD: dir, NEXT_TELEMETRY_DISABLED: "1" }).filter(
      ([k]) => k !== "NODE_ENV" && k !== "CONTENT_ROOT",
    ),
  );
  const build = spawnSync("npm", ["run", "build"], {
    cwd: dir,
    env: env as unknown as NodeJS.ProcessEnv,
    encoding: "utf8",
    timeout: 480_000,
  });
  expect(build.status, build.stdout.slice(-3000) + build.stderr.slice(-3000)).toBe(0);
  const html = (route: string) => readFileSync(join(dir, "out", route, "index.html"), "utf8");
  expect(html(`blogs/${slug}`)).toContain(enTitle);
  expect(html(`ar/blogs/${slug}`)).toContain(arTitle);
  for (const [route, role] of [
    ["teams", member.en],
    ["ar/teams", member.ar],
  ] as const) {
    const teams = html(route);
    expect(teams).toContain(role);
    // The portrait as AVIF and WebP with a srcset (lib/images.ts); React writes the attribute as srcSet.
    expect(teams).toMatch(/<source[^>]+type="image\/avif"[^>]+srcset="[^"]+project-manager[^"]*"/i);
    expect(teams).toMatch(/<source[^>]+type="image\/webp"[^>]+srcset="[^"]+project-manager[^"]*"/i);
  }
  for (const route of ["", "ar"]) {
    const footer = html(route).match(/<footer[\s\S]*<\/footer>/)?.[0] ?? "";
    expect(footer).toContain(`>${phone}<`);
    expect(footer).toContain('href="tel:+966123456789"');
    if (route === "ar") expect(footer).toContain(arStreet);
    else expect(footer).not.toContain(arStreet);
  }
});

test("an article without a title: the CMS refuses it, and the build stops naming the file and the field", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openCms(page);
  await page.goto("/admin/#/collections/articles/new", { waitUntil: "load" });
  await fill(page, /^Slug/, "no-title");
  await choose(page, /^Category/, "web-development");
  await fill(page, /^Excerpt/, "An article someone forgot to name.");
  await body(page, "Text.");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText(/missed a required field/i)).toBeVisible();
  expect(existsSync(join(dir, "content/blogs/no-title.mdx"))).toBe(false);

  // The same entry written by hand (or by an older CMS): the build's loader stops, naming file and field.
  const file = join(dir, "content/blogs/no-title.mdx");
  const { writeFileSync } = await import("node:fs");
  writeFileSync(
    file,
    '---\nslug: no-title\ntitle: ""\ncategory: web-development\ndate: 2026-11-20\nexcerpt: "An article."\n---\n\nText.\n',
  );
  const before = process.env.CONTENT_ROOT;
  process.env.CONTENT_ROOT = dir;
  try {
    expect(() => loadArticles("en")).toThrow(FrontMatterError);
    expect(() => loadArticles("en")).toThrow(/content\/blogs\/no-title\.mdx[\s\S]*title: title is required/);
  } finally {
    if (before === undefined) delete process.env.CONTENT_ROOT;
    else process.env.CONTENT_ROOT = before;
    rmSync(file);
  }
});
