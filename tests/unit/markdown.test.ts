import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import assert from "node:assert/strict";
import { test } from "node:test";
import { assertPart } from "./support/assert-part";
import { withContentRoot } from "./support/content-copy";
import { renderToStaticMarkup } from "react-dom/server";
import { MdxContent } from "@/components/mdx/mdx-content";
import { countWords, FrontMatterError, loadArticles, loadLegal, readingMinutes } from "@/lib/markdown";
import { extractHeadings } from "@/lib/mdx";
import { PAGE_IDS } from "@/lib/page-ids";
import { formNoticeKinds, formSpecs } from "@/components/forms/validate";

// Front matter is checked when the content loads (at build time): a bad file stops the build with a
// message naming the file and the field. Called directly here, on a temporary content folder.

const good = {
  slug: "a-good-article",
  title: "A Good Article",
  category: "web-development",
  date: "2026-01-15",
  excerpt: "An excerpt.",
};

/** Loads the `locale` articles of a temporary content folder holding `files` (path → front matter; a body in the
 * folder's language). */
const loadArticlesOf = (files: Record<string, Record<string, unknown>>, locale: "en" | "ar") =>
  withContentRoot(
    Object.fromEntries(
      Object.entries(files).map(([file, frontMatter]) => {
        const yaml = Object.entries(frontMatter)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
          .join("\n");
        return [file, `---\n${yaml}\n---\n\n${file.startsWith("content/ar/") ? "نص." : "Body text."}\n`];
      }),
    ),
    () => loadArticles(locale),
  );

/** Loads one English article with `frontMatter`, in content/blogs/`file`. */
const loadWith = (frontMatter: Record<string, unknown>, file = "bad.mdx") =>
  loadArticlesOf({ [`content/blogs/${file}`]: frontMatter }, "en");

const failure = (frontMatter: Record<string, unknown>) => {
  try {
    loadWith(frontMatter);
  } catch (e) {
    assert.ok(e instanceof FrontMatterError);
    return (e as Error).message;
  }
  throw new Error("expected the front matter to be refused");
};

test("valid front matter loads, with computed fields", () => {
  const [post] = loadWith(good, "good.mdx");
  assertPart(post, {
    ...good,
    toc: false,
    readingMinutes: 1,
    file: join("content/blogs/good.mdx"),
  });
});

const { title: _, ...untitled } = good;
void _;
for (const [what, frontMatter, message] of [
  ["a missing title", untitled, /content\/blogs\/bad\.mdx[\s\S]*title: title is required/],
  ["an impossible date", { ...good, date: "2026-02-30" }, /bad\.mdx[\s\S]*date: not a real calendar date/],
  ["a date not YYYY-MM-DD", { ...good, date: "15/01/2026" }, /date: expected a date written YYYY-MM-DD/],
  ["an update before the date", { ...good, updated: "2025-01-01" }, /updated: updated is before date/],
  [
    "an unknown category (the choices named)",
    { ...good, category: "gardening" },
    /bad\.mdx[\s\S]*category: unknown category "gardening": use one of mobile-app-development/,
  ],
  ["an unknown field (a typo in its name)", { ...good, titel: "x" }, /bad\.mdx[\s\S]*titel/],
  ["an unknown icon", { ...good, icon: "unicorn" }, /icon: unknown icon/],
  [
    "an English article naming a twin",
    { ...good, twin: good.slug },
    /twin: only an Arabic article names its English twin/,
  ],
] as const)
  test(`front matter with ${what} fails, naming the file and the field`, () => {
    assert.match(failure(frontMatter), message);
  });

test("Arabic words are counted by word boundaries, and reading time follows the language", () => {
  assert.equal(countWords("الدفع: مدى وApple Pay والبطاقات.", "ar"), 5);
  const arabic = Array.from({ length: 480 }, () => "كلمة").join(" ");
  assert.equal(readingMinutes(arabic, "ar"), 3);
  assert.equal(readingMinutes(Array.from({ length: 440 }, () => "word").join(" "), "en"), 2);
});

/** A body rendered as the site renders it (the server component, to static HTML). */
const render = async (source: string, variant: "article" | "legal" = "article") =>
  renderToStaticMarkup(await MdxContent({ source, locale: "en", variant }));

/** The h2/h3 elements of rendered HTML, in order: their anchor (if any) and their text. */
const renderedHeadings = (html: string) =>
  [...html.matchAll(/<(h[23])\b([^>]*)>([\s\S]*?)<\/\1>/g)].map(([, tag, attrs = "", inner = ""]) => ({
    depth: Number(tag?.[1]),
    id: /\bid="([^"]*)"/.exec(attrs)?.[1],
    text: inner.replace(/<[^>]+>/g, ""),
  }));

test("headings become the table of contents; {#anchor} sets the anchor and is removed; repeats numbered, any script kept; unreadable MDX named", async () => {
  const source = "## First part {#first}\n\ntext\n\n### A detail\n\n## الجزء الثاني\n";
  assert.deepEqual(extractHeadings(source), [
    { depth: 2, text: "First part", id: "first" },
    { depth: 3, text: "A detail", id: "a-detail" },
    { depth: 2, text: "الجزء الثاني", id: "الجزء-الثاني" },
  ]);
  assert.ok(!(await render(source)).includes("{#"));
  // Repeated and Arabic headings keep the slug rules: -2, -3… for repeats, any script kept.
  const repeated = [
    "## Cost",
    "## Cost",
    "## Cost {#cost-2}",
    "### ما المقصود بموقع «بلا كود»؟",
    "## What Is SEO? (Search, 2026)",
    "## Cross-Platform: Flutter or React Native",
    "```md",
    "## Not a heading {#in-code}",
    "```",
  ].join("\n\n");
  assert.deepEqual(
    extractHeadings(repeated).map((h) => h.id),
    [
      "cost",
      "cost-2",
      "cost-2-2",
      "ما-المقصود-بموقع-بلا-كود",
      "what-is-seo-search-2026",
      "cross-platform-flutter-or-react-native",
    ],
  );
  // A body MDX cannot read fails when the content loads, naming the file and the line.
  assert.throws(
    () => extractHeadings("Intro\n\n## Title {oops\n", "content/blogs/x.mdx"),
    /Invalid MDX in content\/blogs\/x\.mdx, line 3:15 of the body: Unexpected end of file in expression/,
  );
});

test("a setext heading before ATX headings: every anchor in the HTML is its table-of-contents entry; legal pages: each ## opens a numbered section", async () => {
  const source = [
    "Before you start",
    "----------------",
    "",
    "Some text.",
    "",
    "## Why Markdown",
    "",
    "### A detail",
    "",
    "Marked setext title {#marked}",
    "---",
    "",
    "## What next",
    "",
  ].join("\n");
  const toc = extractHeadings(source);
  assert.deepEqual(toc, [
    { depth: 2, text: "Before you start", id: "before-you-start" },
    { depth: 2, text: "Why Markdown", id: "why-markdown" },
    { depth: 3, text: "A detail", id: "a-detail" },
    { depth: 2, text: "Marked setext title", id: "marked" },
    { depth: 2, text: "What next", id: "what-next" },
  ]);
  assert.deepEqual(renderedHeadings(await render(source)), toc);
  // Legal pages: each ## opens a numbered section holding the anchor the side list links to.
  const legal = "Intro.\n\n## Cookies {#cookies}\n\nText.\n\n### Detail\n\n## Security {#security}\n";
  const html = await render(legal, "legal");
  const sections = [...html.matchAll(/<section id="([^"]*)" aria-labelledby="([^"]*)"/g)].map((m) => [
    m[1],
    m[2],
  ]);
  assert.deepEqual(sections, [
    ["cookies", "cookies-heading"],
    ["security", "security-heading"],
  ]);
  assert.deepEqual(
    extractHeadings(legal).map((h) => h.id),
    ["cookies", "detail", "security"],
  );
  assert.deepEqual(
    renderedHeadings(html).map((h) => [h.id, h.text]),
    [
      ["cookies-heading", "1. Cookies"],
      ["detail", "Detail"],
      ["security-heading", "2. Security"],
    ],
  );
});

test("a heading's anchor never takes an id of the page around the body: it gets -2 like a repeat; no anchor has `_` or capitals", async () => {
  // The chunk list the inline loader reads, the skip link's target, the menu, the footer's and the contact form.
  const source = [
    "## Deferred scripts",
    '## ["/x.js"]',
    "## Main",
    "## Site menu",
    "## Newsletter",
    "## Contact",
    "## Related heading",
    "## __next_f",
    "## TURBOPACK",
    "## Main",
  ].join("\n\n");
  const ids = [
    "deferred-scripts-2",
    "x-js",
    "main-2",
    "site-menu-2",
    "newsletter-2",
    "contact-2",
    "related-heading-2",
    "next-f",
    "turbopack",
    "main-3",
  ];
  assert.deepEqual(
    extractHeadings(source).map((h) => h.id),
    ids,
  );
  assert.deepEqual(
    renderedHeadings(await render(source)).map((h) => h.id),
    ids,
  );
  // A legal page has no contact section, so its "Contact" keeps its anchor (terms-conditions' {#contact});
  // the shell's ids are still taken, on the section and in the side list alike.
  const legal = "## Contact {#contact}\n\n## Main\n";
  assert.deepEqual(
    extractHeadings(legal, "legal.mdx", "legal").map((h) => h.id),
    ["contact", "main-2"],
  );
  const sections = [...(await render(legal, "legal")).matchAll(/<section id="([^"]*)"/g)].map((m) => m[1]);
  assert.deepEqual(sections, ["contact", "main-2"]);
  // The legal pages' own loader passes their kind: their anchors are the ones the side list shows today.
  assert.ok(loadLegal("en", "terms-conditions").headings.some((h) => h.id === "contact"));
  // lib/page-ids.ts holds every literal id of the components around a body (the forms' ids come from their specs).
  const around = [
    "components/layout/site-shell.tsx",
    "components/layout/header-nav.tsx",
    "components/layout/site-footer.tsx",
    "components/sections/share-links.tsx",
    "components/sections/contact-section.tsx",
    "components/sections/legal-document.tsx",
    "components/templates/article-page.tsx",
    "components/forms/contact-form.tsx",
    "components/forms/newsletter-form.tsx",
  ];
  for (const file of around)
    for (const [, id] of readFileSync(file, "utf8").matchAll(/\bid="([^"]+)"/g))
      assert.ok(PAGE_IDS.article.has(id!), `${file}: id="${id}"`);
  for (const [form, formId, kinds] of [
    ["contact", "contact", PAGE_IDS.article],
    ["newsletter", "newsletter", PAGE_IDS.legal],
  ] as const) {
    const { anchor, fields } = formSpecs[form];
    for (const id of [
      anchor,
      ...formNoticeKinds.map((kind) => `${anchor}-${kind}`),
      ...Object.keys(fields).flatMap((field) => [`${formId}-${field}`, `${formId}-${field}-error`]),
    ])
      assert.ok(kinds.has(id), id);
  }
  assert.ok(PAGE_IDS.legal.has("deferred-scripts") && !PAGE_IDS.legal.has("contact"));
});

// Latin names joined by Arabic commas and bare leading-dot words are refused in every Markdown file by
// bidi-copy.test.mjs, breakable product names and number–unit pairs by no-break.test.ts.
test("Arabic Markdown: Saudi terms", () => {
  const files = ["content/ar/blogs", "content/ar/pages"].flatMap((d) =>
    readdirSync(d)
      .filter((f) => f.endsWith(".mdx"))
      .map((f) => join(d, f)),
  );
  assert.ok(files.length >= 5);
  for (const file of files)
    assert.doesNotMatch(readFileSync(file, "utf8"), /WhatsApp|الحاسوب|وتستضيفه حيث/, file);
});

/** Loads the Arabic articles of a temporary folder holding one English article (`good`) and `arabic`. */
const loadArabic = (arabic: Record<string, unknown>) =>
  loadArticlesOf({ "content/blogs/article.mdx": good, "content/ar/blogs/article.mdx": arabic }, "ar");

test("an Arabic article names an English twin that exists, with the same slug", () => {
  const arabic = { ...good, title: "مقالة جيدة", twin: good.slug };
  assertPart(loadArabic(arabic)[0], { slug: good.slug, twin: good.slug });
  // An Arabic-only article names no twin.
  assert.equal(loadArabic({ ...arabic, twin: undefined, slug: "arabic-only" })[0]!.slug, "arabic-only");
  assert.throws(
    () => loadArabic({ ...arabic, twin: "a-goood-article" }),
    /content\/ar\/blogs\/article\.mdx:\n {2}- twin: no English article has the slug "a-goood-article"/,
  );
  assert.throws(
    () => loadArabic({ ...arabic, slug: "a-good-article-ar" }),
    /twin: the slug "a-good-article-ar" differs from its English twin's "a-good-article"/,
  );
});
