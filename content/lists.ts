// The lists the company's staff change (team, testimonials, portfolio, clients) are plain JSON data, ready
// for an editor's CMS to write (docs/content-data.md): what no language changes in content/data/<list>.json
// (an array: its order is the display order), the words of each edition in content/<list>.json and
// content/ar/<list>.json (objects keyed by the item's id). The schemas below check both at module load, so a
// bad value fails the build with the file and the field; the merge is content/merge.ts's, as for the families.
import { z } from "zod";
import clientsBase from "@/content/data/clients.json";
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
