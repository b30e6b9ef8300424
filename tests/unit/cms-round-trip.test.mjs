// The body editor of articles and legal pages writes the files as they are (docs/editing.md "The toolbar and
// the blocks", docs/decisions/cms-rich-text.md): every article and legal page goes through Decap's own
// serializers (the code the editor runs) with the site's blocks (cms/editor-components.js) and file format
// (cms/front-matter.js), in Node. Opened and saved without a change, each file is byte for byte the same; an edit
// changes only its own lines; what the toolbar and the blocks write is Prettier's Markdown, so `npm test`'s
// format check passes on what an editor publishes (text MDX would read as code is escaped: cms-escaping.test.mjs).
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import test from "node:test";
import matter from "gray-matter";
import * as prettier from "prettier";
import {
  ARTICLE_BLOCKS,
  editorComponents,
  LEGAL_BLOCKS,
  SITE_VALUES,
  writeFacts,
  writeFigure,
} from "../../cms/editor-components.js";
import { isAnchorMark } from "../../lib/mdx/slug.ts";
import { format, fromEditor, toEditor } from "../support/decap-markdown.mjs";

const root = new URL("../../", import.meta.url).pathname;
const read = (path) => readFileSync(join(root, path), "utf8");

/** The form's field names, in order, of each collection and legal file (cms/config.yml). */
const config = matter(`---\n${read("cms/config.yml")}\n---\n`).data;
const fieldOrder = (fields) => fields.map((f) => f.name);
const collection = (name) => config.collections.find((c) => c.name === name);
const legalFile = (path) => collection("legal").files.find((f) => f.file === path);

/** Every article and legal page, with the order of its form's fields. */
const pages = ["content/blogs", "content/ar/blogs", "content/pages", "content/ar/pages"]
  .flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((f) => f.endsWith(".mdx"))
      .map((f) => `${dir}/${f}`),
  )
  .map((path) => ({
    path,
    order: fieldOrder(
      path.includes("/pages/")
        ? legalFile(path).fields
        : collection(path.includes("/ar/") ? "articles_ar" : "articles").fields,
    ),
  }));

/** A file as the CMS saves it after the editor has touched its body: read, body through Slate, written. */
function saved(text, order, edit = (doc) => doc) {
  const data = format.fromFile(text);
  return format.toFile({ ...data, body: fromEditor(edit(toEditor(data.body))) }, order);
}

/** The lines of `after` that differ from `before` (same number of lines expected). */
function changedLines(before, after) {
  const [a, b] = [before.split("\n"), after.split("\n")];
  assert.equal(b.length, a.length, "the edit added or removed lines");
  return b.filter((line, i) => line !== a[i]);
}

// Which blocks each kind's body offers (articles: illustration, photo, company name; legal pages: facts, values,
// addresses): cms-config.test.ts.
test("today's 12 articles and legal pages (6 legal); every block offered is one of the site's, every value one it renders", () => {
  assert.equal(pages.length, 12);
  assert.equal(pages.filter((p) => p.path.includes("/pages/")).length, 6);
  const ids = editorComponents().map((c) => c.id);
  for (const id of [...ARTICLE_BLOCKS, ...LEGAL_BLOCKS]) assert.ok(ids.includes(id), `${id} is a block`);
  // Every value a sentence may name is one the site renders (components/mdx/site-values.tsx).
  const siteValues = read("components/mdx/site-values.tsx");
  for (const { id } of SITE_VALUES) assert.match(siteValues, new RegExp(`^    ${id}: `, "m"), id);
});

for (const { path, order } of pages) {
  test(`${path}: opened and saved, byte for byte the same`, () => {
    const text = read(path);
    assert.equal(format.toFile(format.fromFile(text), order), text, "the front matter");
    assert.equal(saved(text, order), text, "the body through the rich-text editor");
  });
}

/** The first paragraph's last piece of text. */
const firstParagraphText = (doc) =>
  doc.find((n) => n.type === "paragraph").children.findLast((c) => "text" in c);

// The CMS shows a heading's address as a chip only when the site takes it (lib/mdx/slug.ts): any other `{#…}`
// stays text the editor sees, and validate-content names it.
test("the heading-address chip's pattern is the anchor's alphabet: a–z, digits, Arabic, single hyphens; not `_`, capitals, dots", () => {
  const { pattern } = editorComponents().find((c) => c.id === "HeadingAnchor");
  const marks = ["cost-2", "information-we-collect", "الخلاصة", "البيوت-متحكَّم-بها", "٢٠٣٠", "a1"];
  const refused = ["__next_f", "TURBOPACK", "_a_", "a.b", "a--b", "-a", "a-", "Plan", "café", "a_b"];
  for (const mark of [...marks, ...refused]) {
    const whole = new RegExp(`^${pattern.source}$`, pattern.flags);
    assert.equal(whole.test(`{#${mark}}`), isAnchorMark(mark), mark);
    assert.equal(isAnchorMark(mark), marks.includes(mark), mark);
  }
  // Today's headings keep their chips (every mark in content/ is one the site takes).
  for (const { path } of pages)
    for (const [, mark] of read(path).matchAll(/\{#([^\s{}]+)\}/g))
      assert.ok(isAnchorMark(mark), `${path}: ${mark}`);
});

test("an edit to one paragraph (in every file), a word made bold, a fact, a caption: only their lines change", () => {
  for (const { path, order } of pages) {
    const text = read(path);
    const after = saved(text, order, (doc) => {
      firstParagraphText(doc).text += " Edited.";
      return doc;
    });
    assert.equal(changedLines(text, after).length, 1, path);
    assert.match(changedLines(text, after)[0], / Edited\.$/, path);
  }
  // A word made bold, a fact changed, an illustration's caption changed: only their lines change.
  const privacy = pages.find((p) => p.path === "content/pages/privacy-policy.mdx");
  const text = read(privacy.path);
  const boldWord = saved(text, privacy.order, (doc) => {
    const piece = firstParagraphText(doc);
    const [first, ...rest] = piece.text.split(" ");
    const { children } = doc.find((n) => n.type === "paragraph");
    children.splice(
      children.indexOf(piece),
      1,
      { text: "" },
      { text: first, bold: true },
      { text: ` ${rest.join(" ")}` },
    );
    return doc;
  });
  assert.equal(changedLines(text, boldWord).length, 1);
  const fact = saved(text, privacy.order, (doc) => {
    const facts = doc.find((n) => n.data?.shortcode === "Facts").data.shortcodeData;
    facts.cards[0].facts[1].text = "To read your enquiry, answer it and improve our answers.";
    return doc;
  });
  assert.deepEqual(changedLines(text, fact), [
    '    <Fact term="Why">To read your enquiry, answer it and improve our answers.</Fact>',
  ]);
  const article = pages.find((p) => p.path === "content/blogs/ai-in-agriculture.mdx");
  const original = read(article.path);
  const caption = saved(original, article.order, (doc) => {
    doc.find((n) => n.data?.shortcode === "Figure").data.shortcodeData.caption = "A new caption.";
    return doc;
  });
  assert.deepEqual(changedLines(original, caption), ['  caption="A new caption."']);
});

/** Slate documents the toolbar and the "+" menu make, as the editor builds them. */
const text = (t, marks = {}) => ({ text: t, ...marks });
const bold = (t) => text(t, { bold: true });
const italic = (t) => text(t, { italic: true });
const both = (t) => text(t, { bold: true, italic: true });
const paragraph = (...children) => ({ type: "paragraph", children });
const inline = (id, shortcodeData = {}) => ({
  type: "inline-shortcode",
  data: { shortcode: id, shortcodeData },
  children: [text("")],
});
const block = (id, shortcodeData) => ({
  type: "shortcode",
  data: { shortcode: id, shortcodeData },
  children: [text("")],
});
const item = (...children) => ({ type: "list-item", children: [paragraph(...children)] });
const words = (n, word) => Array.from({ length: n }, (_, i) => word[i % word.length]).join(" ");
const english = ["enquiry", "we", "answer", "within", "a", "day", "of", "receiving", "it"];
const arabic = ["نحذف", "العنوان", "الذي", "لا", "يُؤكَّد", "خلال", "سبعة", "أيام"];

const toolbarDocuments = {
  "bold, italic and both": [
    paragraph(
      text("Plain "),
      bold("bold"),
      text(", "),
      italic("italic"),
      text(" and "),
      both("both"),
      text("."),
    ),
  ],
  "italic inside bold, bold inside a word": [
    paragraph(text("A "), bold("bold "), both("and italic"), text(" run; un"), bold("believ"), text("able.")),
  ],
  "a link": [
    paragraph(
      text("See "),
      { type: "link", data: { url: "/contact/" }, children: [text("our contact page")] },
      text("."),
    ),
  ],
  "bulleted and numbered lists": [
    {
      type: "bulleted-list",
      children: [item(text("one")), item(text("two "), bold("bold"))],
    },
    { type: "numbered-list", data: { start: 1 }, children: [item(text("first")), item(text("second"))] },
  ],
  "headings, an address kept": [
    {
      type: "heading-two",
      children: [text("A heading "), inline("HeadingAnchor", { anchor: "a-heading" }), text("")],
    },
    { type: "heading-three", children: [text("Sub-heading")] },
    paragraph(text("Text.")),
  ],
  "a quote": [{ type: "quote", children: [paragraph(text("A quote."))] }],
  "company values in a sentence": [
    paragraph(
      inline("CompanyName"),
      text(" is at "),
      inline("Address"),
      text("; write to "),
      inline("Email"),
      text("."),
    ),
  ],
  "Arabic with marks": [paragraph(text("نص "), bold("عريض"), text(" و"), italic("مائل"), text("."))],
  "an illustration, short": [block("Figure", { icons: ["car", "map-pin"], alt: "A car", caption: "" })],
  "an illustration, long, quotes in the caption": [
    block("Figure", { icons: ["car"], alt: words(16, english), caption: 'A "quoted" caption' }),
  ],
  "a photo": [block("image", { image: "/images/uploads/field.jpg", alt: "A field at dawn", title: "" })],
  "text with * _ { } <": [paragraph(text("5 * 3, snake_case_, {x} and 1 < 2"))],
};
for (const n of [1, 8, 12, 13, 14, 15, 16, 20, 30])
  toolbarDocuments[`facts, ${n} words`] = [
    block("Facts", {
      cards: [
        {
          title: "Card",
          facts: [
            { term: "What", text: words(n, english) },
            { term: "How long", text: `<RetentionPeriod /> ${words(n, english)}` },
            { term: "Where", text: `${words(n, english)} <Email />. ${words(2, english)}` },
            { term: "ما نجمعه", text: words(n, arabic) },
            { term: "المدة", text: `<RetentionPeriod /> ${words(n, arabic)}` },
          ],
        },
      ],
    }),
  ];

const prettierOptions = { ...JSON.parse(read(".prettierrc.json")), parser: "mdx" };
/** What the editor writes for `doc` is Prettier's form, and reads back the same. */
async function assertPrettierAndStable(name, doc) {
  const markdown = `${fromEditor(doc)}\n`;
  assert.equal(
    await prettier.format(markdown, prettierOptions),
    markdown,
    `${name}: Prettier would change it`,
  );
  assert.equal(`${fromEditor(toEditor(markdown))}\n`, markdown, `${name}: read back, it changes`);
}

test("what the toolbar and the blocks write is Prettier's Markdown and reads back the same; facts of any length, values anywhere in them (120 seeded cases)", async () => {
  for (const [name, doc] of Object.entries(toolbarDocuments)) await assertPrettierAndStable(name, doc);
  // Facts of any length, values anywhere in them: Prettier's layout (120 seeded cases).
  let seed = 41;
  const random = (n) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const tags = ["<RetentionPeriod />", "<Email />", "<CompanyName />"];
  for (let k = 0; k < 120; k++) {
    const parts = Array.from({ length: 3 + random(40) }, () => {
      const r = random(12);
      if (r === 0) return tags[random(3)];
      if (r === 1) return `${tags[random(3)]}.`;
      if (r === 2) return arabic[random(arabic.length)];
      return "x".repeat(1 + random(12));
    });
    const facts = [{ term: "t".repeat(1 + random(20)), text: parts.join(" ") }];
    await assertPrettierAndStable(`case ${k}: ${parts.join(" ")}`, [
      block("Facts", { cards: [{ title: "T", facts }] }),
    ]);
  }
});

test("the blocks' source: Figure on one line when it fits, Facts as Prettier lays them out", () => {
  assert.equal(
    writeFigure({ icons: ["car"], alt: "A car", caption: "" }),
    '<Figure icons="car" alt="A car" />',
  );
  assert.equal(
    writeFacts({ cards: [{ title: "T", facts: [{ term: "When", text: "<AnswerPeriod /> at most." }] }] }),
    '<Facts>\n  <FactCard title="T">\n    <Fact term="When">\n      <AnswerPeriod /> at most.\n    </Fact>\n  </FactCard>\n</Facts>',
  );
});
