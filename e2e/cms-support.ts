// What the content manager's e2e tests share (e2e/cms*.spec.ts, e2e/fixture-site/): its local backend
// (decap-server) on a copy of the project or on the fixture site, signing in, and filling Decap's widgets as an
// editor does.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { copyProject } from "../scripts/lib/copy-project.mjs";
import { startDecapServer } from "../scripts/lib/decap-server.mjs";
import { fixtureSite } from "../scripts/lib/fixture.mjs";
import { freePort } from "../scripts/lib/free-port.mjs";
import { expect, test } from "./support";
import { categories as arCategories } from "@/content/ar/publishing";
import { categories as enCategories } from "@/content/publishing";

/**
 * The CMS of one spec file over its own copy of the project (`prefix` names the temporary folder), or over the
 * fixture site (`prefix` null: prepared by `npm run fixture:prepare`, never removed). The file's tests run in
 * order, 2 minutes each unless they say otherwise; the copy and its decap-server are made before the first and
 * removed after the last (kept with KEEP_CMS_COPY=1). decap-server's `fs` mode writes files straight into the copy
 * (`npm run cms`); in `git` mode (`npm run cms -- --workflow`, the editorial workflow as in production) the copy is
 * a repository with the site committed on main, and drafts wait on branches.
 */
export function cmsProject(prefix: string | null, mode: "fs" | "git" = "fs") {
  let backend: Awaited<ReturnType<typeof startDecapServer>> | undefined;
  const file = (path: string) => join(project.dir, path);
  const project = {
    dir: prefix === null ? fixtureSite() : "",
    get port() {
      if (!backend) throw new Error("the CMS's backend is not started (cmsProject)");
      return backend.port;
    },
    /** A file of the copy, as text. */
    read: (path: string) => readFileSync(file(path), "utf8"),
    exists: (path: string) => existsSync(file(path)),
    /** A Markdown file's front matter. */
    frontMatter: <T = Record<string, unknown>>(path: string) => matter(project.read(path)).data as T,
    /** Signs in (in `language`, see signIn) and opens `/admin/#/collections/<address>`; returns signIn's CSP errors. */
    async open(page: Page, address: string, language: "en" | "ar" = "en") {
      const errors = await signIn(page, project.port, language);
      await page.goto(`/admin/#/collections/${address}`, { waitUntil: "load" });
      return errors;
    },
  };
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    if (prefix !== null) project.dir = copyProject(process.cwd(), prefix);
    if (!existsSync(file("content")))
      throw new Error(`${project.dir} is not prepared: run npm run fixture:prepare first`);
    if (mode === "git")
      for (const args of [
        ["init", "-q", "-b", "main"],
        ["config", "user.name", "Content manager test"],
        ["config", "user.email", "cms-test@example.invalid"],
        ["add", "-A"],
        ["commit", "-q", "-m", "the site"],
      ])
        expect(git(project.dir, ...args).status, `git ${args.join(" ")}`).toBe(0);
    backend = await startDecapServer({ root: process.cwd(), dir: project.dir, port: await freePort(), mode });
  });
  test.afterAll(async () => {
    await backend?.stop();
    if (prefix === null || !project.dir) return;
    if (process.env.KEEP_CMS_COPY) console.log(`${prefix}: the copy is kept in ${project.dir}`);
    else rmSync(project.dir, { recursive: true, force: true });
  });
  return project;
}

/** Runs `fn` with the site's loaders reading `dir`'s content/ (CONTENT_ROOT), as a build of that copy would. */
export function withContentRoot<T>(dir: string, fn: () => T): T {
  const before = process.env.CONTENT_ROOT;
  process.env.CONTENT_ROOT = dir;
  try {
    return fn();
  } finally {
    if (before === undefined) delete process.env.CONTENT_ROOT;
    else process.env.CONTENT_ROOT = before;
  }
}

/** Runs git in `dir`. */
export const git = (dir: string, ...args: string[]) => spawnSync("git", args, { cwd: dir, encoding: "utf8" });

/**
 * Publishes the open entry from the toolbar, in the interface's language, and (unless `saved: false`, for a
 * refusal) waits until the CMS says it is saved.
 */
export async function publish(page: Page, language: "en" | "ar" = "en", { saved = true } = {}) {
  const [button, now, done] = {
    en: ["Publish", "Publish now", "No unsaved changes"] as const,
    ar: ["نشر", "النشر الآن", "لا تغييرات غير محفوظة"] as const,
  }[language];
  const wasNew = /\/new$/.test(page.url());
  await page.getByRole("button", { name: button, exact: true }).click();
  await page.getByRole("menuitem", { name: now }).click();
  if (!saved) return;
  await expect(page.getByText(done, { exact: true })).toBeVisible({ timeout: 30_000 });
  // A new entry's page moves to its own address only after Decap has loaded it again ("No unsaved changes" shows
  // first): a test that navigates before that is sent back to this entry (seen once in cms-trial's step 2).
  if (wasNew) await expect(page).not.toHaveURL(/\/new$/, { timeout: 30_000 });
}

/**
 * Opens the CMS against the backend on `port`, signs in, and returns the CSP errors it reports. The interface is
 * English unless `language` says otherwise (the editor's choice, remembered in the browser: cms/i18n.js).
 */
export async function signIn(page: Page, port: number, language: "en" | "ar" = "en") {
  await page
    .context()
    // Until the editor switches (then their choice stands).
    .addInitScript(
      (l) => localStorage.getItem("cms-language") || localStorage.setItem("cms-language", l),
      language,
    );
  // This run's decap-server, not `npm run cms`'s port (cms/admin.js), in every tab of this browser context.
  await page.context().addInitScript((p) => localStorage.setItem("cms-backend-port", p), String(port));
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content.Security.Policy|Refused to/i.test(m.text())) errors.push(m.text());
  });
  await page.goto("/admin/", { waitUntil: "load" });
  const [login, articles] = {
    en: ["Login", "Articles (English)"],
    ar: ["تسجيل الدخول", "المقالات (بالإنجليزية)"],
  }[language];
  await page.getByRole("button", { name: login, exact: true }).click();
  await expect(page.getByRole("link", { name: articles })).toBeVisible({ timeout: 30_000 });
  return errors;
}

/**
 * A JPEG photo to upload: a square of one colour, made by sharp (a screenshot of a page in Chromium, as before,
 * now and then failed with "Unable to capture screenshot" on a busy machine).
 */
export async function jpeg(colour: string, size: number) {
  return sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Fills a Decap string or text field found by its label. */
export async function fill(page: Page, label: string | RegExp, value: string) {
  await page.getByRole("textbox", { name: label }).first().fill(value);
}

/** Chooses an option of a Decap select widget (react-select) by its label. */
export async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/**
 * Fills an article's title, category (Web Development, named in the collection's edition), date (as typed,
 * day/month/year) and excerpt.
 */
export async function articleFields(
  page: Page,
  collection: string,
  { title, date, excerpt }: { title: string; date: string; excerpt: string },
) {
  await fill(page, /^Title$/, title);
  await choose(
    page,
    /^Category/,
    (collection === "articles_ar" ? arCategories : enCategories)["web-development"],
  );
  await fill(page, /^Date$/, date);
  await fill(page, /^Excerpt/, excerpt);
}

/**
 * Opens a new team member's one form and waits until it is blank: typed before (the last entry's form still on
 * screen for a moment), the words are wiped by the new entry's draft.
 */
export async function newMember(page: Page) {
  await page.goto("/admin/#/collections/team/new", { waitUntil: "load" });
  await expect(page.getByRole("textbox", { name: /^Role/ })).toHaveCount(2);
  await expect(page.getByRole("textbox", { name: /^Role/ }).first()).toHaveValue("");
}

type MemberWords = { name: string; role: string; description: string; imageAlt?: string };

/** Fills a team member's words (the English group first, the Arabic one second), then its order. */
export async function memberWords(page: Page, words: Record<"en" | "ar", MemberWords>, order: string) {
  for (const [i, w] of [words.en, words.ar].entries()) {
    await page.getByRole("textbox", { name: "Name", exact: true }).nth(i).fill(w.name);
    await page.getByRole("textbox", { name: /^Role/ }).nth(i).fill(w.role);
    await page.getByRole("textbox", { name: "Description", exact: true }).nth(i).fill(w.description);
    if (w.imageAlt)
      await page
        .getByRole("textbox", { name: /^Portrait description/ })
        .nth(i)
        .fill(w.imageAlt);
  }
  // The order last: on a busy machine the new entry's draft, made a moment after the blank form shows, wiped an
  // order typed first (a fresh-clone run published nothing, "Order … is required").
  const field = page.getByRole("spinbutton", { name: /^Order/ });
  await field.fill(order);
  await expect(field).toHaveValue(order);
}

/** Uploads `name` through the media library of the (only) image field on screen and chooses it, its buttons named in `language`. */
export async function upload(page: Page, name: string, body: Buffer, language: "en" | "ar" = "en") {
  await page.getByRole("button", { name: language === "ar" ? "اختيار صورة" : "Choose an image" }).click();
  await page
    .getByRole("dialog")
    .locator("input[type=file]")
    .setInputFiles({ name, mimeType: "image/jpeg", buffer: body });
  await page.getByRole("button", { name: language === "ar" ? "اختيار المحدد" : "Choose selected" }).click();
}

/**
 * Writes the body as an editor does in the rich-text editor: each paragraph (blank-line separated) typed, a
 * "## " paragraph made a heading through the toolbar's Headings menu.
 */
export async function body(page: Page, text: string) {
  await bodyEditor(page).click();
  for (const [i, block] of text.split("\n\n").entries()) {
    if (i) await page.keyboard.press("Enter");
    const heading = /^## (.*)$/.exec(block);
    if (heading) {
      await page.getByRole("button", { name: "Headings" }).click();
      await page.getByRole("menuitem", { name: "Heading 2" }).click();
    }
    await page.keyboard.type(heading ? heading[1]! : block);
  }
}

/** Opens one file of a files collection from the collection's list, as an editor does. */
export async function openFile(page: Page, collection: string, label: string) {
  await page.goto(`/admin/#/collections/${collection}`, { waitUntil: "load" });
  await page.getByText(label, { exact: true }).click();
}

/** The rich-text body editor of the open entry (Slate's editable area). */
export const bodyEditor = (page: Page) => page.locator("[data-slate-editor=true]");

/** Double-clicks `word` in the body editor, as an editor selects a word, and checks the selection is that word. */
export async function selectWord(page: Page, word: string) {
  // Measured and double-clicked again until the word is selected: the editor's layout can still move under the
  // first measure (the gate once double-clicked beside the word: the selection stayed empty).
  await expect(async () => {
    const box = await bodyEditor(page).evaluate((editor, w) => {
      const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.search(new RegExp(`(^|[\\s\\p{P}])${w}([\\s\\p{P}]|$)`, "u"));
        if (at < 0) continue;
        const start = node.textContent!.indexOf(w, at);
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + w.length);
        range.startContainer.parentElement!.scrollIntoView({ block: "center" });
        const { x, y, width, height } = range.getBoundingClientRect();
        return { x: x + width / 2, y: y + height / 2 };
      }
      return null;
    }, word);
    expect(box, `"${word}" in the body editor`).not.toBeNull();
    await page.mouse.dblclick(box!.x, box!.y);
    await expect
      .poll(() => page.evaluate(() => String(window.getSelection()).trim()), { timeout: 2_000 })
      .toBe(word);
  }).toPass({ timeout: 15_000 });
  // Slate takes the browser's selection into its own on `selectionchange`, at most once every 100 ms (slate-react's
  // throttle): a toolbar button pressed before that acts on the old selection (the gate once saw Bold do nothing).
  // No event says it is done; an editor's hand is never this fast.
  await page.waitForTimeout(250);
}

/** A new empty paragraph after the body's last paragraph, the cursor in it (where "+" inserts a block). */
export async function newParagraphAtEnd(page: Page) {
  // A click just after the last character of the last paragraph, as an editor puts the cursor there.
  const end = await bodyEditor(page).evaluate((editor) => {
    const texts = [...editor.querySelectorAll("p [data-slate-string]")];
    const last = texts.at(-1)!.firstChild!;
    last.parentElement!.scrollIntoView({ block: "center" });
    const range = document.createRange();
    range.setStart(last, last.textContent!.length - 1);
    range.setEnd(last, last.textContent!.length);
    // The text's end: its right edge left to right, its left edge right to left.
    const { left, right, top, height } = range.getBoundingClientRect();
    return { x: getComputedStyle(editor).direction === "rtl" ? left : right, y: top + height / 2 };
  });
  await page.mouse.click(end.x, end.y);
  await expect
    .poll(() =>
      page.evaluate(
        () => window.getSelection()!.focusNode?.textContent?.length === window.getSelection()!.focusOffset,
      ),
    )
    .toBe(true);
  // Slate takes the new cursor on its next `selectionchange` (throttled, see selectWord): Enter pressed before that
  // splits the old selection instead (a CI run put the illustration in place of a word selected just before).
  await page.waitForTimeout(250);
  await page.keyboard.press("Enter");
}

/** Inserts a block or value through the body toolbar's "+" menu (Decap's "Add Component"), named in `language`. */
export async function insertBlock(page: Page, label: string | RegExp, language: "en" | "ar" = "en") {
  await page.getByRole("button", { name: language === "ar" ? "إضافة عنصر" : "Add Component" }).click();
  await page.getByRole("menuitem", { name: label }).click();
}

/**
 * The page in the preview pane of an article or legal page (cms/page-preview.js): the site's page in a frame of
 * Decap's preview frame, titled in the interface's language.
 */
export const sitePreview = (page: Page, language: "en" | "ar" = "en") =>
  page
    .frameLocator("iframe")
    .first()
    .frameLocator(
      `iframe[title="${language === "ar" ? "الصفحة كما يعرضها الموقع" : "The page as the site shows it"}"]`,
    );
