import type { Heading as MdHeading, Nodes, Root } from "mdast";
import type { Heading } from "@/content/types";
import { PAGE_IDS, type PageKind } from "@/lib/page-ids";
import { createSlugger, slugify } from "./slug";

export type { Heading };

/**
 * `Title {#anchor}` (or the escaped `Title \{#anchor\}`) at the end of a line. Any mark, also one outside the
 * anchor's alphabet (`{#__next_f}`): it is made text and read here, and lib/mdx/safety.ts names what is wrong
 * with it, instead of MDX reading it as code.
 */
const markAtLineEnd = /[ \t]+\\?\{#([^\s{}\\]+)\\?\}(\s*)$/;
/** The same mark as it reads in a heading's parsed text. */
const markInText = /\s*\{#([^\s{}]+)\}\s*$/;

/** ASCII punctuation but the hyphen: escaped in a mark, so `{#_a_}` stays one text (not emphasis). */
const punctuation = /[!-,./:-@[-`{-~]/g;
const escapedMark = (_: string, mark: string, end: string) =>
  ` \\{#${mark.replace(punctuation, "\\$&")}\\}${end}`;

/**
 * Makes the `{#anchor}` marks plain text for the MDX parser, which would otherwise read the braces
 * as a JavaScript expression and fail. Outside code fences only; the marks are then read (and
 * removed) from the parsed headings by `assignHeadingIds`.
 */
export function escapeAnchorMarks(source: string): string {
  let fence = false;
  return source
    .split("\n")
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fence = !fence;
      return fence ? line : line.replace(markAtLineEnd, escapedMark);
    })
    .join("\n");
}

/** The readable text of a node: MDX expressions (code) and component tags add nothing. */
function textOf(node: Nodes): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  if (node.type === "mdxTextExpression" || node.type === "mdxFlowExpression") return "";
  return "children" in node ? node.children.map((c) => textOf(c as Nodes)).join("") : "";
}

/** The `{#anchor}` mark that ends a heading's text, as written, if it has one. */
export function headingMark(heading: MdHeading): string | undefined {
  const last = heading.children.at(-1);
  return last?.type === "text" ? markInText.exec(last.value)?.[1] : undefined;
}

/** Removes a trailing `{#anchor}` from the heading's last text and returns the anchor. */
function takeMark(heading: MdHeading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== "text") return undefined;
  const m = markInText.exec(last.value);
  if (!m) return undefined;
  last.value = last.value.slice(0, m.index);
  if (!last.value) heading.children.pop();
  return m[1];
}

/**
 * Gives every h2 and h3 of the parsed body (ATX `##` or setext `---` alike, in document order) its
 * anchor, set on the node for the HTML (`data.hProperties.id`), and returns them as the headings
 * list: the table of contents and the anchors come from this one walk, so they cannot disagree.
 * The anchor is the `{#anchor}` mark when there is one (legal sections keep theirs across
 * languages), else the slug of the text; repeats get `-2`, `-3`…, and so does an anchor that is one of the
 * ids of the page around the body (lib/page-ids.ts, by the page's `kind`). A mark outside the anchor's
 * alphabet, refused by lib/mdx/safety.ts before this runs, is slugged too: no id here has `_` or capitals.
 */
export function assignHeadingIds(tree: Root, kind: PageKind = "article"): Heading[] {
  const headings: Heading[] = [];
  const unique = createSlugger(PAGE_IDS[kind]);
  const walk = (node: Nodes) => {
    if (node.type === "heading" && (node.depth === 2 || node.depth === 3)) {
      const mark = takeMark(node);
      const text = textOf(node).trim();
      const id = unique(slugify(mark ?? text));
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      headings.push({ depth: node.depth, text, id });
      return;
    }
    if ("children" in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
  return headings;
}

/** Remark plugin: heading anchors from the tree (see `assignHeadingIds`). */
export function remarkHeadingIds({ kind = "article" }: { kind?: PageKind } = {}) {
  return (tree: Root) => {
    assignHeadingIds(tree, kind);
  };
}
