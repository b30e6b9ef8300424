import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compile, evaluate } from "@mdx-js/mdx";
import * as runtime from "react/jsx-runtime";
import { expect, test } from "@playwright/test";
import { mdxComponents } from "@/components/mdx/mdx-components";
import { SLUG_PATTERN } from "@/content/schema";
import { contentProblems } from "@/lib/content-errors";
import { readFrontMatter } from "@/lib/front-matter";
import { mdxOptions, mdxSource } from "@/lib/mdx";
import { BLOCKS, bodyHazards, hazardMessage } from "@/lib/mdx/safety";
import { SMALLEST_TITLE_SIZE, TITLE_BOX, TITLE_MAX_CHARACTERS } from "@/lib/share-card-measure";

// Content is data (issue 46): one checker (lib/mdx/safety.ts) refuses every MDX construct that could run code
// or is not one of the site's blocks, in validate-content (the editor's words) and in the compiler (before any
// code is generated). A canary file the payloads try to write must never exist.

const canary = join(tmpdir(), `mts-canary-${process.pid}`);
const write = `process.getBuiltinModule("node:fs").writeFileSync(${JSON.stringify(canary)}, "ran")`;

/** Each construct that could run code, or is raw HTML the site never renders, and the message it gets. */
const payloads: [string, RegExp][] = [
  [`{${write}}`, /is read as code because of its \{ \}/],
  [`A sentence {${write}} in a paragraph.`, /is read as code/],
  [`export const x = ${write}`, /a line starting “export const x/],
  [`import fs from "node:fs"`, /a line starting “import fs/],
  [`<Figure icons="car" alt={${write}} />`, /the field “alt” must be plain text in quotes/],
  [`<Figure icons="car" alt="a" {...globalThis} />`, /must be plain text in quotes/],
  [`<Figure icons="car" alt="a" onLoad="alert(1)" />`, /<Figure> has no field “onLoad”/],
  ['<script>alert("typed")</script>', /<script> is not one of the site's blocks/],
  // Braces in a tag's text do not even parse: refused as unreadable, never compiled.
  ["<style>body{display:none}</style>", /the text cannot be read/],
  ["<style>body</style>", /<style> is not one/],
  ['<meta http-equiv="refresh" content="0;url=https://example.com" />', /<meta> is not one/],
  ['<link rel="stylesheet" href="https://example.com/x.css" />', /<link> is not one/],
  ['<iframe src="https://example.com"></iframe>', /<iframe> is not one/],
  ['<form action="https://example.com"><input name="p" /></form>', /<form> is not one/],
  ['<object data="x.swf" />', /<object> is not one/],
  ['<embed src="x.swf" />', /<embed> is not one/],
  ['<base href="https://example.com/" />', /<base> is not one/],
  ['<img src="x" onerror="alert(1)" />', /<img> is not one/],
  ["<>fragment</>", /an empty tag <>/],
  ["[a link](javascript:alert(1))", /the link “javascript:alert\(1\)” is not a web address/],
  ["[a link](JAVASCRIPT:alert(1))", /is not a web address/],
  ["![a photo](data:image/svg+xml;base64,PHN2Zz4=)", /the link “data:image/],
  ["[a][r]\n\n[r]: javascript:alert(1)", /is not a web address/],
  ['<Fact term="x">text <a href="javascript:x">here</a></Fact>', /<a> is not one/],
];

const compileBody = (body: string, legal = false) =>
  compile(mdxSource(body), mdxOptions(legal ? { legalSections: undefined } : {}));

test.afterEach(() => {
  expect(existsSync(canary), "a payload ran: the canary file was written").toBe(false);
});

test("every construct that could run code or is not the site's is refused, in English and Arabic", () => {
  for (const [body, message] of payloads) {
    const hazards = bodyHazards(body);
    expect(hazards.length, body).toBeGreaterThan(0);
    expect(hazardMessage(hazards[0]!), body).toMatch(message);
    expect(hazardMessage(hazards[0]!, "ar"), body).toMatch(/[\u0600-\u06ff]/);
  }
});

test("the compiler refuses the same, before generating any code, and nothing runs", async () => {
  for (const [body] of payloads) {
    await expect(compileBody(body), body).rejects.toThrow(/the site never runs|Could not parse/);
    await expect(evaluate(mdxSource(body), { ...runtime, ...mdxOptions() }), body).rejects.toThrow(
      /the site never runs|Could not parse/,
    );
  }
});

test("front matter is YAML only: ---js and the other engines are refused, not evaluated", () => {
  for (const language of ["js", "javascript", "json", "coffee", " js"])
    expect(() => readFrontMatter(`---${language}\n{ x: ${write} }\n---\nbody\n`), language).toThrow(
      /must be YAML/,
    );
  expect(readFrontMatter("---\ntitle: A\n---\nbody\n").data).toEqual({ title: "A" });
});

const bodies = ["content/blogs", "content/ar/blogs", "content/pages", "content/ar/pages"].flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => [`${dir}/${f}`, readFrontMatter(readFileSync(`${dir}/${f}`, "utf8")).content] as const),
);

test("every existing article and legal page is words and the site's blocks only, and compiles", async () => {
  expect(bodies.length).toBeGreaterThan(8);
  for (const [file, body] of bodies) {
    expect(
      bodyHazards(body).map((h) => hazardMessage(h)),
      file,
    ).toEqual([]);
    await compileBody(body, file.includes("/pages/"));
  }
});

test("the allowed blocks are exactly the component map's own", () => {
  const own = Object.keys(mdxComponents("en", "article")).filter((k) => /^[A-Z]/.test(k));
  expect(Object.keys(BLOCKS).sort()).toEqual(own.sort());
});

test("the title limit is derived from the share card's measure in the template", () => {
  const template = readFileSync("scripts/build/share-card-template.mjs", "utf8");
  expect(template).toContain("TITLE_BOX = { width: WIDTH - 2 * MARGIN, height: 300 }");
  expect(template).toMatch(/WIDTH = 1200;[\s\S]*MARGIN = 80;/);
  expect(TITLE_BOX).toEqual({ width: 1200 - 2 * 80, height: 300 });
  expect(template).toMatch(new RegExp(`TITLE_SIZES = \\[[\\d, ]*, ${SMALLEST_TITLE_SIZE}\\]`));
  expect(TITLE_MAX_CHARACTERS).toBe(128);
});

test("slugs: letters, digits and hyphens; never . .. / or a space", () => {
  for (const ok of ["my-new-article", "decide:-no-code-vs-custom", "مقال-جديد", "farming's-future"])
    expect(SLUG_PATTERN.test(ok), ok).toBe(true);
  for (const bad of ["..", ".", "a.b", "a/b", "a b", "A-B", "a?b", "a#b", "a%2e"])
    expect(SLUG_PATTERN.test(bad), bad).toBe(false);
});

/** A copy of content/ with `edit` applied to the named files (path → text → text). */
function withMistakes(edits: Record<string, (text: string) => string>) {
  const root = mkdtempSync(join(tmpdir(), "mts-content-safety-"));
  cpSync("content", join(root, "content"), { recursive: true });
  for (const [file, edit] of Object.entries(edits))
    writeFileSync(
      join(root, file),
      edit(existsSync(join(root, file)) ? readFileSync(join(root, file), "utf8") : ""),
    );
  return root;
}

test("validate-content names the collection, entry and field in the editor's words, in both languages, and never runs the body", () => {
  const config = readFileSync("cms/config.yml", "utf8");
  const arabicArticle = readdirSync("content/ar/blogs").find((f) => f.startsWith("car-service"))!;
  const root = withMistakes({
    "content/blogs/no-code-vs-custom-websites.mdx": (t) =>
      `${t}\n<script>alert("typed")</script>\n\nexport const x = ${write}\n\n[here](javascript:alert(1))\n`,
    "content/pages/privacy-policy.mdx": (t) =>
      t.replace('<Fact term="What">', `<Fact term="What">{${write}} `),
    "content/blogs/ai-in-agriculture.mdx": (t) =>
      t
        .replace(/^title: .*$/m, `title: "${"A very long title ".repeat(8)}"`)
        .replace(/^slug: .*$/m, 'slug: ".."'),
    "content/pages/terms-conditions.mdx": (t) => t.replace(/^title: (.*)$/m, 'title: "Terms\\0"'),
    // A second Arabic article for the same English twin.
    "content/ar/blogs/zz-second.mdx": () =>
      readFileSync(`content/ar/blogs/${arabicArticle}`, "utf8").replace(
        /^title: .*$/m,
        'title: "نسخة ثانية"',
      ),
  });
  try {
    const problems = contentProblems(root, config);
    const lines = problems.map((p) => p.line);
    const body = /^Articles \(English\) → "Decide: No-Code vs Custom Websites Development" → Text/;
    for (const what of [
      /<script> is not one of the site's blocks/,
      /a line starting “export const x/,
      /the link “javascript:alert\(1\)”/,
    ])
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`${body.source}.*: ${what.source}`)));
    expect(lines).toContainEqual(expect.stringMatching(/^Privacy policy.* → Text: .*is read as code/));
    expect(lines).toContainEqual(
      expect.stringMatching(/→ Title: too long for the share card: at most 128 characters \(now \d+\)/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/→ Slug .*: the address may use only lowercase Latin letters/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/→ Title: holds an invisible control character \(U\+0000\)/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Articles \(Arabic\) → "نسخة ثانية" → .*: another Arabic article, “.+”, already translates/,
      ),
    );
    for (const p of problems.filter((x) => x.field === "body" || x.line.includes("another Arabic article")))
      expect(p.ar, p.line).toMatch(/[\u0600-\u06ff]/);
    // The build's first step prints them and stops, with no stack trace, and nothing ran.
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/build/validate-content.mjs"], {
      env: { ...process.env, CONTENT_ROOT: root },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("<script> is not one of the site's blocks");
    expect(run.stderr).toContain("ليس من كتل الموقع");
    expect(run.stderr).not.toMatch(/\n\s+at .*:\d+:\d+/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("share-cards never shows a stack trace: a second Arabic twin is a message naming the file", () => {
  const root = withMistakes({
    "content/ar/blogs/zz-second.mdx": () =>
      readFileSync("content/ar/blogs/car-service-center-app.mdx", "utf8").replace(
        /^title: .*$/m,
        'title: "x"',
      ),
  });
  try {
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/build/share-cards.mjs"], {
      env: { ...process.env, CONTENT_ROOT: root },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/share-cards: the content cannot be read: .*zz-second\.mdx/);
    expect(run.stderr).toContain("npm run validate-content");
    expect(run.stderr).not.toMatch(/\n\s+at .*:\d+:\d+/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("the content manager refuses what the build refuses, in the same words (English / Arabic)", async () => {
  const matter = (await import("gray-matter")).default;
  const { bothLanguages } = await import("@/lib/editor-messages");
  const config = matter(`---\n${readFileSync("cms/config.yml", "utf8")}\n---\n`).data as {
    collections: { name: string; fields?: Field[]; files?: { fields: Field[] }[] }[];
  };
  type Field = { name: string; pattern?: [string, string] };
  const fields = config.collections.flatMap((c) => [
    ...(c.fields ?? []),
    ...(c.files ?? []).flatMap((f) => f.fields),
  ]);
  const of = (name: string, collections: string[]) =>
    config.collections
      .filter((c) => collections.includes(c.name))
      .flatMap((c) => [...(c.fields ?? []), ...(c.files ?? []).flatMap((f) => f.fields)])
      .filter((f) => f.name === name);
  expect(fields.length).toBeGreaterThan(10);
  const titles = of("title", ["articles", "articles_ar", "legal"]);
  expect(titles.length).toBe(2 + 6);
  for (const t of titles) {
    expect(t.pattern?.[1]).toBe(bothLanguages("cmsTitle", { max: TITLE_MAX_CHARACTERS }));
    const re = new RegExp(t.pattern![0]);
    expect(re.test("A".repeat(TITLE_MAX_CHARACTERS))).toBe(true);
    expect(re.test("A".repeat(TITLE_MAX_CHARACTERS + 1))).toBe(false);
    expect(re.test("A\u0000B")).toBe(false);
    expect(re.test("عنوان المقال")).toBe(true);
  }
  const slugs = of("slug", ["articles", "articles_ar"]);
  expect(slugs.length).toBe(2);
  for (const s of slugs) {
    expect(s.pattern?.[1]).toBe(bothLanguages("slug"));
    expect(new RegExp(s.pattern![0]).source).toBe(SLUG_PATTERN.source);
  }
});
