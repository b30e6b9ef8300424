// The content manager's configuration (/admin/config.yml), made at build time from two sources, so each fact is
// written once (docs/decisions/cms.md):
//  - cms/config.yml holds the editors' words and the layout: collections, files, labels, hints, the order of
//    the fields, and the widgets no schema can name (text or string, image, date, relation, Markdown);
//  - the zod schemas the build validates the files with (content/schema.ts, content/lists.ts) give each field
//    its type (the widget when the YAML names none), whether it is required, its options (categories, icons)
//    and its number limits.
// A field added to a schema appears in the CMS (labelled by its name until cms/config.yml gives it words); a
// field in cms/config.yml that no schema has fails here. scripts/build/build-admin.mjs writes the result.
import { z } from "zod";
import {
  clientsList,
  companySchema,
  companyWordsSchema,
  portfolioList,
  teamList,
  testimonialsList,
} from "@/content/lists";
import { categories as arCategories } from "@/content/ar/publishing";
import { portfolioCategories } from "@/content/portfolio";
import { categories as enCategories } from "@/content/publishing";
import { articleSchema, legalSchema } from "@/content/schema";

/** A Decap field as cms/config.yml writes it (the keys read here; any other key is passed on). */
export interface CmsField {
  name: string;
  label?: string;
  widget?: string;
  required?: boolean;
  options?: unknown[];
  multiple?: boolean;
  value_type?: string;
  min?: number;
  max?: number;
  fields?: CmsField[];
  [key: string]: unknown;
}
interface CmsFile {
  name: string;
  fields: CmsField[];
  [key: string]: unknown;
}
interface CmsCollection {
  name: string;
  fields?: CmsField[];
  files?: CmsFile[];
  [key: string]: unknown;
}
export interface CmsConfig {
  collections: CmsCollection[];
  [key: string]: unknown;
}

/** The schema of each collection ("name") or file ("collection/file") of the CMS, and its fields no schema has. */
interface Source {
  schema: z.ZodType;
  /** Schema fields this collection leaves out (an English article names no twin). */
  omit?: string[];
  /** CMS fields that are not front matter (the Markdown body). */
  extra?: string[];
  /** A select's options shown by their names in the entry's language (the file keeps the id). */
  optionLabels?: Record<string, Readonly<Record<string, string>>>;
}
export const sources: Record<string, Source> = {
  articles: {
    schema: articleSchema,
    omit: ["twin"],
    extra: ["body"],
    optionLabels: { category: enCategories },
  },
  articles_ar: { schema: articleSchema, extra: ["body"], optionLabels: { category: arCategories } },
  ...Object.fromEntries(
    ["privacy_en", "privacy_ar", "terms_en", "terms_ar", "accessibility_en", "accessibility_ar"].map((f) => [
      `legal/${f}`,
      { schema: legalSchema, extra: ["body"] },
    ]),
  ),
  // One entry per file (content/<list>/<id>.json): its order, what no language changes, then "en" and "ar".
  team: { schema: teamList.entry },
  testimonials: { schema: testimonialsList.entry },
  portfolio: {
    schema: portfolioList.entry,
    optionLabels: { category_id: Object.fromEntries(portfolioCategories.map((c) => [c.id, c.label])) },
  },
  clients: { schema: clientsList.entry },
  "company/details": { schema: companySchema },
  "company/en": { schema: companyWordsSchema },
  "company/ar": { schema: companyWordsSchema },
};

/** The part of JSON Schema that z.toJSONSchema writes for these schemas and that a CMS field needs. */
interface Json {
  type?: string;
  enum?: unknown[];
  items?: Json;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
}

/** A schema without its optional/default/transform wrappers: what a value is made of. */
function core(schema: z.ZodType): z.ZodType {
  let s = schema as z.ZodType & { def: { innerType?: z.ZodType; in?: z.ZodType } };
  while (["optional", "default", "prefault", "nullable", "pipe"].includes(s.def.type))
    s = (s.def.innerType ?? s.def.in) as typeof s;
  return s;
}
const shapeOf = (schema: z.ZodType) => (core(schema) as z.ZodObject).shape as Record<string, z.ZodType>;

/** The fields of an object schema filled in from it; `where` names the place in errors. */
function fill(fields: CmsField[], schema: z.ZodType, where: string, source?: Source): CmsField[] {
  const shape = Object.fromEntries(
    Object.entries(shapeOf(schema)).filter(([name]) => !source?.omit?.includes(name)),
  );
  for (const f of fields)
    if (!(f.name in shape) && !source?.extra?.includes(f.name))
      throw new Error(`cms/config.yml: ${where} has a field "${f.name}" that its schema does not have`);
  // A schema field cms/config.yml does not name yet: shown, labelled by its name, until it is given words.
  const missing = Object.keys(shape)
    .filter((name) => !fields.some((f) => f.name === name))
    .map((name) => ({ name, label: name }));
  return [...fields, ...missing].map((f) => {
    const sub = shape[f.name];
    if (!sub) return f;
    const out = fillField(f, sub, `${where}.${f.name}`);
    const labels = source?.optionLabels?.[f.name];
    if (labels && out.options)
      out.options = out.options.map((value) => ({ label: labels[String(value)] ?? String(value), value }));
    return out;
  });
}

/** One field: its widget (when cms/config.yml names none), required, options and limits from its schema. */
function fillField(f: CmsField, schema: z.ZodType, where: string): CmsField {
  // Required unless the schema takes no value (optional, or a default); Decap's fields are required unless told.
  const out: CmsField = { ...f, required: f.required ?? !schema.safeParse(undefined).success };
  const set = <K extends keyof CmsField>(key: K, value: CmsField[K]) => {
    if (out[key] === undefined && value !== undefined) out[key] = value;
  };
  const json = z.toJSONSchema(core(schema), { io: "input", unrepresentable: "any" }) as unknown as Json;
  if (json.enum) {
    set("widget", "select");
    set("options", json.enum);
  } else if (json.type === "integer" || json.type === "number") {
    set("widget", "number");
    set("value_type", json.type === "integer" ? "int" : "float");
    const min = json.minimum ?? (json.exclusiveMinimum !== undefined ? json.exclusiveMinimum + 1 : undefined);
    if (out.widget === "number") {
      set("min", min);
      if (json.maximum !== undefined && json.maximum < Number.MAX_SAFE_INTEGER) set("max", json.maximum);
    }
  } else if (json.type === "boolean") set("widget", "boolean");
  else if (json.type === "object") {
    set("widget", "object");
    out.fields = fill(f.fields ?? [], schema, where);
  } else if (json.type === "array") {
    const item = json.items ?? {};
    if (item.enum) {
      set("widget", "select");
      set("multiple", true);
      set("options", item.enum);
    } else if (item.type === "object") {
      set("widget", "list");
      out.fields = fill(f.fields ?? [], (core(schema) as z.ZodArray<z.ZodType>).element, where);
    } else set("widget", "list");
  } else set("widget", "string");
  return out;
}

/** cms/config.yml (parsed) with every schema-backed collection and file filled in from its schema. */
export function cmsConfig(config: CmsConfig): CmsConfig {
  const seen = new Set<string>();
  const collections = config.collections.map((c) => {
    const source = sources[c.name];
    if (source && c.fields) {
      seen.add(c.name);
      return { ...c, fields: fill(c.fields, source.schema, c.name, source) };
    }
    if (!c.files) return c;
    const files = c.files.map((file) => {
      const key = `${c.name}/${file.name}`;
      const fileSource = sources[key];
      if (!fileSource) return file;
      seen.add(key);
      return { ...file, fields: fill(file.fields, fileSource.schema, key, fileSource) };
    });
    return { ...c, files };
  });
  // "Check for Preview" only where the pull requests get a preview (the backend's preview_context, set with
  // the preview deployments); elsewhere the button would do nothing.
  const backend = config.backend as { preview_context?: string } | undefined;
  const show_preview_links = Boolean(backend?.preview_context);
  const unused = Object.keys(sources).filter((k) => !seen.has(k));
  if (unused.length) throw new Error(`cms/config.yml: no collection or file for ${unused.join(", ")}`);
  return { ...config, show_preview_links, collections };
}
