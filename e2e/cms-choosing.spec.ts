// Choosing, not typing (issue 48 part 4), against decap-server on a copy of the project:
//  - links: the body editor's link button opens a dialog of the site's pages in the entry's language
//    (cms/link-picker.js, /admin/link-pages.json from scripts/build/build-admin.mjs), filterable, or an address outside
//    the site, checked;
//  - the title first, the slug suggested from it (widget `title-slug`, cms/admin.js) until the editor types one.
import type { Page } from "@playwright/test";
import { bodyEditor, cmsProject, publish, selectWord, signIn, sitePreview } from "./cms-support";
import { expect, test } from "./support";

const project = cmsProject("mts-cms-choosing-");

const entry = "ai-in-agriculture";

/** A word of the body's first paragraph (letters only, long enough to be found once). */
function wordOf(file: string) {
  const text = project.read(file).split(/^---$/m)[2]!;
  return text.match(/[\p{L}]{6,}/u)![0];
}

const linkDialog = (page: Page, name: string) => page.getByRole("dialog", { name });

test("the link button of an Arabic article offers the Arabic pages, refuses javascript:, and links the page chosen @full", async ({
  page,
}) => {
  await project.open(page, `articles_ar/entries/${entry}`);
  const word = wordOf(`content/ar/blogs/${entry}.mdx`);
  await selectWord(page, word);
  const button = page.getByRole("button", { name: "Link", exact: true });
  await button.click();
  const dialog = linkDialog(page, "Link to");
  await expect(dialog).toBeVisible();
  // The Arabic pages, by their Arabic titles and /ar/ paths; no English path.
  const pages = dialog.getByRole("list", { name: "The site's pages" });
  await expect(pages.getByRole("button", { name: /لنتحدّث/ })).toContainText("/ar/contact/");
  await expect(pages.getByRole("button", { name: /^Let's Talk/ })).toHaveCount(0);
  // Escape closes it and the focus is back on the link button; nothing was linked.
  const filter = dialog.getByRole("searchbox", { name: /A page of the site/ });
  await expect(filter).toBeFocused();
  // Escape closes it, even from a filter with words in it.
  await filter.fill("contact");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await expect(bodyEditor(page).locator("a")).toHaveCount(0);

  // Open again: a javascript: address is refused with the build's own words; then a page found by typing.
  await selectWord(page, word);
  await button.click();
  await dialog.getByRole("textbox", { name: "Or an address outside the site" }).fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Link to this address" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(/is not a web address/);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("searchbox").fill("لنتحد");
  await expect(pages.getByRole("button")).toHaveCount(1);
  await pages.getByRole("button", { name: /لنتحدّث/ }).click();
  await expect(dialog).toBeHidden();
  // The words are a link in the editor, to the Arabic contact page in the preview (the site's own rendering).
  await expect(bodyEditor(page).locator("a")).toHaveText(word);
  await expect(sitePreview(page).getByRole("link", { name: word })).toHaveAttribute("href", "/ar/contact/");
});

test("an English article links an https address typed in the dialog; http is refused; the file keeps it @full", async ({
  page,
}) => {
  await project.open(page, `articles/entries/${entry}`);
  const word = wordOf(`content/blogs/${entry}.mdx`);
  await selectWord(page, word);
  await page.getByRole("button", { name: "Link", exact: true }).click();
  const dialog = linkDialog(page, "Link to");
  // The English pages, English paths only.
  await expect(dialog.getByRole("button", { name: /^Let's Talk/ })).toContainText("/contact/");
  await expect(dialog.getByRole("list").getByText(/^\/ar\//)).toHaveCount(0);
  const address = dialog.getByRole("textbox", { name: "Or an address outside the site" });
  await address.fill("http://example.com/farming");
  await address.press("Enter");
  await expect(dialog.getByRole("alert")).toHaveText(/starts with https:\/\//);
  await address.fill("https://example.com/farming");
  await address.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(bodyEditor(page).locator("a")).toHaveText(word);
  await publish(page);
  expect(project.read(`content/blogs/${entry}.mdx`)).toContain(`[${word}](https://example.com/farming)`);
});

test("a new article asks for the title first and suggests the slug from it, until the editor types one @full", async ({
  page,
}) => {
  await project.open(page, "articles/new");
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  const slug = page.getByRole("textbox", { name: /^Slug/ });
  // The title comes first in the form.
  const [t, s] = [(await title.boundingBox())!, (await slug.boundingBox())!];
  expect(t.y).toBeLessThan(s.y);
  await title.fill("Cloud Backups: What’s Worth Keeping in 2027?");
  await expect(slug).toHaveValue("cloud-backups-whats-worth-keeping-in-2027");
  // Typed by the editor: theirs from then on, whatever the title becomes.
  await slug.fill("cloud-backups");
  await title.fill("Cloud backups, revisited");
  await expect(slug).toHaveValue("cloud-backups");
});

test("an existing article's slug never follows its title; a saved file keeps the slug before the title @full", async ({
  page,
}) => {
  await signIn(page, project.port);
  // Not the article the link test saves (the tests of this file share the copy).
  await page.goto("/admin/#/collections/articles/entries/car-service-center-app", { waitUntil: "load" });
  const slug = page.getByRole("textbox", { name: /^Slug/ });
  const before = await slug.inputValue();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("A car service app, a new title");
  await expect(slug).toHaveValue(before);
  await publish(page);
  const head = project.read("content/blogs/car-service-center-app.mdx").split("\n").slice(1, 3);
  expect(head).toEqual([`slug: ${JSON.stringify(before)}`, 'title: "A car service app, a new title"']);
});
