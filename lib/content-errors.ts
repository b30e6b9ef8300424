// Content mistakes in the editor's words (issue 41): every file the content manager writes, checked against the
// build's schemas, each mistake reported as the CMS shows it: collection or file label → entry (its title or
// name) → field label: what is wrong and what to do, then the file and field for the developer. Run before
// `next build` by scripts/validate-content.mjs, so an editor's mistake never surfaces as a stack trace.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import type { z } from "zod";
import { cmsConfig, type CmsConfig, type CmsField, sources } from "@/lib/cms-config";
import { withoutBlanks } from "@/lib/markdown";

/** One mistake: the editor's line, and where it is in the files. */
export interface ContentProblem {
  line: string;
  file: string;
  field: string;
}

const labelOf = (fields: CmsField[] | undefined, path: readonly PropertyKey[]): string => {
  const labels: string[] = [];
  let current = fields;
  for (const part of path) {
    if (typeof part === "number") continue;
    const f = current?.find((x) => x.name === part);
    labels.push(String(f?.label ?? String(part)));
    current = f?.fields;
  }
  return labels.join(" → ") || "(the whole entry)";
};

/** A data file's field label: a list's items are named by the item's own field (`items.3.id` → Id). */
const fileLabelOf = (fields: CmsField[] | undefined, path: readonly PropertyKey[]): string =>
  path[0] === "items" && path.length > 2
    ? labelOf(fields?.find((x) => x.name === "items")?.fields, path.slice(2))
    : labelOf(fields, path);

/** The CMS's name of a list item: its words' name or title, else its id. */
const itemName = (item: unknown): string => {
  const i = (item ?? {}) as Record<string, unknown>;
  return String(i.name ?? i.title ?? i.id ?? "(new entry)");
};

/** Every content mistake in the project at `root`, given cms/config.yml's text. */
export function contentProblems(root: string, configText: string): ContentProblem[] {
  const config = cmsConfig(matter(`---\n${configText}\n---\n`).data as CmsConfig);
  const problems: ContentProblem[] = [];
  const add = (where: string, entry: string, field: string, message: string, file: string, path: string) =>
    problems.push({ line: `${where} → "${entry}" → ${field}: ${message}`, file, field: path });
  const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8")) as unknown;

  for (const c of config.collections) {
    // The articles: one entry per file, named by its title.
    const source = sources[c.name];
    if (source && typeof c.folder === "string") {
      const dir = join(root, c.folder);
      if (!existsSync(dir)) continue;
      for (const name of readdirSync(dir).filter((f) => /\.mdx?$/.test(f))) {
        const file = `${c.folder}/${name}`;
        const data = withoutBlanks(matter(readFileSync(join(dir, name), "utf8")).data);
        const title = String(data.title ?? name);
        const result = source.schema.safeParse(data);
        if (!result.success)
          for (const i of result.error.issues)
            add(String(c.label), title, labelOf(c.fields, i.path), i.message, file, i.path.join("."));
        if (c.name === "articles_ar" && typeof data.twin === "string") {
          const english = new Set(
            readdirSync(join(root, "content/blogs"))
              .filter((f) => /\.mdx?$/.test(f))
              .map((f) => String(matter(readFileSync(join(root, "content/blogs", f), "utf8")).data.slug)),
          );
          const twinLabel = labelOf(c.fields, ["twin"]);
          if (!english.has(data.twin))
            add(
              String(c.label),
              title,
              twinLabel,
              "no English article has this slug; choose the twin from the list",
              file,
              "twin",
            );
          else if (data.slug !== data.twin)
            add(
              String(c.label),
              title,
              labelOf(c.fields, ["slug"]),
              `must be the English twin's slug, ${data.twin}; choose the twin again and publish`,
              file,
              "slug",
            );
        }
      }
    }
    // The data files: a list's entries named by their words (or id), the company's details as one entry.
    for (const f of c.files ?? []) {
      const key = `${c.name}/${f.name}`;
      const fileSource = sources[key];
      const file = String(f.file);
      if (!fileSource || !existsSync(join(root, file))) continue;
      // A legal page is Markdown with front matter (its title names it); the data files are JSON.
      const markdown = /\.mdx?$/.test(file);
      const data = markdown
        ? withoutBlanks(matter(readFileSync(join(root, file), "utf8")).data)
        : readJson(file);
      const result = (fileSource.schema as z.ZodType).safeParse(data);
      const items = (data as { items?: unknown[] }).items;
      if (!result.success)
        for (const i of result.error.issues) {
          const entry =
            i.path[0] === "items" && Array.isArray(items)
              ? itemName(items[Number(i.path[1])])
              : String(f.label);
          add(String(f.label), entry, fileLabelOf(f.fields, i.path), i.message, file, i.path.join("."));
        }
      // The words of a list: each names an entry of the base, and every base entry has its words.
      if ((f.name === "en" || f.name === "ar") && Array.isArray(items)) {
        const base = c.files!.find((b) => b.name === "base");
        if (!base) continue;
        const baseItems = ((readJson(String(base.file)) as { items?: { id: unknown }[] }).items ?? []).map(
          (b) => String(b.id),
        );
        const idLabel = fileLabelOf(f.fields, ["items", 0, "id"]);
        for (const [n, item] of items.entries()) {
          const id = String((item as { id?: unknown }).id);
          if (!baseItems.includes(id))
            add(
              String(f.label),
              itemName(item),
              idLabel,
              `no entry of “${String(base.label)}” has this Id (${id}); choose one from the list`,
              file,
              `items.${n}.id`,
            );
        }
        const worded = new Set(items.map((i) => String((i as { id?: unknown }).id)));
        for (const id of baseItems.filter((b) => !worded.has(b)))
          add(
            String(f.label),
            id,
            "Id",
            `“${String(base.label)}” has this entry but these words do not: add it here`,
            file,
            "items",
          );
      }
    }
  }
  return problems;
}
