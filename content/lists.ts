// The lists the company's staff change (team, testimonials, portfolio, client logos) are plain JSON data that the
// CMS at /admin/ writes (docs/content-data.md, docs/editing.md): one file per entry, content/<list>/<id>.json,
// the entry's id being the file's name. A file holds what no language changes once (its place in the order,
// images, ratings, sizes, links) and the words of each language under "en" and "ar", so an editor fills one form
// per entry (docs/decisions/one-file-per-entry.md). The schemas below check every file when a list is read, so
// a bad value fails the build with the file and the field.
// The company's language-free details (content/data/company.json) are checked here too (`companySchema`).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import companyData from "@/content/data/company.json";
import type { Locale } from "@/content/i18n";
import type { PortfolioCategoryId } from "@/content/types";

/** An entry's id, its file's name: what the CMS makes of the English name, title or role. */
const entryId = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const text = z.string().trim().min(1);
/** Words the entry cannot do without. */
const filled = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`);
const image = (folder: string) =>
  z
    .string({ error: `the image is required: upload one under /images/${folder}/` })
    .regex(
      new RegExp(`^/images/${folder}/[\\w.-]+\\.(svg|png|jpe?g|webp|avif)$`),
      `must be an image uploaded under /images/${folder}/ (JPEG, PNG, WebP, AVIF or SVG)`,
    );
/** Where the entry comes in the list: lower first (10, 20, 30…: 15 goes between 10 and 20). */
const order = z
  .number({ error: "order is required: a whole number, lower first" })
  .int("order must be a whole number")
  .min(0, "order must be 0 or more");
/** An object with exactly these fields: a field the CMS does not know is named, to be removed. */
const fields = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `unknown field ${issue.keys.map((k) => JSON.stringify(k)).join(", ")}: the content manager has no such field; remove it`
        : undefined,
  });
const portfolioCategoryIds = [
  "web_design",
  "web_development",
  "app_design",
  "app_development",
  "itsolution",
] as const satisfies readonly PortfolioCategoryId[];

/** A list: its folder, the schema of one entry's file, and the parts of it the CMS and the loader name. */
export interface EntryList<S extends z.ZodRawShape = z.ZodRawShape, W extends z.ZodRawShape = z.ZodRawShape> {
  folder: string;
  /** The fields no language changes, written once beside `order`. */
  shared: S;
  /** One language's words (under "en" and under "ar"). */
  words: z.ZodObject<W>;
  /** A whole entry file. */
  entry: z.ZodType;
}

function list<S extends z.ZodRawShape, W extends z.ZodRawShape>(folder: string, shared: S, words: W) {
  const wordsSchema = fields(words);
  return {
    folder,
    shared,
    words: wordsSchema,
    entry: fields({ order, ...shared, en: wordsSchema, ar: wordsSchema }),
  } satisfies EntryList<S, W>;
}

export const teamList = (() => {
  const team = list(
    "content/team",
    { image: image("team").optional() },
    {
      name: filled("name"),
      role: filled("role"),
      description: filled("description"),
      /** What the portrait shows: required with a portrait (the card's text says who it is without one). */
      imageAlt: z.string().trim().min(1, "the portrait's description may not be empty").optional(),
    },
  );
  const entry = team.entry.superRefine((m, ctx) => {
    if (!m.image) return;
    for (const locale of ["en", "ar"] as const)
      if (!m[locale].imageAlt)
        ctx.addIssue({
          code: "custom",
          message: "the portrait's description is required with a portrait: describe what it shows",
          path: [locale, "imageAlt"],
        });
  });
  return { ...team, entry };
})();

export const testimonialsList = list(
  "content/testimonials",
  { image: image("testimonials"), rating: z.number().int().min(1).max(5) },
  { name: filled("name"), role: filled("role"), quote: filled("quote") },
);

export const clientsList = list(
  "content/clients",
  { image: image("clients"), width: z.number().int().positive(), height: z.number().int().positive() },
  { name: filled("name") },
);

export const portfolioList = list(
  "content/portfolio",
  {
    category_id: z.enum(portfolioCategoryIds),
    image: image("portfolio"),
    lg_image: image("portfolio"),
    // An external demo link, or "#" while none is public.
    url: z.union([z.literal("#"), z.url({ protocol: /^https?$/ })], {
      error: "must be # (no public demo yet) or an address starting with https://",
    }),
  },
  { title: filled("title"), description: filled("description"), imageAlt: filled("imageAlt") },
);

/**
 * The company's details that no language changes (content/data/company.json): contact, registration, links.
 * `placeholders` names the values still to replace before launch (`npm run launch-check` lists them): replace
 * the value, then remove its name from the list.
 */
export const companySchema = z
  .object({
    name: text,
    shortName: text,
    /** Canonical origin of the deployed site, without a trailing slash. */
    url: z.url({ protocol: /^https$/ }).regex(/[^/]$/, "no trailing slash"),
    email: z.email(),
    /** Shown as written; dialled as `phoneHref`, made from its digits (so an editor changes one field). */
    phone: z
      .string()
      .regex(/^\+\d[\d ]{6,18}\d$/, "+ then the country code and number, digits and spaces only"),
    /** The WhatsApp Business number, digits only with the country code, for wa.me links. */
    whatsapp: z.string().regex(/^\d{8,15}$/, "digits only, with the country code"),
    whatsappDisplay: text,
    registration: z
      .object({
        /** Commercial registration (CR) number, 10 digits. */
        cr: z.string().regex(/^\d{10}$/, "10 digits"),
        /** Unified National Number of the establishment (since 2025, beside the CR), 10 digits beginning with 7. */
        unifiedNumber: z.string().regex(/^7\d{9}$/, "10 digits, beginning with 7"),
        /** VAT registration number, 15 digits starting and ending with 3. */
        vat: z.string().regex(/^3\d{13}3$/, "15 digits, starting and ending with 3"),
        /** National address short code (4 letters + 4 digits). */
        shortAddress: z.string().regex(/^[A-Z]{4}\d{4}$/, "4 capital letters and 4 digits"),
      })
      .strict(),
    address: z
      .object({ postalCode: z.string().regex(/^\d{5}$/), countryCode: z.string().length(2) })
      .strict(),
    foundingYear: z.number().int(),
    copyrightYear: z.number().int(),
    social: z.array(
      z
        .object({
          network: z.enum(["linkedin", "x", "facebook", "instagram"]),
          href: z.url({ protocol: /^https$/ }),
        })
        .strict(),
    ),
    placeholders: z.array(z.string()).default([]),
  })
  .strict()
  .transform((c) => ({ ...c, phoneHref: `tel:+${c.phone.replace(/\D/g, "")}` }));

/**
 * The company's words in one language (content/company.json, content/ar/company.json): the registered trade
 * name, the office address and the opening hours. `placeholders` names those still to replace before launch.
 */
export const companyWordsSchema = z
  .object({
    /** Registered trade name, as on the commercial registration. */
    legalName: text,
    address: z.object({ street: text, city: text, region: text, country: text }).strict(),
    hours: text,
    placeholders: z.array(z.enum(["legalName", "address"])).default([]),
  })
  .strict();

/** Parses `data` read from `file`; on a bad value, throws naming the file and the field. */
function parse<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map(
    (i) => `  ${i.path.map(String).join(".") || "(root)"}: ${i.message}`,
  );
  throw new Error(`${file} is not valid:\n${issues.join("\n")}`);
}

/**
 * An entry's data without its blank fields, the language groups' included: the CMS writes a field the editor
 * left empty (or emptied) as `""` or `null`, which means "not set" (lib/markdown.ts does the same for front matter).
 */
export function withoutBlankFields(data: unknown): unknown {
  if (!data || Object.getPrototypeOf(data) !== Object.prototype) return data;
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, v]) => v !== "" && v !== null)
      .map(([k, v]) => [k, withoutBlankFields(v)]),
  );
}

/** The project root: content/ is read from here (tests point CONTENT_ROOT at a copy). */
const root = () => process.env.CONTENT_ROOT ?? process.cwd();

/** A list's entry files, `content/<list>/<id>.json`, named by their path from the root (`base`). */
export function entryFiles(folder: string, base = root()): { id: string; file: string }[] {
  return readdirSync(join(base, folder))
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({ id: name.slice(0, -".json".length), file: `${folder}/${name}` }));
}

/** An entry file as written, unchecked: for the tools that only read a list (the launch check, the fixture's photos). */
export interface ListEntry {
  id: string;
  file: string;
  data: { order: number; en: Record<string, string>; ar: Record<string, string>; [field: string]: unknown };
}
/** The entries of `list` (content/<list>/) under `base`, in the list's order (then by id), unchecked. */
export function listEntries(base: string, list: string): ListEntry[] {
  return entryFiles(`content/${list}`, base)
    .map(({ id, file }) => ({ id, file, data: JSON.parse(readFileSync(join(base, file), "utf8")) }))
    .sort((a, b) => a.data.order - b.data.order || (a.id < b.id ? -1 : 1));
}

/**
 * One language's entries of a list, in its order (then by id): each entry's shared fields with that
 * language's words and its id (the file's name). Throws naming the file and the field of a bad value.
 */
export function readEntries<S extends z.ZodRawShape, W extends z.ZodRawShape>(
  list: EntryList<S, W>,
  locale: Locale,
): ({ id: string } & z.infer<z.ZodObject<S>> & z.infer<z.ZodObject<W>>)[] {
  const entries = entryFiles(list.folder).map(({ id, file }) => {
    if (!entryId.test(id))
      throw new Error(
        `${file}: the file's name is the entry's id: lowercase letters, digits and hyphens; rename it`,
      );
    const data = JSON.parse(readFileSync(join(root(), file), "utf8")) as unknown;
    const { en, ar, order, ...shared } = parse(list.entry, withoutBlankFields(data), file) as {
      en: object;
      ar: object;
      order: number;
    };
    return { order, entry: { id, ...shared, ...(locale === "en" ? en : ar) } };
  });
  entries.sort((a, b) => a.order - b.order || (a.entry.id < b.entry.id ? -1 : 1));
  return entries.map((e) => e.entry) as never;
}

/** The company's language-free details (content/data/company.json); each edition's site object adds its words. */
export const company = parse(companySchema, companyData, "content/data/company.json");

/** One edition's company words (`file` names it in errors). */
export const readCompanyWords = (data: unknown, file: string) => parse(companyWordsSchema, data, file);
