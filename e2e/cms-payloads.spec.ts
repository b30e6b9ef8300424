// Words, never code (issue 46), in the content manager: each kind of payload typed where an editor types (the
// title, the slug, the body), against decap-server on a copy of the project. What the CMS can refuse, it refuses
// in the build's words (content/editor-messages.json, English / Arabic); what it saves is then harmless: the
// build's checker (lib/mdx/safety.ts) finds nothing, validate-content passes, the site's compiler renders the
// words as typed, and nothing ran (the canary file is never written).
import { existsSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { evaluate } from "@mdx-js/mdx";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as runtime from "react/jsx-runtime";
import { bothLanguages } from "@/lib/editor-messages";
import { readFrontMatter } from "@/lib/front-matter";
import { mdxOptions, mdxSource } from "@/lib/mdx";
import { bodyHazards } from "@/lib/mdx/safety";
import { TITLE_MAX_CHARACTERS } from "@/lib/share-card-measure";
import { articleFields, cmsProject, body, fill, publish } from "./cms-support";
import { expect, test } from "./support";

const project = cmsProject("mts-cms-payloads-");
const canary = join(tmpdir(), `mts-cms-payload-canary-${process.pid}`);
const write = `process.getBuiltinModule("node:fs").writeFileSync(${JSON.stringify(canary)}, "ran")`;

test.beforeAll(() => rmSync(canary, { force: true }));

test.afterAll(() => {
  expect(existsSync(canary), "a payload ran: the canary file was written").toBe(false);
});

test("a title longer than the share card holds and a slug `..` are refused in the CMS, in both languages", async ({
  page,
}) => {
  await project.open(page, "articles/new");
  const titleRefused = page.getByText(bothLanguages("cmsTitle", { max: TITLE_MAX_CHARACTERS })).first();
  await fill(page, /^Slug/, "..");
  await articleFields(page, "articles", {
    title: "W".repeat(TITLE_MAX_CHARACTERS + 1),
    date: "20/11/2026",
    excerpt: "A payload.",
  });
  await body(page, "Text.");
  await publish(page, "en", { saved: false });
  await expect(page.getByText(bothLanguages("slug")).first()).toBeVisible();
  await expect(titleRefused).toBeVisible();
  expect(project.exists("content/blogs/...mdx")).toBe(false);
  // A control character pasted into the title: refused the same way.
  await fill(page, /^Title$/, "A title\u0000");
  await fill(page, /^Slug/, "payload-title");
  await publish(page, "en", { saved: false });
  await expect(titleRefused).toBeVisible();
  expect(project.exists("content/blogs/payload-title.mdx")).toBe(false);
});

test("code typed into the body is saved as text: harmless to the build, shown as typed @full", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const typed = [
    '<script>alert("typed")</script>',
    `{${write}}`,
    `export const x = ${write}`,
    '<iframe src="https://example.com"></iframe> <meta http-equiv="refresh" content="0;url=https://example.com">',
    '<img src=x onerror="alert(1)"> and \\{x} and 5 < 6',
  ];
  await project.open(page, "articles/new");
  await fill(page, /^Slug/, "payload-body");
  await articleFields(page, "articles", {
    title: "A body of payloads",
    date: "20/11/2026",
    excerpt: "Payloads typed as text.",
  });
  await body(page, typed.join("\n\n"));
  await publish(page);
  const file = "content/blogs/payload-body.mdx";
  await expect.poll(() => project.exists(file)).toBe(true);
  const { content } = readFrontMatter(project.read(file));
  expect(bodyHazards(content)).toEqual([]);
  // The build's first step passes on the copy, and the compiler shows each payload as the words typed.
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/build/validate-content.mjs"], {
    env: { ...process.env, CONTENT_ROOT: project.dir },
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  const { default: Body } = await evaluate(mdxSource(content), { ...runtime, ...mdxOptions() });
  const html = renderToStaticMarkup(createElement(Body));
  expect(html).not.toMatch(/<(script|iframe|meta|img)\b/);
  const text = html
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
  for (const words of typed) expect(text).toContain(words);
});
