// The schemas of the content written as files (Markdown front matter): the build validates every file
// against them (lib/markdown.ts), naming the file and the field on an error. They sit beside the data
// they describe; lib/ reads them, never the reverse.
import { z } from "zod";
import { categoryIds } from "@/content/categories";
import { iconNames } from "@/content/icons";
import editorMessages from "@/content/editor-messages.json";

/**
 * The letters of a slug (the page's address): lowercase Latin letters, Arabic letters, digits and hyphens, plus
 * the `:` and `'` of addresses already published; never `.`, `..`, `/`, a space, `?`, `#` or `%`.
 */
export const SLUG_PATTERN = /^[a-z0-9\u0621-\u064a\u0660-\u0669:'-]+$/;

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

/** Front matter of an article (docs/content.md "Writing an article" documents each field). */
export const articleSchema = z
  .object({
    slug: z
      .string({ error: "slug is required" })
      .regex(SLUG_PATTERN, editorMessages.en.slug)
      .refine(
        (s) => !["page", "category", "feed.xml"].includes(s),
        "slug is reserved for the blog's own pages",
      ),
    /**
     * Arabic articles only: the slug of the English article this one translates (the CMS offers the English
     * articles to choose from); the slug must then be the same. Left out for an article in Arabic only.
     */
    twin: z.string().optional(),
    title: text("title"),
    category: z.enum(categoryIds, {
      error: (issue) =>
        `unknown category ${JSON.stringify(issue.input)}: use one of ${categoryIds.join(", ")}`,
    }),
    date: isoDate,
    updated: isoDate.optional(),
    excerpt: text("excerpt"),
    /** Card illustration; defaults to the category's icon. */
    icon: z.enum(iconNames, { error: "unknown icon: use a name listed in content/icons.ts" }).optional(),
    /** Cover photo (docs/images.md): shown above the article and on its card, instead of the icon. */
    cover: z
      .string()
      .regex(
        /^\/images\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/,
        "cover must be an image path under /images/ (public/images/), e.g. /images/blog/my-article.jpg",
      )
      .refine((s) => !s.includes(".."), "cover may not contain ..")
      .optional(),
    /** What the cover shows; required with a cover. */
    coverAlt: z.string().trim().min(1, "coverAlt may not be empty").optional(),
    metaTitle: z.string().optional(),
    metaDescription: z.string().optional(),
    toc: z.boolean().default(false),
  })
  .strict()
  .refine((d) => !d.updated || d.updated >= d.date, { message: "updated is before date", path: ["updated"] })
  .refine((d) => !d.cover || d.coverAlt, {
    message: "coverAlt is required with a cover: describe what the photo shows",
    path: ["coverAlt"],
  })
  .refine((d) => !d.coverAlt || d.cover, { message: "coverAlt without a cover", path: ["coverAlt"] });

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
