import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import matter from "gray-matter";
import type { z } from "zod";
import { categoryIds } from "@/content/categories";
import { iconNames } from "@/content/icons";
import { clientsList, portfolioList, teamList, testimonialsList } from "@/content/lists";
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
}

// gray-matter parses YAML with js-yaml, which (like Decap's parser) understands the anchors and `<<` merges.
const written = matter(`---\n${readFileSync("cms/config.yml", "utf8")}\n---\n`).data as CmsConfig;
/** The configuration the CMS reads (scripts/build-admin.mjs writes the same into /admin/config.yml). */
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
/** The fields of a list widget's items (`items`, the one key of a list file). */
const items = (c: string, name: string) => field(file(c, name).fields, "items").fields!;

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
    ...["team", "testimonials", "portfolio", "clients"].flatMap((l) => [
      `content/data/${l}.json`,
      `content/${l}.json`,
      `content/ar/${l}.json`,
    ]),
  ])
    expect(seen).toContain(must);
});

test("every field is its schema's field, required as the schema requires it, in the editors' words", () => {
  const fieldsOf = (key: string) => {
    const [c, f] = key.split("/");
    return f ? file(c!, f).fields : collection(c!).fields!;
  };
  for (const [key, source] of Object.entries(sources)) {
    // companySchema adds phoneHref after parsing (a transform): its fields are those of its input.
    const schema = source.schema as unknown as { shape?: Shape; in?: { shape: Shape } };
    const shape = { ...(schema.shape ?? schema.in!.shape) };
    for (const name of source.omit ?? []) delete shape[name];
    const fields = fieldsOf(key);
    const top = key.endsWith("/base") || (/\/(en|ar)$/.test(key) && !key.startsWith("company"));
    if (top) {
      // A list file: `items`, each item the list's base or words schema.
      const item = (shape.items as unknown as { element: { shape: Shape } }).element.shape;
      expect(cmsFields(field(fields, "items").fields!), key).toEqual(schemaFields(item));
    } else expect(cmsFields(fields, source.extra), key).toEqual(schemaFields(shape));
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

test("each list's words choose their entry from its base; its images land where the schema accepts them", () => {
  for (const [name, list] of [
    ["team", teamList],
    ["testimonials", testimonialsList],
    ["portfolio", portfolioList],
    ["clients", clientsList],
  ] as const) {
    expect(file(name, "base").file).toBe(list.file);
    // The words pick their entry's id from the base's entries: a typo cannot be saved.
    for (const edition of ["en", "ar"])
      expect(field(items(name, edition), "id"), `${name} ${edition} id`).toMatchObject({
        widget: "relation",
        collection: name,
        file: "base",
        value_field: "items.*.id",
        search_fields: ["items.*.id"],
      });
    // Uploaded images land in the folder the schema accepts (/images/<list>/).
    for (const f of items(name, "base").filter((f) => f.widget === "image"))
      expect([f.media_folder, f.public_folder]).toEqual([`/public/images/${name}`, `/images/${name}`]);
  }
  expect(field(items("portfolio", "base"), "category_id").options).toEqual(
    portfolioList.base.shape.category_id.options,
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
