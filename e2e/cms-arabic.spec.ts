// The content manager in Arabic, right to left, and in English, each editor choosing (issue 48, cms/i18n.js):
// Decap's own words and ours (the collections' labels, hints, errors) in the chosen language, the choice
// remembered in the browser. Against decap-server on a copy of the project, as e2e/cms.spec.ts.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { bodyEditor, cmsProject, insertBlock, newParagraphAtEnd, publish, signIn } from "./cms-support";
import { expect, test } from "./support";

const project = cmsProject("mts-cms-ar-");

/**
 * Screenshots of the page at phone, tablet and desktop widths (<folder>/cms-<name>-<width>.png: CMS_SCREENSHOTS
 * names the folder, test-results/ when it is 1), `keepInView` scrolled to.
 */
async function shots(page: Page, name: string, keepInView?: Locator) {
  const folder = process.env.CMS_SCREENSHOTS;
  if (!folder) return;
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(300);
    await keepInView?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${folder === "1" ? "test-results" : folder}/cms-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the interface in Arabic, right to left: Decap's words and ours, errors naming the field in Arabic", async ({
  page,
}) => {
  const cspErrors = await signIn(page, project.port, "ar");
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
  await publish(page, "ar", { saved: false });
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

// Issue 48: Decap's yes/no switch slid its knob left to right in Arabic too. Right to left, "off" is the knob at
// the right and "on" at the left (cms/i18n.css), the mirror of English.
for (const lang of ["ar", "en"] as const) {
  test(`a yes/no switch slides toward the line's end when turned on (${lang}) @full`, async ({ page }) => {
    await project.open(page, "articles/new", lang);
    const toggle = page.getByRole("switch", {
      name: lang === "ar" ? "إظهار جدول المحتويات" : "Show a table of contents",
    });
    await toggle.scrollIntoViewIfNeeded();
    /** Where the knob is in the switch: "left" or "right" half. */
    const knob = () =>
      toggle.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const handle = [...el.children].at(-1)!.getBoundingClientRect();
        return handle.x + handle.width / 2 < box.x + box.width / 2 ? "left" : "right";
      });
    const [start, end] = lang === "ar" ? ["right", "left"] : ["left", "right"];
    if ((await toggle.getAttribute("aria-checked")) === "true") await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect.poll(knob).toBe(start);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expect.poll(knob).toBe(end);
  });
}

// Issue 48: "+" → Company name, then typing at once: the words were lost (English: the focus stayed on the "+"
// menu) or went to the first paragraph (Arabic: "Cannot resolve a DOM point from Slate point"). Now the caret is
// just after the value, in its paragraph, and the file holds the words there.
for (const lang of ["en", "ar"] as const) {
  test(`typing right after an inline value lands after it, in its paragraph (${lang}) @full`, async ({
    page,
  }) => {
    const slug = lang === "en" ? "ai-in-agriculture" : "no-code-vs-custom-websites";
    const file = `content/blogs/${slug}.mdx`;
    await project.open(page, `articles/entries/${slug}`, lang);
    await newParagraphAtEnd(page);
    await page.keyboard.type("Made by ");
    const values = bodyEditor(page).locator("[data-slate-inline]");
    const before = await values.count();
    await insertBlock(page, lang === "en" ? "Company name" : "اسم الشركة", lang);
    // Typed once the value shows, as an editor types: Slate takes the caret put after it on its next
    // `selectionchange` (throttled, see selectWord). Typed before that, the words went before the value (a loaded
    // CI run: "Made by in Makkah.<CompanyName />").
    await expect(values).toHaveCount(before + 1);
    await page.waitForTimeout(250);
    await page.keyboard.type(" in Makkah.");
    await publish(page, lang, { saved: false });
    const text = () => project.read(file);
    const withValue = () =>
      text()
        .split("\n")
        .filter((l) => l.includes("<CompanyName"));
    await expect.poll(withValue, { timeout: 30_000 }).toContain("Made by <CompanyName /> in Makkah.");
    // Nothing typed went elsewhere.
    expect(text().split("in Makkah.").length).toBe(2);
  });
}

// "+" → Heading address (cms/editor-components.js `headingAddress`), for an Arabic editor on the Arabic privacy
// policy: the browser's prompt asks in Arabic, an id of the page itself (`main`) is refused there in the build's
// words and asked again, and an Arabic address is kept as typed (its space a hyphen), shown as a chip titled in
// Arabic and written at the heading's end; a company value's chip is titled in Arabic too. Before, the prompt was
// English, `main` was inserted (refused only when publishing), an Arabic address inserted nothing, and the chips'
// titles were English.
test("the heading address in Arabic: a reserved id refused where it is typed, an Arabic address kept @full", async ({
  page,
}) => {
  const file = "content/ar/pages/privacy-policy.mdx";
  await project.open(page, "legal/entries/privacy_ar", "ar");
  await newParagraphAtEnd(page);
  await page.getByRole("button", { name: "العناوين" }).click();
  await page.getByRole("menuitem", { name: "عنوان 2" }).click();
  await page.keyboard.type("قسم جديد ");
  const questions: string[] = [];
  const answers = ["main", "قسم جديد"];
  page.on("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.accept(answers.shift());
  });
  const chips = bodyEditor(page).locator(".cms-chip-anchor");
  const before = await chips.count();
  await insertBlock(page, /^عنوان العنوان الفرعي/, "ar");
  await expect(chips).toHaveCount(before + 1);
  expect(questions).toHaveLength(2);
  expect(questions[0]).toMatch(/^عنوان العنوان الفرعي \(/);
  expect(questions[1]).toContain("«{#main}» تستخدمه الصفحة نفسها");
  const chip = chips.last();
  await expect(chip).toHaveText("#قسم-جديد");
  await expect(chip).toHaveAttribute("title", "عنوان العنوان الفرعي في قائمة المحتويات");
  // A company value's chip is titled in Arabic too.
  await expect(bodyEditor(page).locator(".cms-chip-value").first()).toHaveAttribute(
    "title",
    /: قيمة يملؤها الموقع$/,
  );
  await shots(page, "ar-heading-address", chip);
  await publish(page, "ar");
  await expect.poll(() => project.read(file)).toContain("\n## قسم جديد {#قسم-جديد}\n");
});

test("each editor chooses: the switch turns the interface to English, and the choice is remembered @full", async ({
  page,
}) => {
  await signIn(page, project.port, "ar");
  await page.getByRole("button", { name: /^English/ }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("link", { name: "Team members" })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => localStorage.getItem("cms-language"))).toBe("en");
  await shots(page, "en-collections");
  await page.goto("/admin/#/collections/articles/new", { waitUntil: "load" });
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toBeVisible();
  await shots(page, "en-editor");
});

/** Pastes `html` (and its plain text) into the body editor through the system clipboard and Ctrl+V. */
async function paste(page: Page, html: string) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate(async (markup) => {
    const text = new DOMParser().parseFromString(markup, "text/html").body.textContent ?? "";
    await navigator.clipboard.write([
      new ClipboardItem({
        "text/html": new Blob([markup], { type: "text/html" }),
        "text/plain": new Blob([text], { type: "text/plain" }),
      }),
    ]);
  }, html);
  await bodyEditor(page).click();
  await page.keyboard.press("ControlOrMeta+V");
}

const PASTES = {
  web: '<p>Our new office <img src="https://example.com/office.jpg" alt="office"> opens in Makkah.</p>',
  word:
    '<html xmlns:o="urn:schemas-microsoft-com:office:office"><body><p class=MsoNormal>Word <b>bold</b> line<o:p></o:p></p>' +
    '<p class=MsoNormal><img width=100 src="file:///C:/Users/a/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png"></p></body></html>',
  google:
    '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span>See </span>' +
    '<a href="https://www.google.com/url?q=https://example.com/pricing&amp;sa=D&amp;source=editors"><span>our prices</span></a></p>' +
    '<div dir="ltr"><table><tbody><tr><td><p>Plan</p></td><td><p>Price</p></td></tr><tr><td><p>Basic</p></td><td><p>100</p></td></tr></tbody></table></div>' +
    '<p><span><img src="https://lh7-us.googleusercontent.com/abc" width="200"></span></p></b>',
};

const NOTES = {
  en: { picture: "[Picture not pasted: add it with + → Photo]", table: "[Table pasted as lines" },
  ar: { picture: "[لم تُلصق الصورة: أضفها من + ← الصورة]", table: "[لُصق الجدول أسطرًا" },
};

for (const language of ["en", "ar"] as const)
  test(`pasting web, Word and Google Docs content never crashes and keeps the words (${language} interface) @full`, async ({
    page,
  }) => {
    page.on("dialog", (dialog) => dialog.accept());
    await signIn(page, project.port, language);
    const editor = bodyEditor(page);
    const pasteInNewArticle = async (html: string) => {
      await page.goto("/admin/#/collections/articles/new", { waitUntil: "load" });
      await page.reload();
      await expect(editor).toBeVisible({ timeout: 30_000 });
      await paste(page, html);
    };
    // Web text with a picture: the CMS crashed ("Cannot destructure property 'url'").
    await pasteInNewArticle(PASTES.web);
    for (const text of ["Our new office", "opens in Makkah.", NOTES[language].picture])
      await expect(editor).toContainText(text);
    // Word: its words and bold kept, its picture a message.
    await pasteInNewArticle(PASTES.word);
    await expect(editor).toContainText("Word bold line");
    await expect(editor.locator("strong")).toHaveText("bold");
    await expect(editor).toContainText(NOTES[language].picture);
    // Google Docs: the link's real address, the table one line per row after a message, the picture a message.
    await pasteInNewArticle(PASTES.google);
    await expect(editor.locator('a[href="https://example.com/pricing"]')).toHaveText("our prices");
    await expect(editor.locator('a[href*="google.com/url"]')).toHaveCount(0);
    for (const text of [NOTES[language].table, "Basic · 100", NOTES[language].picture])
      await expect(editor).toContainText(text);
    await expect(page.getByText(/There's been an error|حدث خطأ/)).toHaveCount(0);
  });

test("an English article with an Arabic twin is not deleted without naming the twin and offering it @full", async ({
  page,
}) => {
  const entry = "ai-in-agriculture";
  const { title: twin, slug } = project.frontMatter<{ title: string; slug: string }>(
    `content/ar/blogs/${entry}.mdx`,
  );
  await project.open(page, `articles/entries/${entry}`, "en");
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    // First time: keep the article; second time: open the twin.
    void (messages.length === 1 ? dialog.dismiss() : dialog.accept());
  });
  await page.getByRole("button", { name: /^Delete (published )?entry$/ }).click();
  await expect.poll(() => messages.length).toBe(1);
  expect(messages[0]).toContain(twin);
  expect(messages[0]).toContain(`/ar/blogs/${slug}/`);
  await page.waitForTimeout(1000);
  expect(project.exists(`content/blogs/${entry}.mdx`)).toBe(true);
  await page.getByRole("button", { name: /^Delete (published )?entry$/ }).click();
  await expect(page).toHaveURL(new RegExp(`#/collections/articles_ar/entries/${entry}$`));
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(twin);
  expect(project.exists(`content/blogs/${entry}.mdx`)).toBe(true);
});

test("the first open shows that the content manager is loading, in both languages, until it is ready @full", async ({
  page,
}) => {
  // Decap's bundle held back 3 s, as on a slow connection.
  await page.route("**/decap-cms.js", async (route) => {
    await new Promise((r) => setTimeout(r, 3000));
    await route.continue();
  });
  await page.goto("/admin/", { waitUntil: "commit" });
  await expect(page.getByRole("status")).toContainText("جارٍ تحميل مدير المحتوى");
  await expect(page.getByRole("status")).toContainText("Loading the content manager");
  // Then Decap's sign-in (its local backend or GitHub's, whichever answers) and no more message.
  await expect(page.getByRole("button", { name: /^Login/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Loading the content manager")).toBeHidden();
});

// One Arabic article per English twin, refused where the editor types (issue 46, item 4): the `twin-slug`
// widget (cms/admin.js) looks the chosen twin up among the Arabic articles and names the other one, in the
// editor's language; the existing twin itself still saves.
test("a second Arabic article for an English twin is refused, naming the first; the first still saves @full", async ({
  page,
}) => {
  const entry = "ai-in-agriculture";
  const file = `content/ar/blogs/${entry}.mdx`;
  const { title, slug } = project.frontMatter<{ title: string; slug: string }>(file);
  const english = project.frontMatter(`content/blogs/${entry}.mdx`).title as string;
  const files = () => readdirSync(join(project.dir, "content/ar/blogs")).sort();
  const before = files();
  await signIn(page, project.port, "ar");

  // The existing twin itself: edited and saved (first, on a fresh page: leaving an unsaved new entry asks a question).
  await page.goto(`/admin/#/collections/articles_ar/entries/${entry}`, { waitUntil: "load" });
  const excerpt = page.getByRole("textbox", { name: /^المقتطف/ });
  await excerpt.fill(`${await excerpt.inputValue()} محدّث.`);
  await page.waitForTimeout(500);
  await publish(page, "ar", { saved: false });
  await expect.poll(() => project.read(file)).toContain("محدّث.");
  expect(files()).toEqual(before);

  // A new Arabic article choosing a twin that already has one: refused, the other named, nothing written.
  await page.goto("/admin/#/collections/articles_ar/new", { waitUntil: "load" });
  await page.getByRole("combobox", { name: /^التوأم الإنجليزي/ }).click();
  await page.getByRole("option", { name: english, exact: true }).click();
  await page.getByRole("textbox", { name: "العنوان", exact: true }).fill("ترجمة ثانية");
  await page.waitForTimeout(500);
  await publish(page, "ar", { saved: false });
  await expect(
    page.getByText(`المقال العربي «${title}» (\u2066/ar/blogs/${slug}/\u2069) ترجمةٌ لهذا المقال الإنجليزي`),
  ).toBeVisible();
  await page.waitForTimeout(500);
  expect(files()).toEqual(before);
});
