// The lists the company's staff change (team, testimonials, portfolio, clients) are plain JSON data that the
// CMS at /admin/ writes (docs/content-data.md, docs/editing.md): what no language changes in
// content/data/<list>.json, the words of each edition in content/<list>.json and content/ar/<list>.json. Each
// file is `{ "items": [...] }` (the CMS edits an object with a list, not a bare array or an object keyed by
// id); every item has an `id`, the base's order is the display order. The schemas below check every file at
// module load, so a bad value fails the build with the file and the field (named by the item's id); the
// merge is content/merge.ts's, as for the families.
// The company's language-free details (content/data/company.json) are checked here too (`companySchema`).
import { z } from "zod";
import clientsBase from "@/content/data/clients.json";
import companyData from "@/content/data/company.json";
import portfolioBase from "@/content/data/portfolio.json";
import teamBase from "@/content/data/team.json";
import testimonialsBase from "@/content/data/testimonials.json";
import { mergeList } from "@/content/merge";
import type { PortfolioCategoryId } from "@/content/types";

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "use lowercase letters, digits and hyphens");
const text = z.string().trim().min(1);
const image = (folder: string) =>
  z
    .string()
    .regex(
      new RegExp(`^/images/${folder}/[\\w.-]+\\.(svg|png|jpe?g|webp|avif)$`),
      `a file under /images/${folder}/`,
    );
const portfolioCategoryIds = [
  "web_design",
  "web_development",
  "app_design",
  "app_development",
  "itsolution",
] as const satisfies readonly PortfolioCategoryId[];

/** Each list: the schema of a base entry, its data (content/data/<list>.json) and the schema of one edition's words. */
export const teamList = {
  file: "content/data/team.json",
  data: teamBase as unknown,
  base: z.object({ id, image: image("team").optional() }).strict(),
  words: z
    .object({ id, name: text, role: text, description: text, imageAlt: z.string().optional() })
    .strict(),
};

export const testimonialsList = {
  file: "content/data/testimonials.json",
  data: testimonialsBase as unknown,
  base: z.object({ id, image: image("testimonials"), rating: z.number().int().min(1).max(5) }).strict(),
  words: z.object({ id, name: text, role: text, quote: text }).strict(),
};

export const clientsList = {
  file: "content/data/clients.json",
  data: clientsBase as unknown,
  base: z
    .object({
      id,
      image: image("clients"),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    })
    .strict(),
  words: z.object({ id, name: text }).strict(),
};

export const portfolioList = {
  file: "content/data/portfolio.json",
  data: portfolioBase as unknown,
  base: z
    .object({
      id: z.number().int().positive(),
      category_id: z.enum(portfolioCategoryIds),
      image: image("portfolio"),
      lg_image: image("portfolio"),
      // An external demo link, or "#" while none is public.
      url: z.union([z.literal("#"), z.url({ protocol: /^https?$/ })]),
    })
    .strict(),
  words: z
    .object({ id: z.number().int().positive(), title: text, description: text, imageAlt: text })
    .strict(),
};

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

/**
 * Where an issue is, for the error message: `items.<n>` becomes the item's id when it has one
 * (`items.1.role` → `social-media.role`), so the editor finds the entry the CMS lists under that id.
 */
function issuePath(path: readonly PropertyKey[], data: unknown): string {
  const parts = path.map(String);
  const items = (data as { items?: unknown } | null)?.items;
  if (parts[0] === "items" && parts.length > 1 && Array.isArray(items)) {
    const item = items[Number(parts[1])] as { id?: unknown } | undefined;
    const id = item?.id;
    if (typeof id === "string" || typeof id === "number") return [String(id), ...parts.slice(2)].join(".");
  }
  return parts.join(".") || "(root)";
}

/** Parses `data` read from `file`; on a bad value, throws naming the file and the field. */
function parse<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => `  ${issuePath(i.path, data)}: ${i.message}`);
  throw new Error(`${file} is not valid:\n${issues.join("\n")}`);
}

/** A list file's shape: `{ "items": [...] }`. */
const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) }).strict();

/** One edition's list: the list's base merged with that edition's `words` (read from `file`), in the base's order. */
export function readList<B extends { id: string | number }, W extends { id: string | number }>(
  list: { file: string; data: unknown; base: z.ZodType<B>; words: z.ZodType<W> },
  words: unknown,
  file: string,
): (B & W)[] {
  const items = parse(itemsOf(list.base), list.data, list.file).items;
  const ids = items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw new Error(`${list.file}: two entries share an id`);
  // Each words item carries the id of the base item it belongs to.
  const byId: Record<string, W> = {};
  for (const item of parse(itemsOf(list.words), words, file).items) {
    if (String(item.id) in byId) throw new Error(`${file}: two entries share the id ${item.id}`);
    byId[String(item.id)] = item;
  }
  return mergeList(items, byId, file);
}

/** The company's language-free details (content/data/company.json); each edition's site object adds its words. */
export const company = parse(companySchema, companyData, "content/data/company.json");

/** One edition's company words (`file` names it in errors). */
export const readCompanyWords = (data: unknown, file: string) => parse(companyWordsSchema, data, file);
