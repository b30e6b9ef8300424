// One Arabic article per English twin, refused where the editor types (issue 46, item 4): the `twin-slug`
// widget (cms/admin.js) looks the chosen twin up among the Arabic articles and names the other one, in the
// editor's language; the existing twin itself still saves. Against decap-server on a copy of the project.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { cmsProject, publish, signIn } from "./cms-support";
import { expect, test } from "./support";

const project = cmsProject("mts-cms-twin-");

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
