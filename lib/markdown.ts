// Long-form content (articles, privacy policy, terms) lives in Markdown files with MDX components
// under content/. This module reads them at build time: gray-matter splits the YAML front matter
// from the body, zod validates it (a missing title, a bad date or an unknown category fails the
// build naming the file and the field), and the derived fields are computed here: reading time and
// headings (table of contents, legal side list) with their anchors, read by the same code that puts
// the anchors in the HTML (lib/mdx/). The body itself is compiled by @mdx-js/mdx in a server
// component (components/mdx/mdx-content.tsx).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { z } from "zod";
import { categoryIcons, type CategoryId } from "@/content/categories";
import { articleSchema, legalSchema, type ArticleFrontMatter } from "@/content/schema";
import type { BlogPost, Heading, LegalSource } from "@/content/types";
import type { Locale } from "@/content/i18n";
import { readFrontMatter } from "@/lib/front-matter";
import { extractHeadings } from "@/lib/mdx";
import type { PageKind } from "@/lib/page-ids";

/** The project root: content/ is read from here (tests point CONTENT_ROOT at a copy). */
const root = () => process.env.CONTENT_ROOT ?? process.cwd();

/** Folder of an edition's long-form files, e.g. content/blogs or content/ar/blogs. */
export const contentDir = (locale: Locale, folder: "blogs" | "pages") =>
  join(root(), "content", ...(locale === "ar" ? ["ar"] : []), folder);

/** A front matter error: names the file and every bad field. */
export class FrontMatterError extends Error {}

/**
 * The front matter without its blank fields: the CMS (/admin/) writes an optional field the editor left empty
 * as `""` or `null`, which means "not set". A required field left blank is then reported as missing.
 */
export function withoutBlanks(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== "" && v !== null));
}

function parseFile<S extends z.ZodType>(file: string, schema: S) {
  const source = readFileSync(file, "utf8");
  const { data, content: body } = readFrontMatter(source);
  const result = schema.safeParse(withoutBlanks(data));
  const name = relative(root(), file);
  if (!result.success) {
    const fields = result.error.issues
      .map((i) => `  - ${i.path.join(".") || "(front matter)"}: ${i.message}`)
      .join("\n");
    throw new FrontMatterError(`Invalid front matter in ${name}:\n${fields}`);
  }
  return { data: result.data as z.infer<S>, body, file: name };
}

/** Reading speed, words a minute: Arabic text is read more slowly than English. */
const wordsPerMinute: Record<Locale, number> = { en: 220, ar: 160 };

/** Words of the readable text: Intl.Segmenter finds word boundaries in any script (Arabic included). */
export function countWords(body: string, locale: Locale): number {
  const readable = body
    .replace(/\\?\{#[^\s{}\\]+\\?\}/g, " ") // {#anchor} marks are not read
    .replace(/<([A-Z]\w*)[^>]*?(?:alt|caption)="([^"]*)"[^>]*\/>/g, " $2 ") // figure captions are read
    .replace(/<\/?[A-Za-z][^>]*>/g, " ") // component tags are not
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`\\-]/g, " ");
  const segmenter = new Intl.Segmenter(locale, { granularity: "word" });
  let n = 0;
  for (const s of segmenter.segment(readable)) if (s.isWordLike) n++;
  return n;
}

export const readingMinutes = (body: string, locale: Locale) =>
  Math.max(1, Math.round(countWords(body, locale) / wordsPerMinute[locale]));

export interface ArticleSource extends ArticleFrontMatter, MarkdownFile {
  readingMinutes: number;
}

/**
 * A Markdown file read against a front matter schema: the validated data, the body and its headings (whose anchors
 * keep clear of the ids of the page of `kind` it is shown in).
 */
export function readMarkdown<S extends z.ZodType<object>>(
  file: string,
  schema: S,
  kind: PageKind = "article",
) {
  const { data, body, file: name } = parseFile(file, schema);
  return { ...data, body, headings: extractHeadings(body, name, kind), file: name } as z.infer<S> &
    MarkdownFile;
}

/** What every Markdown file has beside its front matter. */
export interface MarkdownFile {
  /** The body as written (`{#anchor}` marks included: lib/mdx reads them). */
  body: string;
  headings: Heading[];
  /** Path of the source file from the project root (error messages, tests). */
  file: string;
}

/** Every Markdown file (`*.md`, `*.mdx`) of a folder, read against one schema, in file-name order. */
export function readMarkdownFolder<S extends z.ZodType<object>>(dir: string, schema: S) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.mdx?$/.test(f))
    .sort()
    .map((f) => readMarkdown(join(dir, f), schema));
}

/** Every article of an edition (its blogs folder), newest first; two files with one slug fail. */
export function loadArticles(locale: Locale): ArticleSource[] {
  const posts = readMarkdownFolder(contentDir(locale, "blogs"), articleSchema).map((p) => ({
    ...p,
    readingMinutes: readingMinutes(p.body, locale),
  }));
  const seen = new Map<string, string>();
  for (const p of posts) {
    if (seen.has(p.slug))
      throw new FrontMatterError(
        `Invalid front matter in ${p.file}:\n  - slug: "${p.slug}" is also used by ${seen.get(p.slug)}`,
      );
    seen.set(p.slug, p.file);
  }
  checkTwins(locale, posts);
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/**
 * The link between an Arabic article and its English twin (`twin`, chosen in the CMS): the twin must exist
 * and the slugs must be the same, else the language switch leads nowhere. Only Arabic articles name a twin.
 */
function checkTwins(locale: Locale, posts: readonly ArticleSource[]) {
  const named = posts.filter((p) => p.twin !== undefined);
  if (!named.length) return;
  const refuse = (p: ArticleSource, why: string) => {
    throw new FrontMatterError(`Invalid front matter in ${p.file}:\n  - twin: ${why}`);
  };
  if (locale === "en") refuse(named[0]!, "only an Arabic article names its English twin");
  const english = new Set(readMarkdownFolder(contentDir("en", "blogs"), articleSchema).map((p) => p.slug));
  for (const p of named) {
    if (!english.has(p.twin!)) refuse(p, `no English article has the slug "${p.twin}"`);
    if (p.slug !== p.twin) refuse(p, `the slug "${p.slug}" differs from its English twin's "${p.twin}"`);
  }
}

/** One legal page of an edition: content/pages/<name>.mdx (or content/ar/pages/<name>.mdx). */
export const loadLegal = (
  locale: Locale,
  name: "privacy-policy" | "terms-conditions" | "accessibility",
): LegalSource => readMarkdown(join(contentDir(locale, "pages"), `${name}.mdx`), legalSchema, "legal");

/** Validates one file as an article; throws FrontMatterError naming the file and field (tests, tooling). */
export const checkArticleFile = (file: string) => parseFile(file, articleSchema);

/** An article as the site uses it: front matter, derived fields and this edition's category label. */
export function toBlogPost(source: ArticleSource, categoryLabels: Record<CategoryId, string>): BlogPost {
  return {
    slug: source.slug,
    title: source.title,
    category: categoryLabels[source.category],
    categoryId: source.category,
    date: source.date,
    dateModified: source.updated ?? source.date,
    readingMinutes: source.readingMinutes,
    excerpt: source.excerpt,
    icon: source.icon ?? categoryIcons[source.category],
    ...(source.cover ? { cover: { src: source.cover, alt: source.coverAlt ?? "" } } : {}),
    meta: { title: source.metaTitle ?? source.title, description: source.metaDescription ?? source.excerpt },
    toc: source.toc,
    headings: source.headings,
    body: source.body,
    file: source.file,
  };
}
