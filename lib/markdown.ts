// Long-form content (articles, privacy policy, terms) lives in Markdown files with MDX components
// under content/. This module reads them at build time: gray-matter splits the YAML front matter
// from the body, zod validates it (a missing title, a bad date or an unknown category fails the
// build naming the file and the field), and the derived fields are computed here: reading time and
// headings (table of contents, legal side list) with their anchors, read by the same code that puts
// the anchors in the HTML (lib/mdx/). The body itself is compiled by @mdx-js/mdx in a server
// component (components/mdx/mdx-content.tsx).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { categoryIcons, categoryIds, iconNames, type CategoryId } from "@/content/categories";
import type { BlogPost } from "@/content/types";
import type { Locale } from "@/content/i18n";
import { extractHeadings, type Heading } from "@/lib/mdx";

export type { Heading };

/** The project root: content/ is read from here (tests point CONTENT_ROOT at a copy). */
const root = () => process.env.CONTENT_ROOT ?? process.cwd();

/** Folder of an edition's long-form files, e.g. content/blogs or content/ar/blogs. */
export const contentDir = (locale: Locale, folder: "blogs" | "pages") =>
  join(root(), "content", ...(locale === "ar" ? ["ar"] : []), folder);

/** An ISO calendar date (YAML may hand it over as a Date). */
const isoDate = z.preprocess(
  (v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : v),
  z
    .string({ error: "expected a date written YYYY-MM-DD" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "expected a date written YYYY-MM-DD")
    .refine(
      (s) =>
        !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      "not a real calendar date",
    ),
);

const text = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`);

/** Front matter of an article (README "Writing an article" documents each field). */
export const articleSchema = z
  .object({
    slug: z
      .string({ error: "slug is required" })
      .regex(/^[^/\s?#%]+$/, "slug may not contain spaces, /, ?, # or %")
      .refine(
        (s) => !["page", "category", "feed.xml"].includes(s),
        "slug is reserved for the blog's own pages",
      ),
    title: text("title"),
    category: z.enum(categoryIds, {
      error: (issue) =>
        `unknown category ${JSON.stringify(issue.input)}: use one of ${categoryIds.join(", ")}`,
    }),
    date: isoDate,
    updated: isoDate.optional(),
    excerpt: text("excerpt"),
    /** Card illustration; defaults to the category's icon. */
    icon: z
      .enum(iconNames, { error: "unknown icon: use a name listed in content/categories.ts (iconNames)" })
      .optional(),
    metaTitle: z.string().optional(),
    metaDescription: z.string().optional(),
    toc: z.boolean().default(false),
  })
  .strict()
  .refine((d) => !d.updated || d.updated >= d.date, { message: "updated is before date", path: ["updated"] });

/** Front matter of a legal page (privacy policy, terms). */
export const legalSchema = z
  .object({
    eyebrow: text("eyebrow"),
    title: text("title"),
    lead: text("lead"),
    updated: isoDate,
    updatedLabel: text("updatedLabel"),
    navTitle: text("navTitle"),
    navCount: z.number().int().positive().optional(),
  })
  .strict();

export type ArticleFrontMatter = z.infer<typeof articleSchema>;
export type LegalFrontMatter = z.infer<typeof legalSchema>;

/** A front matter error: names the file and every bad field. */
export class FrontMatterError extends Error {}

function parseFile<S extends z.ZodType>(file: string, schema: S) {
  const source = readFileSync(file, "utf8");
  const { data, content: body } = matter(source);
  const result = schema.safeParse(data);
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
    .replace(/\\?\{#[\w-]+\\?\}/g, " ") // {#anchor} marks are not read
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

export interface ArticleSource extends ArticleFrontMatter {
  /** MDX body as written (`{#anchor}` marks included: lib/mdx reads them). */
  body: string;
  headings: Heading[];
  readingMinutes: number;
  /** Path of the source file from the project root (error messages, tests). */
  file: string;
}

/** Every article of an edition (`*.md` and `*.mdx` in its blogs folder), newest first. */
export function loadArticles(locale: Locale): ArticleSource[] {
  const dir = contentDir(locale, "blogs");
  if (!existsSync(dir)) return [];
  const posts = readdirSync(dir)
    .filter((f) => /\.mdx?$/.test(f))
    .sort()
    .map((f) => {
      const { data, body, file } = parseFile(join(dir, f), articleSchema);
      const headings = extractHeadings(body, file);
      return { ...data, body, headings, readingMinutes: readingMinutes(body, locale), file };
    });
  const seen = new Map<string, string>();
  for (const p of posts) {
    if (seen.has(p.slug))
      throw new FrontMatterError(
        `Invalid front matter in ${p.file}:\n  - slug: "${p.slug}" is also used by ${seen.get(p.slug)}`,
      );
    seen.set(p.slug, p.file);
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

export interface LegalSource extends LegalFrontMatter {
  body: string;
  headings: Heading[];
  file: string;
}

/** One legal page of an edition: content/pages/<name>.mdx (or content/ar/pages/<name>.mdx). */
export function loadLegal(locale: Locale, name: "privacy-policy" | "terms-conditions"): LegalSource {
  const { data, body, file } = parseFile(join(contentDir(locale, "pages"), `${name}.mdx`), legalSchema);
  const headings = extractHeadings(body, file);
  return { ...data, body, headings, file };
}

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
    meta: { title: source.metaTitle ?? source.title, description: source.metaDescription ?? source.excerpt },
    toc: source.toc,
    headings: source.headings,
    body: source.body,
    file: source.file,
  };
}
