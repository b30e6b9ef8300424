// The Markdown/MDX pipeline of articles and legal pages, as small plugins on the parsed tree
// (docs/markdown-pipeline.md). lib/markdown.ts reads the headings list with `extractHeadings`;
// components/mdx/mdx-content.tsx renders the body with `mdxOptions`: both parse the same source
// with the same parser and run the same heading code.
import { createProcessor, type CompileOptions } from "@mdx-js/mdx";
import { assignHeadingIds, escapeAnchorMarks, remarkHeadingIds, type Heading } from "./headings";
import { rehypeLegalSections, type LegalSectionClasses } from "./legal-sections";
import { remarkContentIsData } from "./safety";
import type { PageKind } from "@/lib/page-ids";

export type { Heading } from "./headings";
export type { LegalSectionClasses } from "./legal-sections";
export { slugify } from "./slug";
export { bodyHazards, hazardMessage, isSafeUrl, type Hazard } from "./safety";

/** The source MDX compiles: the body as written, its `{#anchor}` marks made plain text. */
export const mdxSource = escapeAnchorMarks;

let parser: ReturnType<typeof createProcessor> | undefined;

/**
 * The h2/h3 headings of a Markdown body with their anchors (table of contents, legal side list).
 * The body is parsed here, when the content loads, so MDX the parser cannot read fails the build
 * naming `file` and the line (counted from the end of the front matter). `kind` is the page the body is
 * shown in, whose own ids no anchor takes (lib/page-ids.ts): the same as `mdxOptions` renders it with.
 */
export function extractHeadings(
  body: string,
  file = "a Markdown body",
  kind: PageKind = "article",
): Heading[] {
  parser ??= createProcessor();
  let tree;
  try {
    tree = parser.parse(mdxSource(body));
  } catch (e) {
    const { line, column, reason } = e as { line?: number; column?: number; reason?: string };
    const where = line ? `, line ${line}:${column ?? 1} of the body` : "";
    throw new Error(`Invalid MDX in ${file}${where}: ${reason ?? String(e)}`, { cause: e });
  }
  return assignHeadingIds(tree, kind);
}

/**
 * The plugins `evaluate` runs; legal pages pass their section classes to get numbered sections. The first,
 * remarkContentIsData (lib/mdx/safety.ts), refuses anything that could run before any code is generated.
 */
export function mdxOptions({ legalSections }: { legalSections?: LegalSectionClasses } = {}): Pick<
  CompileOptions,
  "remarkPlugins" | "rehypePlugins"
> {
  const kind: PageKind = legalSections ? "legal" : "article";
  return {
    remarkPlugins: [
      [remarkContentIsData, { kind }],
      [remarkHeadingIds, { kind }],
    ],
    rehypePlugins: legalSections ? [[rehypeLegalSections, legalSections]] : [],
  };
}
