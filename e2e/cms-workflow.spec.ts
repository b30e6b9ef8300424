// The editorial workflow of the content manager (issue 33: draft → in review → ready → publish, which in
// production is a pull request CI checks). Rehearsed here as `npm run cms -- --workflow` does: decap-server in
// Git mode on a Git copy of the project. Each draft waits on its own branch cms/<collection>/<slug> (the Arabic
// twin with the same slug on another), nothing reaches main before "Publish", and "Publish" merges it.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { copyProject } from "../scripts/lib/copy-project.mjs";
import { type Backend, articleFields, body, fill, signIn, startBackend } from "./cms-support";
import { expect, test } from "./support";

test.describe.configure({ mode: "serial" });

let dir = "";
let backend: Backend | undefined;
/** Runs git in the copy. */
const git = (...args: string[]) => spawnSync("git", args, { cwd: dir, encoding: "utf8" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = copyProject(process.cwd(), "mts-cms-git-");
  for (const args of [
    ["init", "-q", "-b", "main"],
    ["config", "user.name", "Content manager test"],
    ["config", "user.email", "cms-test@example.invalid"],
    ["add", "-A"],
    ["commit", "-q", "-m", "the site"],
  ])
    expect(git(...args).status, `git ${args.join(" ")}`).toBe(0);
  backend = await startBackend(dir, "git");
});

test.afterAll(async () => {
  await backend?.stop();
  if (dir && !process.env.KEEP_CMS_COPY) rmSync(dir, { recursive: true, force: true });
  else if (dir) console.log(`cms workflow e2e: the copy is kept in ${dir}`);
});

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
  await signIn(page, backend!.port);
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
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Entry published", { exact: true })).toBeVisible({ timeout: 20_000 });

  expect(onMain(`content/blogs/${slug}.mdx`)).toBe(true);
  expect(onMain(`content/ar/blogs/${slug}.mdx`), "the Arabic draft is still waiting").toBe(false);
  expect(branches()).toEqual([`cms/articles_ar/${slug}`]);
});
