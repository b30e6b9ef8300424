import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import matter from "gray-matter";
import type { z } from "zod";
import { categoryIds } from "@/content/categories";
import { iconNames } from "@/content/icons";
import {
  clientsList,
  companySchema,
  companyWordsSchema,
  portfolioList,
  teamList,
  testimonialsList,
} from "@/content/lists";
import { articleSchema, legalSchema } from "@/content/schema";

// The CMS's fields (cms/config.yml) and the build's schemas (content/schema.ts, content/lists.ts) describe the
// same files: this test keeps them in step (docs/decisions/cms.md). A field added to one and not the other, a
// required field the CMS lets an editor leave blank, or a collection pointing at a folder the files have left
// (AstroWind's issue 533) fails here; e2e/cms.spec.ts then proves the real CMS lists every file.

interface Field {
  name: string;
  widget?: string;
  required?: boolean;
  options?: string[];
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
const config = matter(`---\n${readFileSync("cms/config.yml", "utf8")}\n---\n`).data as {
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

test("the article fields are the front matter the build validates", () => {
  const shape = articleSchema.shape as Shape;
  for (const name of ["articles", "articles_ar"]) {
    const fields = collection(name).fields!;
    expect(cmsFields(fields, ["body"]), name).toEqual(schemaFields(shape));
    expect(field(fields, "category").options).toEqual([...categoryIds]);
    expect(field(fields, "icon").options).toEqual([...iconNames]);
    expect(field(fields, "cover").widget).toBe("image");
    // The body is edited as raw Markdown so the MDX components (<Figure … />, <CompanyName />) are kept.
    expect(field(fields, "body")).toMatchObject({ widget: "markdown", modes: ["raw"] });
  }
  expect(collection("articles").folder).toBe("content/blogs");
  expect(collection("articles_ar").folder).toBe("content/ar/blogs");
});

test("the legal page fields are the front matter the build validates", () => {
  for (const f of collection("legal").files!)
    expect(cmsFields(f.fields, ["body"]), f.name).toEqual(schemaFields(legalSchema.shape as Shape));
});

test("each list's fields are its base and words schemas", () => {
  for (const [name, list] of [
    ["team", teamList],
    ["testimonials", testimonialsList],
    ["portfolio", portfolioList],
    ["clients", clientsList],
  ] as const) {
    expect(file(name, "base").file).toBe(list.file);
    expect(cmsFields(items(name, "base")), `${name} base`).toEqual(schemaFields(list.base.shape as Shape));
    for (const edition of ["en", "ar"])
      expect(cmsFields(items(name, edition)), `${name} ${edition}`).toEqual(
        schemaFields(list.words.shape as Shape),
      );
    // Uploaded images land in the folder the schema accepts (/images/<list>/).
    for (const f of items(name, "base").filter((f) => f.widget === "image"))
      expect([f.media_folder, f.public_folder]).toEqual([`/public/images/${name}`, `/images/${name}`]);
  }
  expect(field(items("portfolio", "base"), "category_id").options).toEqual(
    portfolioList.base.shape.category_id.options,
  );
});

test("the company's fields are content/data/company.json's schema", () => {
  const shape = companySchema.in.shape as Shape;
  const fields = file("company", "details").fields;
  expect(cmsFields(fields)).toEqual(schemaFields(shape));
  for (const name of ["registration", "address"]) {
    const inner = (shape[name] as unknown as { shape: Shape }).shape;
    expect(cmsFields(field(fields, name).fields!), name).toEqual(schemaFields(inner));
  }
  const social = (companySchema.in.shape.social.element as unknown as { shape: Shape }).shape;
  expect(cmsFields(field(fields, "social").fields!)).toEqual(schemaFields(social));
});

test("the company's words are content/company.json's schema, in both editions", () => {
  const shape = companyWordsSchema.shape as Shape;
  for (const [edition, path] of [
    ["en", "content/company.json"],
    ["ar", "content/ar/company.json"],
  ] as const) {
    const { fields, file: written } = file("company", edition);
    expect(written).toBe(path);
    expect(cmsFields(fields), edition).toEqual(schemaFields(shape));
    const address = (shape.address as unknown as { shape: Shape }).shape;
    expect(cmsFields(field(fields, "address").fields!), `${edition} address`).toEqual(schemaFields(address));
    expect(field(fields, "placeholders").options).toEqual(
      companyWordsSchema.shape.placeholders.unwrap().element.options,
    );
  }
});

test("production signs in through the PHP host and publishes through pull requests", () => {
  expect(config.backend.name).toBe("github");
  expect(config.backend.auth_endpoint).toBe("assets/phpscripts/cms-auth.php");
  expect(config.publish_mode).toBe("editorial_workflow");
  expect(config.local_backend).toBe(true);
  expect([config.media_folder, config.public_folder]).toEqual(["public/images/uploads", "/images/uploads"]);
  expect(existsSync(join("public", "images"))).toBe(true);
});
