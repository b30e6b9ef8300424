// Content mistakes in the editor's words (issue 41): every file the content manager writes, checked against the
// build's schemas, each mistake reported as the CMS shows it: collection or file label → entry (its title or
// name) → field label: what is wrong and what to do, then the file and field for the developer. Run before
// `next build` by scripts/build/validate-content.mjs, so an editor's mistake never surfaces as a stack trace.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import type { z } from "zod";
import { withoutBlankFields } from "@/content/lists";
import { cmsConfig, type CmsConfig, type CmsField, sources } from "@/lib/cms-config";
import { withoutBlanks } from "@/lib/markdown";
import messages from "@/content/editor-messages.json";
import { editorMessage, type MessageKey } from "@/lib/editor-messages";
import { FrontMatterLanguageError, readFrontMatter } from "@/lib/front-matter";
import { bodyHazards, hazardMessage } from "@/lib/mdx/safety";
import type { PageKind } from "@/lib/page-ids";
import { TITLE_MAX_CHARACTERS } from "@/lib/share-card-measure";

/** An invisible control character (NUL…): never typed on purpose; tab and line breaks are text. */

export const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The Arabic of a schema's message when it is one of content/editor-messages.json (the slug's rule). */
const arabicOf = (message: string) => {
  const key = (Object.keys(messages.en) as MessageKey[]).find((k) => messages.en[k] === message);
  return key ? messages.ar[key] : undefined;
};

/** The control characters of an entry's data: the dotted path of each string holding one, and the character. */
function controlCharacters(data: unknown, path: string[] = []): { path: string[]; code: string }[] {
  if (typeof data === "string") {
    const c = CONTROL_CHARACTER.exec(data)?.[0];
    return c ? [{ path, code: `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}` }] : [];
  }
  if (data && typeof data === "object")
    return Object.entries(data).flatMap(([k, v]) => controlCharacters(v, [...path, k]));
  return [];
}

/** One mistake: the editor's line, and where it is in the files. */
export interface ContentProblem {
  line: string;
  /** The same line in Arabic, for the mistakes checked since issue 46 (content/editor-messages.json). */
  ar?: string;
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
  const add = (
    where: string,
    entry: string,
    field: string,
    message: string,
    file: string,
    path: string,
    ar?: string,
  ) =>
    problems.push({
      line: `${where} → "${entry}" → ${field}: ${message}`,
      ...(ar === undefined ? {} : { ar: `${where} → "${entry}" → ${field}: ${ar}` }),
      file,
      field: path,
    });
  /** A mistake whose message lives in content/editor-messages.json: English, and the Arabic beside it. */
  const addMessage = (
    where: string,
    entry: string,
    field: string,
    key: MessageKey,
    values: Record<string, string | number>,
    file: string,
    path: string,
  ) => add(where, entry, field, editorMessage(key, values), file, path, editorMessage(key, values, "ar"));
  /**
   * What every entry's text must be, beyond its schema: no control character in any field, a title that fits
   * the share card, and (Markdown) a body that is words and the site's blocks only (lib/mdx/safety.ts).
   */
  const checkText = (
    where: string,
    entry: string,
    fields: CmsField[] | undefined,
    data: unknown,
    body: string | undefined,
    file: string,
    kind: PageKind = "article",
  ) => {
    for (const { path, code } of controlCharacters(data))
      addMessage(where, entry, labelOf(fields, path), "controlCharacter", { code }, file, path.join("."));
    for (const name of ["title", "metaTitle"]) {
      const value = (data as Record<string, unknown> | null)?.[name];
      if (typeof value === "string" && [...value.trim()].length > TITLE_MAX_CHARACTERS)
        addMessage(
          where,
          entry,
          labelOf(fields, [name]),
          "titleTooLong",
          { max: TITLE_MAX_CHARACTERS, length: [...value.trim()].length },
          file,
          name,
        );
    }
    if (body === undefined) return;
    if (CONTROL_CHARACTER.test(body))
      addMessage(where, entry, labelOf(fields, ["body"]), "controlCharacter", { code: "NUL…" }, file, "body");
    for (const h of bodyHazards(body, kind))
      add(where, entry, labelOf(fields, ["body"]), hazardMessage(h), file, "body", hazardMessage(h, "ar"));
  };
  /** The entry's front matter and body, or the reason it cannot be read (a front matter that is not YAML). */
  const readMarkdownEntry = (text: string) => {
    try {
      const { data, content } = readFrontMatter(text);
      return { data: withoutBlanks(data), body: content };
    } catch (e) {
      if (e instanceof FrontMatterLanguageError) return { error: e };
      throw e;
    }
  };

  /** English twin's slug → the title of the Arabic article that names it first. */
  const twins = new Map<string, string>();
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
        let body: string | undefined;
        try {
          const text = readFileSync(join(dir, name), "utf8");
          if (json) data = withoutBlankFields(JSON.parse(text)) as typeof data;
          else {
            const read = readMarkdownEntry(text);
            if ("error" in read) {
              addMessage(
                String(c.label),
                id,
                "(the whole entry)",
                "frontMatterLanguage",
                { language: /^---(\S*)/.exec(text)?.[1] ?? "" },
                file,
                "",
              );
              continue;
            }
            ({ data, body } = read);
          }
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
            add(
              String(c.label),
              title,
              labelOf(c.fields, i.path),
              i.message,
              file,
              i.path.join("."),
              arabicOf(i.message),
            );
        checkText(String(c.label), title, c.fields, data, body, file);
        if (c.name === "articles_ar" && typeof data.twin === "string") {
          // One Arabic article per English twin: the second (in file-name order) is the mistake.
          const other = twins.get(data.twin);
          if (other !== undefined)
            addMessage(
              String(c.label),
              title,
              labelOf(c.fields, ["twin"]),
              "secondTwin",
              { other },
              file,
              "twin",
            );
          else twins.set(data.twin, title);
          const english = new Set(
            readdirSync(join(root, "content/blogs"))
              .filter((f) => /\.mdx?$/.test(f))
              .map((f) =>
                String(readFrontMatter(readFileSync(join(root, "content/blogs", f), "utf8")).data.slug),
              ),
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
      let data: unknown;
      let body: string | undefined;
      if (/\.mdx?$/.test(file)) {
        const read = readMarkdownEntry(text);
        if ("error" in read) {
          const language = /^---(\S*)/.exec(text)?.[1] ?? "";
          addMessage(
            String(f.label),
            String(f.label),
            "(the whole entry)",
            "frontMatterLanguage",
            { language },
            file,
            "",
          );
          continue;
        }
        ({ data, body } = read);
      } else data = JSON.parse(text) as unknown;
      const result = (fileSource.schema as z.ZodType).safeParse(data);
      if (!result.success)
        for (const i of result.error.issues)
          add(String(f.label), String(f.label), labelOf(f.fields, i.path), i.message, file, i.path.join("."));
      checkText(String(f.label), String(f.label), f.fields, data, body, file, "legal");
    }
  }
  return problems;
}
