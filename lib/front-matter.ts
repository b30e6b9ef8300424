// Front matter is YAML only (issue 46): gray-matter also reads `---js` / `---javascript` front matter by
// evaluating it, and `---json`/`---coffee` with other engines. Every Markdown file is split here, refusing any
// language after the opening `---`, with each engine but YAML replaced by one that refuses, in case the first
// check is ever bypassed. gray-matter's YAML engine is js-yaml's safe loader (no code).
import matter from "gray-matter";
import { editorMessage } from "@/lib/editor-messages";

/** A front matter that is not YAML: the message names the language. */
export class FrontMatterLanguageError extends Error {}

const refuse = (language: string) => () => {
  throw new FrontMatterLanguageError(editorMessage("frontMatterLanguage", { language }));
};

const engines = Object.fromEntries(
  ["js", "javascript", "json", "coffee", "coffeescript", "cson", "toml"].map((l) => [l, refuse(l)]),
);

/** The language written after the opening `---` ("" for none, i.e. YAML). */
export const frontMatterLanguage = (text: string) =>
  /^\uFEFF?---([^\r\n]*)\r?\n/.exec(text)?.[1]?.trim() ?? "";

/** A Markdown file's front matter (YAML) and body; throws FrontMatterLanguageError on any other language. */
export function readFrontMatter(text: string): { data: Record<string, unknown>; content: string } {
  const language = frontMatterLanguage(text);
  if (language && !["yaml", "yml"].includes(language.toLowerCase())) refuse(language)();
  const { data, content } = matter(text, { language: "yaml", engines });
  return { data, content };
}
