import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import assert from "node:assert/strict";
import { test } from "node:test";
import { assertPart } from "./support/assert-part";
import matter from "gray-matter";
import type { z } from "zod";
import { categoryIds } from "@/content/categories";
import { iconNames } from "@/content/icons";
import { clientsList, type EntryList, portfolioList, teamList, testimonialsList } from "@/content/lists";
import { portfolioCategories } from "@/content/portfolio";
import { categories as arCategories } from "@/content/ar/publishing";
import { categories as enCategories } from "@/content/publishing";
import { articleSchema, legalSchema, SLUG_PATTERN } from "@/content/schema";
import { cmsConfig, type CmsConfig, type CmsField, sources } from "@/lib/cms-config";
import { bothLanguages } from "@/lib/editor-messages";
import { TITLE_MAX_CHARACTERS } from "@/lib/share-card-measure";
import { ARTICLE_BLOCKS, LEGAL_BLOCKS } from "@/cms/editor-components.js";

// The CMS's configuration is cms/config.yml (the editors' words and the layout) filled in at build time from the
// build's schemas (lib/cms-config.ts: widgets, required, options). This test holds what that cannot: every field
// has words, every collection points at files that exist today (AstroWind's issue 533), the links between
// entries are chosen (relation widgets) and the rules Decap cannot express have their widget; e2e/cms.spec.ts
// then proves the real CMS lists every file.

/** The parts of a collection this test reads as strings or objects (the rest through assertPart and deepEqual). */
interface Collection {
  name: string;
  folder?: string;
  extension?: string;
  files?: { name: string; file: string; fields: CmsField[] }[];
  fields?: CmsField[];
  identifier_field?: string;
  editor?: { preview?: boolean };
  [key: string]: unknown;
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
const field = (fields: CmsField[], name: string) => fields.find((f) => f.name === name)!;
/** The lists: one entry (one file) per member, testimonial, project or logo. */
const lists = [
  ["team", teamList],
  ["testimonials", testimonialsList],
  ["portfolio", portfolioList],
  ["clients", clientsList],
] as const satisfies readonly (readonly [string, EntryList])[];

type Shape = Record<string, z.ZodType>;
/** name → required, from the CMS's fields (Decap's fields are required unless `required: false`). */
const cmsFields = (fields: CmsField[], ignore: string[] = []) =>
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
      assert.ok(files.length > 0, `${c.name}: no .${c.extension} file in ${c.folder}`);
      seen.push(c.folder);
    }
    for (const f of c.files ?? []) {
      assert.equal(existsSync(f.file), true, `${c.name}/${f.name}: ${f.file} does not exist`);
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
    assert.ok(seen.includes(must), must);
  // The company's files are the ones the build reads.
  assert.deepEqual(
    ["details", "en", "ar"].map((name) => file("company", name).file),
    ["content/data/company.json", "content/company.json", "content/ar/company.json"],
  );
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
  const compare = (fields: CmsField[], shape: Shape, where: string, extra?: string[]) => {
    assert.deepEqual(cmsFields(fields, extra), schemaFields(shape), where);
    for (const f of fields.filter((f) => f.widget === "object"))
      compare(f.fields!, shapeOf(shape[f.name]), `${where}.${f.name}`);
  };
  for (const [key, source] of Object.entries(sources)) {
    const shape = shapeOf(source.schema);
    for (const name of source.omit ?? []) delete shape[name];
    compare(fieldsOf(key), shape, key, source.extra);
  }
  // Every field has words: cms/config.yml labels it (a schema field it does not name shows its bare name).
  const unlabelled = (fields: CmsField[], where: string): string[] =>
    fields.flatMap((f) => [
      ...(f.label && f.label !== f.name ? [] : [`${where}.${f.name}`]),
      ...unlabelled(f.fields ?? [], `${where}.${f.name}`),
    ]);
  const all = config.collections.flatMap((c) => [
    ...unlabelled(c.fields ?? [], c.name),
    ...(c.files ?? []).flatMap((f) => unlabelled(f.fields, `${c.name}/${f.name}`)),
  ]);
  assert.deepEqual(all, [], "fields without a label in cms/config.yml");
  // The options are the schemas' (categories, icons): written nowhere else.
  for (const name of ["articles", "articles_ar"]) {
    // Shown by their names in the entry's language; the file keeps the id.
    const names = name === "articles" ? enCategories : arCategories;
    assert.deepEqual(
      field(collection(name).fields!, "category").options,
      categoryIds.map((value) => ({ label: names[value], value })),
    );
    assert.deepEqual(field(collection(name).fields!, "icon").options, [...iconNames]);
    // The body is rich text: the toolbar writes the Markdown, "+" the site's blocks (cms/editor-components.js;
    // articles: illustration, photo, company name), written back in the files' own form (cms-round-trip.test.mjs).
    assertPart(field(collection(name).fields!, "body"), {
      widget: "markdown",
      modes: ["rich_text"],
      editor_components: ARTICLE_BLOCKS,
    });
    assert.equal(collection(name).format, "mdx-in-order");
  }
  assert.equal(collection("articles").folder, "content/blogs");
  assert.equal(collection("articles_ar").folder, "content/ar/blogs");
  // The legal pages too: their fields are the front matter the build validates, and a rich-text body offering
  // facts, values and addresses.
  for (const f of collection("legal").files!) {
    assert.deepEqual(cmsFields(f.fields, ["body"]), schemaFields(legalSchema.shape as Shape), f.name);
    const body = { widget: "markdown", modes: ["rich_text"], editor_components: LEGAL_BLOCKS };
    assertPart(field(f.fields, "body"), body, f.name);
  }
  assert.equal(collection("legal").format, "mdx-in-order");
  // A field cms/config.yml names and no schema has fails the CMS's build.
  const extra = structuredClone(written);
  extra.collections.find((c) => c.name === "articles")!.fields!.push({ name: "subtitle", label: "Subtitle" });
  assert.throws(() => cmsConfig(extra), /articles has a field "subtitle" that its schema does not have/);
});

test("an Arabic article chooses its English twin, and its slug follows from it; the cover's description is required with a cover", () => {
  const fields = collection("articles_ar").fields!;
  assertPart(field(fields, "twin"), {
    widget: "relation",
    collection: "articles",
    value_field: "slug",
    required: false,
  });
  // The slug is the twin's (cms/admin.js `twin-slug`), with the same pattern as the English slug.
  assert.equal(field(fields, "slug").widget, "twin-slug");
  assert.deepEqual(field(fields, "slug").pattern, field(collection("articles").fields!, "slug").pattern);
  assert.ok(fields.findIndex((f) => f.name === "twin") < fields.findIndex((f) => f.name === "slug"));
  // The cover's description is required with a cover, as the build requires it.
  for (const name of ["articles", "articles_ar"]) {
    const coverAlt = field(collection(name).fields!, "coverAlt");
    assertPart(coverAlt, { widget: "required-with", with: "cover", required: false }, name);
  }
  // The rule the widget holds is the schema's: a cover without its description is refused.
  const article = { slug: "a", title: "A", category: categoryIds[0], date: "2026-01-01", excerpt: "E." };
  const withCover = (extra: object) =>
    articleSchema.safeParse({ ...article, cover: "/images/uploads/a.jpg", ...extra }).success;
  assert.deepEqual([withCover({}), withCover({ coverAlt: "A" })], [false, true]);
});

test("each list is one entry per file: both languages grouped, the Id from the file's name, images where the schema accepts them", () => {
  for (const [name, list] of lists) {
    const c = collection(name);
    assert.equal(c.folder, list.folder, name);
    assert.deepEqual([c.extension, c.editor?.preview], ["json", true], name);
    // Nobody types an Id: the file's name is made once from the English words (the slug).
    assert.ok(!c.fields!.map((f) => f.name).includes("id"), name);
    assert.match(c.identifier_field!, /^en\.\w+$/, name);
    assert.equal(c.slug, `{{${c.identifier_field}}}`, name);
    // Listed in the site's order; the order is a whole number per entry.
    assert.deepEqual(c.sortable_fields, [{ field: "order", label: "Order", default_sort: "asc" }], name);
    assertPart(field(c.fields!, "order"), { widget: "number", value_type: "int" }, name);
    // The two languages: two groups with the same fields, in the same order, labelled apart.
    const [en, ar] = [field(c.fields!, "en"), field(c.fields!, "ar")];
    assert.deepEqual(
      [en.widget, ar.widget, en.label, ar.label],
      ["object", "object", "English", "Arabic (العربية)"],
      name,
    );
    assert.deepEqual(ar.fields, en.fields, name);
    assert.equal(
      c.summary,
      `{{order}}. {{${c.identifier_field}}} · {{${c.identifier_field!.replace("en.", "ar.")}}}`,
      name,
    );
    // Uploaded images land in the folder the schema accepts (/images/<list>/).
    for (const f of c.fields!.filter((f) => f.widget === "image"))
      assert.deepEqual(
        [f.media_folder, f.public_folder],
        [`/public/images/${name}`, `/images/${name}`],
        `${name}.${f.name}`,
      );
  }
  // The portrait's description: required with a portrait (in both languages), as the build requires it.
  for (const group of ["en", "ar"])
    assertPart(field(field(collection("team").fields!, group).fields!, "imageAlt"), {
      widget: "required-with",
      with: "image",
      required: false,
    });
  // The portfolio's categories by their names; the file keeps the id.
  assert.deepEqual(
    field(collection("portfolio").fields!, "category_id").options,
    portfolioCategories.map((c) => ({ label: c.label, value: c.id })),
  );
});

test("dates are typed day/month/year with no time zone; data files keep their key order; the CMS page registers the widgets and format", () => {
  const dates = [
    ...["articles", "articles_ar"].flatMap((c) =>
      ["date", "updated"].map((d) => field(collection(c).fields!, d)),
    ),
    ...collection("legal").files!.map((f) => field(f.fields, "updated")),
  ];
  for (const date of dates) assertPart(date, { widget: "day" }, date.name);
  for (const name of ["team", "testimonials", "portfolio", "clients", "company"])
    assert.equal(collection(name).format, "json-in-order", name);
  // The widgets and the format the config names are registered by the CMS page's script.
  const admin = readFileSync("cms/admin.js", "utf8");
  for (const widget of ["required-with", "twin-slug"]) assert.ok(admin.includes(`"${widget}"`), widget);
  assert.ok(admin.includes('registerWidget(\n    "day"'));
  assert.ok(admin.includes('registerCustomFormat("json-in-order"'));
});

test("production signs in through the PHP host and publishes through pull requests; “Check for Preview” only when they get previews", () => {
  assertPart(config, {
    backend: { name: "github", auth_endpoint: "assets/phpscripts/cms-auth.php" },
    publish_mode: "editorial_workflow",
    local_backend: true,
    media_folder: "public/images/uploads",
    public_folder: "/images/uploads",
  });
  assert.equal(existsSync(join("public", "images")), true);
  assert.equal(
    (config as unknown as { show_preview_links: boolean }).show_preview_links,
    Boolean((written.backend as { preview_context?: string }).preview_context),
  );
  const withPreviews = structuredClone(written);
  (withPreviews.backend as Record<string, unknown>).preview_context = "deploy/preview";
  assert.equal(cmsConfig(withPreviews).show_preview_links, true);
  delete (withPreviews.backend as Record<string, unknown>).preview_context;
  assert.equal(cmsConfig(withPreviews).show_preview_links, false);
});

test("the content manager refuses what the build refuses, in the same words (English / Arabic)", () => {
  const of = (name: string, collections: string[]) =>
    config.collections
      .filter((c) => collections.includes(c.name))
      .flatMap((c) => [...(c.fields ?? []), ...(c.files ?? []).flatMap((f) => f.fields)])
      .filter((f) => f.name === name) as (CmsField & { pattern?: [string, string] })[];
  const titles = of("title", ["articles", "articles_ar", "legal"]);
  assert.equal(titles.length, 2 + 6);
  for (const t of titles) {
    assert.equal(t.pattern?.[1], bothLanguages("cmsTitle", { max: TITLE_MAX_CHARACTERS }));
    const re = new RegExp(t.pattern![0]);
    assert.equal(re.test("A".repeat(TITLE_MAX_CHARACTERS)), true);
    assert.equal(re.test("A".repeat(TITLE_MAX_CHARACTERS + 1)), false);
    assert.equal(re.test("A\u0000B"), false);
    assert.equal(re.test("عنوان المقال"), true);
  }
  const slugs = of("slug", ["articles", "articles_ar"]);
  assert.equal(slugs.length, 2);
  for (const s of slugs) {
    assert.equal(s.pattern?.[1], bothLanguages("slug"));
    assert.equal(new RegExp(s.pattern![0]).source, SLUG_PATTERN.source);
  }
});
