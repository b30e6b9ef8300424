// Content mistakes in the editor's words (issue 41): every file the content manager writes, checked against the
// build's schemas, each mistake reported as the CMS shows it: collection or file label → entry (its title or
// name) → field label: what is wrong and what to do, then the file and field for the developer. Run before
// `next build` by scripts/validate-content.mjs, so an editor's mistake never surfaces as a stack trace.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import type { z } from "zod";
import { withoutBlankFields } from "@/content/lists";
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

/** The value at a dotted path (`en.role`) of an entry's data. */
const valueAt = (data: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], data);

/** Every content mistake in the project at `root`, given cms/config.yml's text. */
export function contentProblems(root: string, configText: string): ContentProblem[] {
  const config = cmsConfig(matter(`---\n${configText}\n---\n`).data as CmsConfig);
  const problems: ContentProblem[] = [];
  const add = (where: string, entry: string, field: string, message: string, file: string, path: string) =>
    problems.push({ line: `${where} → "${entry}" → ${field}: ${message}`, file, field: path });

  for (const c of config.collections) {
    // The articles (Markdown) and the lists (JSON): one entry per file, named as the CMS lists it (an article
    // by its title, a list's entry by the field it is identified by, e.g. a team member's English role).
    const source = sources[c.name];
    if (source && typeof c.folder === "string") {
      const dir = join(root, c.folder);
      if (!existsSync(dir)) continue;
      const json = c.extension === "json";
      for (const name of readdirSync(dir).filter((f) => (json ? /\.json$/ : /\.mdx?$/).test(f))) {
        const file = `${c.folder}/${name}`;
        const id = name.replace(/\.\w+$/, "");
        let data: Record<string, unknown>;
        try {
          const text = readFileSync(join(dir, name), "utf8");
          data = (
            json ? withoutBlankFields(JSON.parse(text)) : withoutBlanks(matter(text).data)
          ) as typeof data;
        } catch (e) {
          add(
            String(c.label),
            id,
            "(the whole entry)",
            `the file cannot be read: ${(e as Error).message}`,
            file,
            "",
          );
          continue;
        }
        const title = String(data.title ?? valueAt(data, String(c.identifier_field)) ?? id);
        if (json && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))
          add(
            String(c.label),
            title,
            "(the file's name)",
            "the file's name is the entry's Id: lowercase letters, digits and hyphens; rename the file",
            file,
            "",
          );
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
    // The legal pages (Markdown, named by their title) and the company's details (JSON), one entry each.
    for (const f of c.files ?? []) {
      const key = `${c.name}/${f.name}`;
      const fileSource = sources[key];
      const file = String(f.file);
      if (!fileSource || !existsSync(join(root, file))) continue;
      const text = readFileSync(join(root, file), "utf8");
      const data = /\.mdx?$/.test(file) ? withoutBlanks(matter(text).data) : (JSON.parse(text) as unknown);
      const result = (fileSource.schema as z.ZodType).safeParse(data);
      if (!result.success)
        for (const i of result.error.issues)
          add(String(f.label), String(f.label), labelOf(f.fields, i.path), i.message, file, i.path.join("."));
    }
  }
  return problems;
}
