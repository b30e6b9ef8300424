// The lists the company's staff change (team, testimonials, portfolio, clients) are plain JSON data, ready
// for an editor's CMS to write (docs/content-data.md): what no language changes in content/data/<list>.json
// (an array: its order is the display order), the words of each edition in content/<list>.json and
// content/ar/<list>.json (objects keyed by the item's id). The schemas below check both at module load, so a
// bad value fails the build with the file and the field; the merge is content/merge.ts's, as for the families.
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
  words: z.object({ name: text, role: text, description: text, imageAlt: z.string().optional() }).strict(),
};

export const testimonialsList = {
  file: "content/data/testimonials.json",
  data: testimonialsBase as unknown,
  base: z.object({ id, image: image("testimonials"), rating: z.number().int().min(1).max(5) }).strict(),
  words: z.object({ name: text, role: text, quote: text }).strict(),
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
  words: z.object({ name: text }).strict(),
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
  words: z.object({ title: text, description: text, imageAlt: text }).strict(),
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
    /** Shown as written, dialled as `phoneHref`. */
    phone: text,
    phoneHref: z.string().regex(/^tel:\+\d+$/, "tel:+<digits>"),
    /** The WhatsApp Business number, digits only with the country code, for wa.me links. */
    whatsapp: z.string().regex(/^\d{8,15}$/, "digits only, with the country code"),
    whatsappDisplay: text,
    registration: z
      .object({
        /** Commercial registration (CR) number, 10 digits. */
        cr: z.string().regex(/^\d{10}$/, "10 digits"),
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
    placeholders: z.array(z.string()),
  })
  .strict();

/** Parses `data` read from `file`; on a bad value, throws naming the file and the field. */
function parse<T>(schema: z.ZodType<T>, data: unknown, file: string): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => `  ${i.path.join(".") || "(root)"}: ${i.message}`);
  throw new Error(`${file} is not valid:\n${issues.join("\n")}`);
}

/** One edition's list: the list's base merged with that edition's `words` (read from `file`), in the base's order. */
export function readList<B extends { id: string | number }, W extends object>(
  list: { file: string; data: unknown; base: z.ZodType<B>; words: z.ZodType<W> },
  words: unknown,
  file: string,
): (B & W)[] {
  const items = parse(z.array(list.base), list.data, list.file);
  const ids = items.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw new Error(`${list.file}: two entries share an id`);
  return mergeList(items, parse(z.record(z.string(), list.words), words, file), file);
}

/** The company's language-free details (content/data/company.json); each edition's site object adds its words. */
export const company = parse(companySchema, companyData, "content/data/company.json");
