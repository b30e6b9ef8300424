// The editorial workflow of the content manager (issue 33: draft → in review → ready → publish, which in
// production is a pull request CI checks). Rehearsed here as `npm run cms -- --workflow` does: decap-server in
// Git mode on a Git copy of the project. Each draft waits on its own branch cms/<collection>/<slug> (the Arabic
// twin with the same slug on another), nothing reaches main before "Publish", and "Publish" merges it.
import { articleFields, body, cmsProject, fill, git as gitIn, publish, signIn } from "./cms-support";
import { expect, test } from "./support";

const project = cmsProject("mts-cms-git-", "git");
/** Runs git in the copy. */
const git = (...args: string[]) => gitIn(project.dir, ...args);

const slug = "cms-workflow-article";
const articles = [
  ["articles", "content/blogs", "Reviewed Before It Goes Live", "## Review\n\nChecked by a colleague."],
  ["articles_ar", "content/ar/blogs", "مقالة تُراجع قبل نشرها", "## المراجعة\n\nراجعها زميل."],
] as const;
const branches = () =>
  git("branch", "--list", "cms/*", "--format=%(refname:short)")
    .stdout.trim()
    .split("\n")
    .filter(Boolean)
    .sort();
const onMain = (path: string) => git("cat-file", "-e", `main:${path}`).status === 0;

test("drafts wait on their own branches through review; Publish merges one into main @full", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, project.port);
  // The local backend offers the workflow, so the CMS shows it (cms/admin.js asks).
  await expect(page.getByRole("link", { name: "Workflow" })).toBeVisible();

  for (const [collection, , title, text] of articles) {
    await page.goto(`/admin/#/collections/${collection}/new`, { waitUntil: "load" });
    await fill(page, /^Slug/, slug);
    await articleFields(page, collection, { title, date: "21/11/2026", excerpt: `${title}.` });
    await body(page, text);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    // Saved: the CMS moves from the new entry to the saved one, whose branch now exists.
    await expect(page).toHaveURL(new RegExp(`#/collections/${collection}/entries/${slug}$`), {
      timeout: 20_000,
    });
    await expect.poll(branches).toContain(`cms/${collection}/${slug}`);
  }

  // Two drafts, two branches; main has neither file.
  expect(branches()).toEqual([`cms/articles/${slug}`, `cms/articles_ar/${slug}`]);
  for (const [collection, folder, title] of articles) {
    const file = `${folder}/${slug}.mdx`;
    expect(git("show", `cms/${collection}/${slug}:${file}`).stdout).toContain(title);
    expect(onMain(file), `${file} on main before publishing`).toBe(false);
  }
  await page.goto("/admin/#/workflow", { waitUntil: "load" });
  for (const [, , title] of articles) await expect(page.getByText(title).first()).toBeVisible();

  // The English one: in review, ready, published.
  await page.goto(`/admin/#/collections/articles/entries/${slug}`, { waitUntil: "load" });
  for (const status of ["In review", "Ready"]) {
    await page.getByRole("button", { name: /^Status:/ }).click();
    await page.getByRole("menuitem", { name: status }).click();
    await expect(page.getByText("Entry status updated", { exact: true }).first()).toBeVisible();
  }
  // "Publish" asks the editor to confirm (the browser's dialog): yes.
  page.once("dialog", (dialog) => void dialog.accept());
  await publish(page, "en", { saved: false });
  await expect(page.getByText("Entry published", { exact: true })).toBeVisible({ timeout: 20_000 });

  expect(onMain(`content/blogs/${slug}.mdx`)).toBe(true);
  expect(onMain(`content/ar/blogs/${slug}.mdx`), "the Arabic draft is still waiting").toBe(false);
  expect(branches()).toEqual([`cms/articles_ar/${slug}`]);
});
