// The fixture site's articles (scripts/lib/fixture.mjs): a writer adds a new article in both languages, an
// English-only one, an Arabic-only one, and enough older ones to need a second index page (9 a page).
// tests/fixture-site/articles.test.mjs checks what the build made of them.
import { writeFileSync } from "node:fs";
import { join } from "node:path";

export const NEW = "writers-first-article";
export const EN_ONLY = "english-only-field-notes";
export const AR_ONLY = "arabic-only-market-notes";
export const fillers = Array.from({ length: 6 }, (_, i) => `filler-article-${i + 1}`);

const article = ({ slug, title, category = "web-development", date, excerpt, body, extra = "" }) =>
  `---
slug: ${JSON.stringify(slug)}
title: ${JSON.stringify(title)}
category: ${category}
date: ${date}
excerpt: ${JSON.stringify(excerpt)}
${extra}---

${body}
`;

/** Writes the fixture articles into the project copy in `dir`. */
export function addArticles(dir) {
  const en = join(dir, "content/blogs");
  const ar = join(dir, "content/ar/blogs");
  const write = (folder, extension, fields) =>
    writeFileSync(join(folder, `${fields.slug}.${extension}`), article(fields));
  write(en, "mdx", {
    slug: NEW,
    title: "A Writer's First Article",
    date: "2026-11-01",
    excerpt: "Written in Markdown by the marketing team, with no code change.",
    body: "## Why Markdown\n\nPlain paragraphs and **bold** words.\n\n- one\n- two\n\n## What next\n\nMore.\n",
    extra: "toc: true\nupdated: 2026-11-10\n",
  });
  write(ar, "mdx", {
    slug: NEW,
    title: "أول مقال يكتبه فريق التسويق",
    date: "2026-11-01",
    excerpt: "مقال مكتوب بصيغة ماركداون دون أي تعديل في الشيفرة.",
    body: "## لماذا ماركداون\n\nفقرات بسيطة وكلمات **بارزة**.\n",
  });
  write(en, "md", {
    slug: EN_ONLY,
    title: "English-Only Field Notes",
    category: "artificial-intelligence",
    date: "2026-10-20",
    excerpt: "An article that has no Arabic twin yet.",
    body: "Notes from the field.\n",
  });
  write(ar, "mdx", {
    slug: AR_ONLY,
    title: "ملاحظات من السوق المحلي",
    category: "mobile-app-development",
    date: "2026-10-15",
    excerpt: "مقال لا نسخة إنجليزية له بعد.",
    body: "ملاحظات من الميدان.\n",
  });
  for (const [i, slug] of fillers.entries()) {
    const date = `2020-01-0${i + 1}`;
    write(en, "mdx", {
      slug,
      title: `Filler Article ${i + 1}`,
      date,
      excerpt: "An older article.",
      body: "Text.\n",
    });
    write(ar, "mdx", { slug, title: `مقال قديم رقم ${i + 1}`, date, excerpt: "مقال أقدم.", body: "نص.\n" });
  }
}
