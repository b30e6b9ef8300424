// The Markdown/MDX pipeline of articles and legal pages, as small plugins on the parsed tree
// (docs/markdown-pipeline.md). lib/markdown.ts reads the headings list with `extractHeadings`;
// components/mdx/mdx-content.tsx renders the body with `mdxOptions`: both parse the same source
// with the same parser and run the same heading code.
import { createProcessor, type CompileOptions } from "@mdx-js/mdx";
import { assignHeadingIds, escapeAnchorMarks, remarkHeadingIds, type Heading } from "./headings";
import { rehypeLegalSections, type LegalSectionClasses } from "./legal-sections";

export type { Heading } from "./headings";
export type { LegalSectionClasses } from "./legal-sections";
export { slugify } from "./slug";

/** The source MDX compiles: the body as written, its `{#anchor}` marks made plain text. */
export const mdxSource = escapeAnchorMarks;

let parser: ReturnType<typeof createProcessor> | undefined;

/** The h2/h3 headings of a Markdown body with their anchors (table of contents, legal side list). */
export function extractHeadings(body: string): Heading[] {
  parser ??= createProcessor();
  return assignHeadingIds(parser.parse(mdxSource(body)));
}

/** The plugins `evaluate` runs; legal pages pass their section classes to get numbered sections. */
export function mdxOptions({ legalSections }: { legalSections?: LegalSectionClasses } = {}): Pick<
  CompileOptions,
  "remarkPlugins" | "rehypePlugins"
> {
  return {
    remarkPlugins: [remarkHeadingIds],
    rehypePlugins: legalSections ? [[rehypeLegalSections, legalSections]] : [],
  };
}
