#!/usr/bin/env node
// The screenshots of docs/editing.md that show the content manager as an editor first meets it: the articles
// list, an English article, its Arabic twin and the company details. Run after `npm run build` (it serves the
// built /admin/):
//   node scripts/dev/cms-screenshots.mjs            writes docs/images/cms-{articles,article-en,article-ar,company}.png
// The CMS works on a temporary copy of the project (decap-server over it), so nothing in the working tree
// changes; the forms' own screenshots (team, toolbar, blocks) are taken while their tests' entries are open.
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../lib/chromium.mjs";
import { copyProject } from "../lib/copy-project.mjs";
import { startDecapServer } from "../lib/decap-server.mjs";
import { freePort } from "../lib/free-port.mjs";
import { createStaticServer } from "../lib/static-server.mjs";

const root = resolve(import.meta.dirname, "../..");
const images = join(root, "docs/images");
// The article shown: the first of the blog, with a component (<Figure>) in its text.
const article = "ai-in-agriculture";

// Each: [image, the CMS's hash route, the role and name of what shows once it is ready].
const shots = /** @type {const} */ ([
  ["cms-articles.png", "#/collections/articles", "link", /^AI Revolutionizing/],
  ["cms-article-en.png", `#/collections/articles/entries/${article}`, "textbox", /^Title/],
  ["cms-article-ar.png", `#/collections/articles_ar/entries/${article}`, "textbox", /^Title/],
  ["cms-company.png", "#/collections/company/entries/details", "textbox", /^E-mail/],
]);

const copy = copyProject(root, "mts-cms-shots-");
const backend = await startDecapServer({ root, dir: copy, port: await freePort(), mode: "fs" });
const site = createStaticServer({ out: join(root, "out") });
const port = await freePort();
await new Promise((done) => site.listen(port, "127.0.0.1", () => done()));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 760 },
    baseURL: `http://127.0.0.1:${port}`,
  });
  // This run's decap-server, not `npm run cms`'s port (cms/admin.js).
  await context.addInitScript((p) => localStorage.setItem("cms-backend-port", p), String(backend.port));
  const signIn = await context.newPage();
  await signIn.goto("/admin/", { waitUntil: "load" });
  await signIn.getByRole("button", { name: "Login" }).click();
  await signIn.getByRole("link", { name: "Articles (English)" }).waitFor({ timeout: 30_000 });
  for (const [file, hash, ready, name] of shots) {
    // Each in a tab of its own (signed in already): a fresh start on the entry (cms/admin.js).
    const page = await context.newPage();
    await page.goto(`/admin/${hash}`, { waitUntil: "load" });
    await page.getByRole(ready, { name }).first().waitFor({ timeout: 30_000 });
    // The preview pane, the thumbnails and the fonts settle a moment after the form.
    await page.waitForTimeout(2_000);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(images, file) });
    console.log(`docs/images/${file}`);
    await page.close();
  }
} finally {
  await browser.close();
  site.close();
  await backend.stop();
  rmSync(copy, { recursive: true, force: true });
}
