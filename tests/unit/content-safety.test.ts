import { existsSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compile, evaluate } from "@mdx-js/mdx";
import * as runtime from "react/jsx-runtime";
import assert from "node:assert/strict";
import { afterEach, test } from "node:test";
import { assertSomeLine, runBuildStep, withMistakes } from "./support/content-copy";
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
  // A Figure's icons are the site's (content/icons.ts): an object's member is never called as a drawing.
  [`<Figure icons="toString" alt="a" />`, /<Figure>: “toString” is not one of the site's icons/],
  [`<Figure icons="car constructor" alt="a" />`, /“constructor” is not one of the site's icons/],
  [`<Figure icons="no-such-icon" alt="a" />`, /“no-such-icon” is not one/],
  [`<Figure alt="a" />`, /<Figure>: “” is not one of the site's icons/],
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

afterEach(() => {
  assert.equal(existsSync(canary), false, "a payload ran: the canary file was written");
});

test("every construct that could run code or is not the site's is refused, in English and Arabic; the compiler refuses the same, before generating any code, and nothing runs", async () => {
  for (const [body, message] of payloads) {
    const hazards = bodyHazards(body);
    assert.ok(hazards.length > 0, body);
    assert.match(hazardMessage(hazards[0]!), message, body);
    assert.match(hazardMessage(hazards[0]!, "ar"), /[\u0600-\u06ff]/, body);
    await assert.rejects(compileBody(body), /the site never runs|Could not parse/, body);
    await assert.rejects(
      evaluate(mdxSource(body), { ...runtime, ...mdxOptions() }),
      /the site never runs|Could not parse/,
      body,
    );
  }
});

test("front matter is YAML only: ---js and the other engines are refused, not evaluated", () => {
  for (const language of ["js", "javascript", "json", "coffee", " js"])
    assert.throws(
      () => readFrontMatter(`---${language}\n{ x: ${write} }\n---\nbody\n`),
      /must be YAML/,
      language,
    );
  assert.deepEqual(readFrontMatter("---\ntitle: A\n---\nbody\n").data, { title: "A" });
});

// Today's articles and legal pages: validate-content (bodyHazards on every body) and `next build` (compiles each),
// both in every `npm run build`.

test("the allowed blocks are exactly the component map's own", () => {
  const own = Object.keys(mdxComponents("en", "article")).filter((k) => /^[A-Z]/.test(k));
  assert.deepEqual(Object.keys(BLOCKS).sort(), own.sort());
});

test("the title limit is derived from the share card's measure in the template; slugs: letters, digits and hyphens, never . .. / or a space", () => {
  const template = readFileSync("scripts/build/share-card-template.mjs", "utf8");
  assert.ok(template.includes("TITLE_BOX = { width: WIDTH - 2 * MARGIN, height: 300 }"));
  assert.match(template, /WIDTH = 1200;[\s\S]*MARGIN = 80;/);
  assert.deepEqual(TITLE_BOX, { width: 1200 - 2 * 80, height: 300 });
  assert.match(template, new RegExp(`TITLE_SIZES = \\[[\\d, ]*, ${SMALLEST_TITLE_SIZE}\\]`));
  assert.equal(TITLE_MAX_CHARACTERS, 128);
  for (const ok of ["my-new-article", "decide:-no-code-vs-custom", "مقال-جديد", "farming's-future"])
    assert.equal(SLUG_PATTERN.test(ok), true, ok);
  for (const bad of ["..", ".", "a.b", "a/b", "a b", "A-B", "a?b", "a#b", "a%2e"])
    assert.equal(SLUG_PATTERN.test(bad), false, bad);
});

test("validate-content names the collection, entry and field in the editor's words, in both languages, and never runs the body", () => {
  const config = readFileSync("cms/config.yml", "utf8");
  const arabicArticle = readdirSync("content/ar/blogs").find((f) => f.startsWith("car-service"))!;
  withMistakes(
    {
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
    },
    (root) => {
      const problems = contentProblems(root, config);
      const lines = problems.map((p) => p.line);
      const body = /^Articles \(English\) → "Decide: No-Code vs Custom Websites Development" → Text/;
      for (const what of [
        /<script> is not one of the site's blocks/,
        /a line starting “export const x/,
        /the link “javascript:alert\(1\)”/,
      ])
        assertSomeLine(lines, new RegExp(`${body.source}.*: ${what.source}`));
      assertSomeLine(lines, /^Privacy policy.* → Text: .*is read as code/);
      assertSomeLine(lines, /→ Title: too long for the share card: at most 128 characters \(now \d+\)/);
      assertSomeLine(lines, /→ Slug .*: the address may use only lowercase Latin letters/);
      assertSomeLine(lines, /→ Title: holds an invisible control character \(U\+0000\)/);
      assertSomeLine(
        lines,
        /^Articles \(Arabic\) → "نسخة ثانية" → .*: another Arabic article, “.+”, already translates/,
      );
      for (const p of problems.filter((x) => x.field === "body" || x.line.includes("another Arabic article")))
        assert.match(p.ar!, /[\u0600-\u06ff]/, p.line);
      // The build's first step prints them and stops, with no stack trace, and nothing ran.
      const run = runBuildStep("validate-content", root);
      assert.equal(run.status, 1);
      assert.ok(run.stderr.includes("<script> is not one of the site's blocks"));
      assert.ok(run.stderr.includes("ليس من كتل الموقع"));
      assert.doesNotMatch(run.stderr, /\n\s+at .*:\d+:\d+/);
    },
  );
});

test("share-cards never shows a stack trace: a second Arabic twin is a message naming the file", () => {
  withMistakes(
    {
      "content/ar/blogs/zz-second.mdx": () =>
        readFileSync("content/ar/blogs/car-service-center-app.mdx", "utf8").replace(
          /^title: .*$/m,
          'title: "x"',
        ),
    },
    (root) => {
      const run = runBuildStep("share-cards", root);
      assert.equal(run.status, 1);
      assert.match(run.stderr, /share-cards: the content cannot be read: .*zz-second\.mdx/);
      assert.ok(run.stderr.includes("npm run validate-content"));
      assert.doesNotMatch(run.stderr, /\n\s+at .*:\d+:\d+/);
    },
  );
});

test("a heading's {#anchor} mark: the slug's alphabet only (a–z, digits, Arabic, single hyphens), never an id of the page around it; refused in both languages, by validate-content and by the compiler", async () => {
  // Outside the alphabet: a global of the page's scripts (DOM clobbering), capitals, `_`, dots, stray hyphens.
  for (const mark of ["__next_f", "TURBOPACK", "_a_", "a.b", "a--b", "-a", "Plan", "café"]) {
    const body = `Intro.\n\n## Plan {#${mark}}\n\nText.\n`;
    const hazards = bodyHazards(body);
    assert.deepEqual(
      hazards.map((h) => [h.key, h.line, h.values.anchor]),
      [["anchorMark", 3, mark]],
      mark,
    );
    assert.equal(
      hazardMessage(hazards[0]!),
      `the heading's address “{#${mark}}” may hold only lowercase letters (a–z, or Arabic), digits and single hyphens between words: write it like {#our-services} (line 3)`,
    );
    assert.match(
      hazardMessage(hazards[0]!, "ar"),
      new RegExp(`^عنوان العنوان الفرعي «\\{#${mark.replace(/\./g, "\\.")}\\}» لا يقبل`),
    );
    await assert.rejects(compileBody(body), /the site never runs/, mark);
  }
  // An id the page itself uses (lib/page-ids.ts): the chunk list, the skip link's target, the menu, the forms.
  for (const mark of [
    "deferred-scripts",
    "main",
    "site-menu",
    "nav-products",
    "newsletter",
    "contact",
    "contact-email",
  ]) {
    const hazards = bodyHazards(`## Plan {#${mark}}\n`);
    assert.deepEqual(
      hazards.map((h) => h.key),
      ["anchorReserved"],
      mark,
    );
    assert.match(hazardMessage(hazards[0]!), /is one the page itself uses/);
    assert.match(hazardMessage(hazards[0]!, "ar"), /تستخدمه الصفحة نفسها/);
  }
  // A legal page has no contact section: its `{#contact}` (terms-conditions) stays; the shell's ids are refused.
  assert.deepEqual(bodyHazards("## Contact us {#contact}\n", "legal"), []);
  assert.deepEqual(
    bodyHazards("## Menu {#site-menu}\n", "legal").map((h) => h.key),
    ["anchorReserved"],
  );
  const legal = mdxOptions({ legalSections: { intro: [], section: [], heading: [], number: [], body: [] } });
  await assert.rejects(compile(mdxSource("## Menu {#site-menu}\n"), legal), /is one the page itself uses/);
  await assert.doesNotReject(compile(mdxSource("## Contact us {#contact}\n"), legal));
  // Today's marks, Latin and Arabic, pass; a mark in a code block or on an h4 is only text.
  for (const mark of ["cost-2", "information-we-collect", "الخلاصة", "البيوت-المحمية-متحكَّم-بها", "٢٠٣٠"])
    assert.deepEqual(bodyHazards(`## Title {#${mark}}\n`), [], mark);
  assert.deepEqual(bodyHazards("```md\n## Title {#__next_f}\n```\n\n#### Title {#x}\n"), []);
  // validate-content names the entry, in both languages.
  withMistakes(
    {
      "content/blogs/no-code-vs-custom-websites.mdx": (t) =>
        `${t}\n## Plan {#__next_f}\n\n## Scripts {#deferred-scripts}\n`,
    },
    (root) => {
      const problems = contentProblems(root, readFileSync("cms/config.yml", "utf8"));
      const lines = problems.map((p) => p.line);
      assertSomeLine(
        lines,
        /^Articles \(English\) → .* → Text: the heading's address “\{#__next_f\}” may hold only/,
      );
      assertSomeLine(
        lines,
        /^Articles \(English\) → .* → Text: the heading's address “\{#deferred-scripts\}” is one the page/,
      );
      for (const p of problems) assert.match(p.ar!, /عنوان العنوان الفرعي/, p.line);
    },
  );
});
