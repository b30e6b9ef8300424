// What the editor types stays text (issue 46): every payload typed into the body (Decap's own serializer with the
// site's remark plugin, tests/support/decap-markdown.mjs) and into every block's fields (writeFacts, writeFigure,
// the photo block) is written so that the build's checker (lib/mdx/safety.ts) finds nothing, the compiler (the
// site's plugins) renders it as the words typed, and nothing runs: the canary file is never written.
import assert from "node:assert/strict";
import { existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import test from "node:test";
import { evaluate } from "@mdx-js/mdx";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as runtime from "react/jsx-runtime";
import {
  editorComponents,
  isSafeUrl as cmsIsSafeUrl,
  readFacts,
  readFigure,
  SITE_VALUES,
  writeFacts,
  writeFigure,
} from "../../cms/editor-components.js";
import { fromEditor, toEditor } from "../support/decap-markdown.mjs";
import { mdxOptions, mdxSource } from "../../lib/mdx/index.ts";
import { BLOCKS, bodyHazards, hazardMessage, isSafeUrl } from "../../lib/mdx/safety.ts";

const canary = join(tmpdir(), `mts-cms-canary-${process.pid}`);
rmSync(canary, { force: true });
const write = `process.getBuiltinModule("node:fs").writeFileSync(${JSON.stringify(canary)}, "ran")`;

/** What an attacker would type into any field. */
const payloads = [
  '<script>alert("typed")</script>',
  `{${write}}`,
  `export const x = ${write}`,
  'import fs from "node:fs"',
  '<iframe src="https://example.com"></iframe>',
  '<form action="https://example.com"><input name="p"></form>',
  '<meta http-equiv="refresh" content="0;url=https://example.com">',
  '<img src=x onerror="alert(1)">',
  "<!-- a comment -->",
  "\\{x} and \\<b> and \\\\{y}",
  "&lt;script&gt; &#123;x&#125;",
  '<Figure icons="car" alt={x} />',
  "[a link](javascript:alert(1)) and ![x](data:text/html,x)",
  "5 < 6 > 4 {} }{",
];

/** The components of a body, as simple elements (the words they render are what is checked). */
const blocks = Object.fromEntries(
  Object.keys(BLOCKS).map((name) => [
    name,
    ({ children, ...props }) => createElement("div", { "data-block": name, ...props }, children),
  ]),
);

/** The body compiled by the site's pipeline (the checker first) and rendered. */
async function render(markdown) {
  assert.deepEqual(
    bodyHazards(markdown).map((h) => hazardMessage(h)),
    [],
    markdown,
  );
  const { default: Body } = await evaluate(mdxSource(markdown), { ...runtime, ...mdxOptions() });
  return renderToStaticMarkup(createElement(Body, { components: blocks }));
}

/** Text with its entities read. */
const decoded = (text) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, "&");
/** The HTML's text: what the visitor sees. */
const shown = (html) => decoded(html.replace(/<[^>]+>/g, ""));

test.after(() => assert.equal(existsSync(canary), false, "a payload ran: the canary file was written"));

test("typed into a paragraph of the body, each payload is written as text and shown as typed", async () => {
  for (const typed of payloads) {
    const markdown = fromEditor([{ type: "paragraph", children: [{ text: typed }] }]);
    const html = await render(markdown);
    assert.doesNotMatch(html, /<(script|iframe|form|meta|img|input)\b/, typed);
    // Links to javascript:/data: keep their words only; everything else is shown exactly as typed.
    // (A character reference typed is kept as written, as Decap keeps it, and shows as its character.)
    if (!typed.includes("javascript:")) assert.equal(shown(html), decoded(typed), typed);
    // Opened again in the editor, the paragraph holds what was typed.
    assert.equal(fromEditor(toEditor(markdown)), markdown, typed);
  }
});

test("text MDX would read as code is written escaped, the page shows it as typed; a file's inline tag becomes text", async () => {
  const typed = "Braces {like this}, 5 < 6 and 2 * 3.";
  const markdown = fromEditor([{ type: "paragraph", children: [{ text: typed }] }]);
  assert.equal(markdown, "Braces \\{like this\\}, 5 \\< 6 and 2 \\* 3.");
  const { default: Body } = await evaluate(markdown, { ...runtime });
  assert.equal(renderToStaticMarkup(createElement(Body)), `<p>${typed.replace("<", "&lt;")}</p>`);
  // Only the site's blocks are tags (issue 46): any other tag a file holds is written back as text.
  const withTag = 'The <abbr title="Personal Data Protection Law">PDPL</abbr> applies.';
  assert.equal(
    fromEditor(toEditor(withTag)),
    'The \\<abbr title="Personal Data Protection Law">PDPL\\</abbr> applies.',
  );
});

test("a link made with the toolbar to javascript: or data: keeps its words, never the address", async () => {
  const linkTo = (url) =>
    render(
      fromEditor([
        {
          type: "paragraph",
          children: [{ text: "see " }, { type: "link", data: { url }, children: [{ text: "here" }] }],
        },
      ]),
    );
  for (const url of ["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,<script>x</script>"]) {
    const html = await linkTo(url);
    assert.doesNotMatch(html, /href/, url);
    assert.equal(shown(html), "see here");
  }
  assert.match(await linkTo("https://example.com/"), /href="https:\/\/example.com\/"/);
});

test("typed into a Facts block's card title, term and text, an illustration's description and caption, a photo's description and title, each payload stays text (and reads back the same)", async () => {
  const photo = /** @type {{ toBlock: Function }} */ (editorComponents().find((c) => c.id === "image"));
  for (const typed of payloads) {
    const data = {
      cards: [{ title: typed, facts: [{ term: typed, text: `${typed} <RetentionPeriod />` }] }],
    };
    const source = writeFacts(data);
    const html = await render(source);
    assert.doesNotMatch(html, /<(script|iframe|form|meta|img|input)\b/, typed);
    assert.ok(shown(html).includes(decoded(typed).replace(/\s+/g, " ").trim()), `${typed}\n${html}`);
    assert.match(html, /data-block="RetentionPeriod"/, "the value tag stays a tag");
    const read = readFacts(source.replace(/^<Facts>\n|\n<\/Facts>$/g, ""));
    assert.equal(read.cards[0].title, typed);
    assert.equal(read.cards[0].facts[0].term, typed);
    assert.equal(read.cards[0].facts[0].text, `${typed} <RetentionPeriod />`.replace(/\s+/g, " ").trim());
    // Typed into an illustration's description and caption, and a photo's description and title.
    const figure = writeFigure({ icons: ["car"], alt: typed, caption: typed });
    assert.deepEqual(readFigure(figure.replace(/^<Figure|\/>$/g, "")), {
      icons: ["car"],
      alt: typed,
      caption: typed,
    });
    assert.doesNotMatch(await render(figure), /<(script|iframe|form|meta|img|input)\b/, typed);
    const image = photo.toBlock({ image: "/images/uploads/a.jpg", alt: typed, title: typed });
    const rendered = await render(image);
    assert.match(rendered, /<p><img src="\/images\/uploads\/a.jpg"/, `${typed}\n${image}\n${rendered}`);
    assert.equal((rendered.match(/<img\b/g) ?? []).length, 1, typed);
  }
});

test("the CMS and the build agree: the same blocks, the same link rule", () => {
  assert.deepEqual(
    Object.keys(BLOCKS).sort(),
    ["Figure", "Facts", "FactCard", "Fact", ...SITE_VALUES.map((v) => v.id)].sort(),
  );
  for (const url of [
    "javascript:x",
    "JAVA\tSCRIPT:x",
    "data:x",
    "vbscript:x",
    "https://x",
    "/a",
    "#b",
    "mailto:a@b",
    "tel:+1",
    "a:b",
  ])
    assert.equal(cmsIsSafeUrl(url), isSafeUrl(url), url);
});
