import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import matter from "gray-matter";
import type { z } from "zod";
import { categoryIds } from "@/content/categories";
import { iconNames } from "@/content/icons";
import { clientsList, type EntryList, portfolioList, teamList, testimonialsList } from "@/content/lists";
import { portfolioCategories } from "@/content/portfolio";
import { categories as arCategories } from "@/content/ar/publishing";
import { categories as enCategories } from "@/content/publishing";
import { articleSchema, legalSchema } from "@/content/schema";
import { cmsConfig, type CmsConfig, sources } from "@/lib/cms-config";

// The CMS's configuration is cms/config.yml (the editors' words and the layout) filled in at build time from the
// build's schemas (lib/cms-config.ts: widgets, required, options). This test holds what that cannot: every field
// has words, every collection points at files that exist today (AstroWind's issue 533), the links between
// entries are chosen (relation widgets) and the rules Decap cannot express have their widget; e2e/cms.spec.ts
// then proves the real CMS lists every file.

interface Field {
  name: string;
  widget?: string;
  required?: boolean;
  options?: string[];
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  with?: string;
  label?: string;
  pattern?: string[];
  fields?: Field[];
  media_folder?: string;
  public_folder?: string;
}
interface FileEntry {
  name: string;
  file: string;
  fields: Field[];
}
interface Collection {
  name: string;
  folder?: string;
  extension?: string;
  files?: FileEntry[];
  fields?: Field[];
  identifier_field?: string;
  slug?: string;
  summary?: string;
  sortable_fields?: unknown[];
  editor?: { preview?: boolean };
}

// gray-matter parses YAML with js-yaml, which (like Decap's parser) understands the anchors and `<<` merges.
const written = matter(`---\n${readFileSync("cms/config.yml", "utf8")}\n---\n`).data as CmsConfig;
/** The configuration the CMS reads (scripts/build/build-admin.mjs writes the same into /admin/config.json). */
const config = cmsConfig(written) as unknown as {
  media_folder: string;
  public_folder: string;
  local_backend: boolean;
  publish_mode: string;
  backend: { name: string; auth_endpoint: string };
  collections: Collection[];
};
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const file = (c: string, name: string) => collection(c).files!.find((f) => f.name === name)!;
const field = (fields: Field[], name: string) => fields.find((f) => f.name === name)!;
/** The lists: one entry (one file) per member, testimonial, project or logo. */
const lists = [
  ["team", teamList],
  ["testimonials", testimonialsList],
  ["portfolio", portfolioList],
  ["clients", clientsList],
] as const satisfies readonly (readonly [string, EntryList])[];

type Shape = Record<string, z.ZodType>;
/** name → required, from the CMS's fields (Decap's fields are required unless `required: false`). */
const cmsFields = (fields: Field[], ignore: string[] = []) =>
  Object.fromEntries(
    fields.filter((f) => !ignore.includes(f.name)).map((f) => [f.name, f.required !== false]),
  );
/** name → required, from a zod object's shape (optional and defaulted fields may be left out). */
const schemaFields = (shape: Shape) =>
  Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, !s.safeParse(undefined).success]));

test("every collection points at files that exist today", () => {
  const seen: string[] = [];
  for (const c of config.collections) {
    if (c.folder) {
      const files = readdirSync(c.folder).filter((f) => f.endsWith(`.${c.extension}`));
      expect(files.length, `${c.name}: no .${c.extension} file in ${c.folder}`).toBeGreaterThan(0);
      seen.push(c.folder);
    }
    for (const f of c.files ?? []) {
      expect(existsSync(f.file), `${c.name}/${f.name}: ${f.file} does not exist`).toBe(true);
      seen.push(f.file);
    }
  }
  // Every editor-owned file of content/ is in the CMS: the articles, the legal pages, the lists, the company.
  for (const must of [
    "content/blogs",
    "content/ar/blogs",
    "content/pages/privacy-policy.mdx",
    "content/ar/pages/terms-conditions.mdx",
    "content/pages/accessibility.mdx",
    "content/ar/pages/accessibility.mdx",
    "content/data/company.json",
    "content/company.json",
    "content/ar/company.json",
    ...lists.map(([, list]) => list.folder),
  ])
    expect(seen).toContain(must);
});

test("every field is its schema's field, required as the schema requires it, in the editors' words", () => {
  const fieldsOf = (key: string) => {
    const [c, f] = key.split("/");
    return f ? file(c!, f).fields : collection(c!).fields!;
  };
  // companySchema adds phoneHref after parsing (a transform): its fields are those of its input.
  const shapeOf = (schema: unknown) => {
    const s = schema as { shape?: Shape; in?: { shape: Shape } };
    return { ...(s.shape ?? s.in!.shape) };
  };
  /** The fields against the schema's, and each group of fields (a list's languages) against its own. */
  const compare = (fields: Field[], shape: Shape, where: string, extra?: string[]) => {
    expect(cmsFields(fields, extra), where).toEqual(schemaFields(shape));
    for (const f of fields.filter((f) => f.widget === "object"))
      compare(f.fields!, shapeOf(shape[f.name]), `${where}.${f.name}`);
  };
  for (const [key, source] of Object.entries(sources)) {
    const shape = shapeOf(source.schema);
    for (const name of source.omit ?? []) delete shape[name];
    compare(fieldsOf(key), shape, key, source.extra);
  }
  // Every field has words: cms/config.yml labels it (a schema field it does not name shows its bare name).
  const unlabelled = (fields: Field[], where: string): string[] =>
    fields.flatMap((f) => [
      ...((f as { label?: string }).label && (f as { label?: string }).label !== f.name
        ? []
        : [`${where}.${f.name}`]),
      ...unlabelled(f.fields ?? [], `${where}.${f.name}`),
    ]);
  const all = config.collections.flatMap((c) => [
    ...unlabelled(c.fields ?? [], c.name),
    ...(c.files ?? []).flatMap((f) => unlabelled(f.fields, `${c.name}/${f.name}`)),
  ]);
  expect(all, "fields without a label in cms/config.yml").toEqual([]);
  // The options are the schemas' (categories, icons): written nowhere else.
  for (const name of ["articles", "articles_ar"]) {
    // Shown by their names in the entry's language; the file keeps the id.
    const names = name === "articles" ? enCategories : arCategories;
    expect(field(collection(name).fields!, "category").options).toEqual(
      categoryIds.map((value) => ({ label: names[value], value })),
    );
    expect(field(collection(name).fields!, "icon").options).toEqual([...iconNames]);
    // The body is rich text: the toolbar writes the Markdown, "+" the site's blocks (cms/editor-components.js),
    // written back in the files' own form (tests/unit/cms-round-trip.test.mjs checks the blocks offered).
    expect(field(collection(name).fields!, "body")).toMatchObject({
      widget: "markdown",
      modes: ["rich_text"],
    });
    expect((collection(name) as { format?: string }).format).toBe("mdx-in-order");
  }
  expect(collection("articles").folder).toBe("content/blogs");
  expect(collection("articles_ar").folder).toBe("content/ar/blogs");
});

test("a field cms/config.yml names and no schema has fails the CMS's build", () => {
  const extra = structuredClone(written);
  extra.collections.find((c) => c.name === "articles")!.fields!.push({ name: "subtitle", label: "Subtitle" });
  expect(() => cmsConfig(extra)).toThrow(/articles has a field "subtitle" that its schema does not have/);
});

test("an Arabic article chooses its English twin, and its slug follows from it", () => {
  const fields = collection("articles_ar").fields!;
  expect(field(fields, "twin")).toMatchObject({
    widget: "relation",
    collection: "articles",
    value_field: "slug",
    required: false,
  });
  // The slug is the twin's (cms/admin.js `twin-slug`), with the same pattern as the English slug.
  expect(field(fields, "slug").widget).toBe("twin-slug");
  expect(field(fields, "slug")).toMatchObject({
    pattern: field(collection("articles").fields!, "slug").pattern,
  });
  expect(fields.findIndex((f) => f.name === "twin")).toBeLessThan(fields.findIndex((f) => f.name === "slug"));
});

test("the cover's description is required with a cover, as the build requires it", () => {
  for (const name of ["articles", "articles_ar"]) {
    const coverAlt = field(collection(name).fields!, "coverAlt");
    expect(coverAlt, name).toMatchObject({ widget: "required-with", with: "cover", required: false });
  }
  // The rule the widget holds is the schema's: a cover without its description is refused.
  const article = { slug: "a", title: "A", category: categoryIds[0], date: "2026-01-01", excerpt: "E." };
  expect(articleSchema.safeParse({ ...article, cover: "/images/uploads/a.jpg" }).success).toBe(false);
  expect(articleSchema.safeParse({ ...article, cover: "/images/uploads/a.jpg", coverAlt: "A" }).success).toBe(
    true,
  );
  // The widgets the config names are registered by the CMS page's script.
  const admin = readFileSync("cms/admin.js", "utf8");
  for (const widget of ["required-with", "twin-slug"]) expect(admin).toContain(`"${widget}"`);
});

test("the legal page fields are the front matter the build validates", () => {
  for (const f of collection("legal").files!) {
    expect(cmsFields(f.fields, ["body"]), f.name).toEqual(schemaFields(legalSchema.shape as Shape));
    expect(field(f.fields, "body"), f.name).toMatchObject({ widget: "markdown", modes: ["rich_text"] });
  }
  expect((collection("legal") as { format?: string }).format).toBe("mdx-in-order");
});

test("each list is one entry per file: both languages grouped, the Id from the file's name, images where the schema accepts them", () => {
  for (const [name, list] of lists) {
    const c = collection(name);
    expect(c.folder, name).toBe(list.folder);
    expect([c.extension, c.editor?.preview], name).toEqual(["json", true]);
    // Nobody types an Id: the file's name is made once from the English words (the slug).
    expect(
      c.fields!.map((f) => f.name),
      name,
    ).not.toContain("id");
    expect(c.identifier_field, name).toMatch(/^en\.\w+$/);
    expect(c.slug, name).toBe(`{{${c.identifier_field}}}`);
    // Listed in the site's order; the order is a whole number per entry.
    expect(c.sortable_fields, name).toEqual([{ field: "order", label: "Order", default_sort: "asc" }]);
    expect(field(c.fields!, "order"), name).toMatchObject({ widget: "number", value_type: "int" });
    // The two languages: two groups with the same fields, in the same order, labelled apart.
    const [en, ar] = [field(c.fields!, "en"), field(c.fields!, "ar")];
    expect([en.widget, ar.widget, en.label, ar.label], name).toEqual([
      "object",
      "object",
      "English",
      "Arabic (العربية)",
    ]);
    expect(ar.fields, name).toEqual(en.fields);
    expect(c.summary, name).toBe(
      `{{order}}. {{${c.identifier_field}}} · {{${c.identifier_field!.replace("en.", "ar.")}}}`,
    );
    // Uploaded images land in the folder the schema accepts (/images/<list>/).
    for (const f of c.fields!.filter((f) => f.widget === "image"))
      expect([f.media_folder, f.public_folder], `${name}.${f.name}`).toEqual([
        `/public/images/${name}`,
        `/images/${name}`,
      ]);
  }
  // The portrait's description: required with a portrait (in both languages), as the build requires it.
  for (const group of ["en", "ar"])
    expect(field(field(collection("team").fields!, group).fields!, "imageAlt")).toMatchObject({
      widget: "required-with",
      with: "image",
      required: false,
    });
  // The portfolio's categories by their names; the file keeps the id.
  expect(field(collection("portfolio").fields!, "category_id").options).toEqual(
    portfolioCategories.map((c) => ({ label: c.label, value: c.id })),
  );
});

test("the company's files are the ones the build reads", () => {
  expect(file("company", "details").file).toBe("content/data/company.json");
  expect(file("company", "en").file).toBe("content/company.json");
  expect(file("company", "ar").file).toBe("content/ar/company.json");
});

test("dates are typed day/month/year with no time zone; data files keep their key order", () => {
  const dates = [
    ...["articles", "articles_ar"].flatMap((c) =>
      ["date", "updated"].map((d) => field(collection(c).fields!, d)),
    ),
    ...collection("legal").files!.map((f) => field(f.fields, "updated")),
  ];
  for (const date of dates) expect(date, date.name).toMatchObject({ widget: "day" });
  for (const name of ["team", "testimonials", "portfolio", "clients", "company"])
    expect((collection(name) as { format?: string }).format, name).toBe("json-in-order");
  const admin = readFileSync("cms/admin.js", "utf8");
  expect(admin).toContain('registerWidget(\n    "day"');
  expect(admin).toContain('registerCustomFormat("json-in-order"');
});

test("“Check for Preview” only when the pull requests get previews", () => {
  expect((config as unknown as { show_preview_links: boolean }).show_preview_links).toBe(
    Boolean((written.backend as { preview_context?: string }).preview_context),
  );
  const withPreviews = structuredClone(written);
  (withPreviews.backend as Record<string, unknown>).preview_context = "deploy/preview";
  expect(cmsConfig(withPreviews).show_preview_links).toBe(true);
  delete (withPreviews.backend as Record<string, unknown>).preview_context;
  expect(cmsConfig(withPreviews).show_preview_links).toBe(false);
});

test("production signs in through the PHP host and publishes through pull requests", () => {
  expect(config.backend.name).toBe("github");
  expect(config.backend.auth_endpoint).toBe("assets/phpscripts/cms-auth.php");
  expect(config.publish_mode).toBe("editorial_workflow");
  expect(config.local_backend).toBe(true);
  expect([config.media_folder, config.public_folder]).toEqual(["public/images/uploads", "/images/uploads"]);
  expect(existsSync(join("public", "images"))).toBe(true);
});
