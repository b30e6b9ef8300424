// Content is data (issue 46): an article's or legal page's body may hold Markdown, its inline formatting, and the
// site's own blocks (the CMS's editor components, cms/editor-components.js, rendered by components/mdx/) with
// their fields as quoted text; nothing else. No `import`/`export`, no `{expression}`, no raw HTML (script, style,
// meta, iframe, form…), no attribute that is code or an event handler, no link to `javascript:`/`data:`.
// ONE checker, used twice: by `npm run validate-content` (lib/content-errors.ts), which names the collection,
// entry and field in the editor's words, and by the compiler (`remarkContentIsData`, the first plugin of
// lib/mdx/index.ts), which throws before MDX turns the tree into code, so the build can never run what
// validation missed.
import { createProcessor } from "@mdx-js/mdx";
import type { Nodes, Root } from "mdast";
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from "mdast-util-mdx-jsx";
import { editorMessage, type MessageKey } from "@/lib/editor-messages";
import type { Locale } from "@/content/i18n";
import { iconNames } from "@/content/icons";
import { PAGE_IDS, type PageKind } from "@/lib/page-ids";
import { escapeAnchorMarks, headingMark } from "./headings";
import { isAnchorMark } from "./slug";

/**
 * The site's blocks and the fields each takes: the component map's own elements (components/mdx/mdx-components.tsx
 * and site-values.tsx; tests/unit/content-safety.test.ts holds the two lists equal).
 */
export const BLOCKS: Readonly<Record<string, readonly string[]>> = {
  Figure: ["icons", "alt", "caption"],
  Facts: [],
  FactCard: ["title"],
  Fact: ["term"],
  CompanyName: [],
  Email: [],
  Address: [],
  Registration: [],
  RetentionPeriod: [],
  AnswerPeriod: [],
};

/** The names a Figure's `icons` may hold (content/icons.ts): anything else is no drawing of the site's. */
const ICONS: ReadonlySet<string> = new Set(iconNames);

/** What a link may lead to: a web address, an e-mail, a phone number, or a path/anchor on the site. */
const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/** The scheme of a URL as a browser reads it (control characters, spaces and case ignored), or undefined. */
export function urlScheme(url: string): string | undefined {
  const squeezed = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
  return /^([a-z][a-z0-9+.-]*):/.exec(squeezed)?.[1];
}

/** Whether a link field's value is safe to publish (relative, or a scheme of SAFE_SCHEMES). */
export const isSafeUrl = (url: string) => {
  const scheme = urlScheme(url);
  return scheme === undefined || SAFE_SCHEMES.has(scheme);
};

/** One thing in a body that could run or is not the site's: where, and the message's key and values. */
export interface Hazard {
  line: number;
  key: MessageKey;
  values: Record<string, string | number>;
}

/** A hazard's message in one language. */
export const hazardMessage = (h: Hazard, locale: Locale = "en") =>
  editorMessage(h.key, { ...h.values, line: h.line }, locale);

const short = (text: string) => {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length > 40 ? `${one.slice(0, 40)}…` : one;
};

/**
 * Every hazard of a parsed body (the tree of lib/mdx's parser, before any plugin turns it into code), shown in a
 * page of `kind`: a heading's `{#anchor}` mark outside the anchor's alphabet, or one of that page's own ids
 * (lib/page-ids.ts), is one too.
 */
export function treeHazards(tree: Root, kind: PageKind = "article"): Hazard[] {
  const found: Hazard[] = [];
  const add = (node: Nodes, key: MessageKey, values: Record<string, string | number> = {}) =>
    found.push({ line: node.position?.start.line ?? 1, key, values });
  const walk = (node: Nodes) => {
    switch (node.type) {
      case "heading": {
        const mark = headingMark(node);
        if (mark === undefined || node.depth < 2 || node.depth > 3) break;
        if (!isAnchorMark(mark)) add(node, "anchorMark", { anchor: short(mark) });
        else if (PAGE_IDS[kind].has(mark)) add(node, "anchorReserved", { anchor: mark });
        break;
      }
      case "mdxjsEsm":
        add(node, "esm", { code: short(node.value) });
        return;
      case "mdxFlowExpression":
      case "mdxTextExpression":
        // The JSX space Prettier (and the CMS, cms/editor-components.js) writes where a block's text wraps after a
        // space: a string literal, nothing else.
        if (node.value === '" "') return;
        add(node, "expression", { code: short(`{${node.value}}`) });
        return;
      case "html":
        add(node, "element", { name: short(node.value.replace(/^<\/?|>$/g, "")) });
        return;
      case "link":
      case "image":
      case "definition":
        if (!isSafeUrl(node.url)) add(node, "link", { url: short(node.url) });
        break;
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement": {
        if (!node.name) {
          add(node, "fragment");
          return;
        }
        const fields = Object.hasOwn(BLOCKS, node.name) ? BLOCKS[node.name] : undefined;
        if (!fields) {
          add(node, "element", { name: node.name });
          return;
        }
        for (const a of node.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
          if (a.type === "mdxJsxExpressionAttribute")
            add(node, "attributeCode", { name: node.name, attribute: short(`{${a.value}}`) });
          else if (!fields.includes(a.name)) add(node, "attribute", { name: node.name, attribute: a.name });
          else if (a.value !== null && typeof a.value === "object")
            add(node, "attributeCode", { name: node.name, attribute: a.name });
          else if (a.value === null) add(node, "attributeCode", { name: node.name, attribute: a.name });
        }
        // A Figure draws icons by name (components/ui/icon.tsx): an unknown one stops the render with React's own
        // error, naming no entry, and an object's member (`toString`, `constructor`) would be called as a drawing.
        if (node.name === "Figure") {
          const icons = node.attributes.find((a) => a.type === "mdxJsxAttribute" && a.name === "icons");
          const unknown = !icons
            ? "" // none at all: the render stops too
            : typeof icons.value === "string"
              ? icons.value.split(/\s+/).find((n) => n && !ICONS.has(n))
              : undefined; // code in braces: refused above
          if (unknown !== undefined) add(node, "icon", { name: node.name, icon: short(unknown) });
        }
        break;
      }
    }
    if ("children" in node) for (const child of node.children) walk(child as Nodes);
  };
  walk(tree);
  return found;
}

let parser: ReturnType<typeof createProcessor> | undefined;

/**
 * Every hazard of a body as written (its `{#anchor}` marks are text) shown in a page of `kind`; a body that cannot
 * be parsed is one.
 */
export function bodyHazards(body: string, kind: PageKind = "article"): Hazard[] {
  parser ??= createProcessor();
  try {
    return treeHazards(parser.parse(escapeAnchorMarks(body)) as Root, kind);
  } catch (e) {
    const { line, reason } = e as { line?: number; reason?: string };
    return [{ line: line ?? 1, key: "unreadable", values: { reason: reason ?? String(e) } }];
  }
}

/** The error the compiler throws on a hazardous body: every hazard, in English then Arabic. */
export class ContentIsCodeError extends Error {}

/**
 * Remark plugin, first of the compiler's (lib/mdx/index.ts `mdxOptions`): throws on any hazard, before MDX
 * turns the tree into JavaScript, so nothing of it is ever evaluated.
 */
export function remarkContentIsData({ kind = "article" }: { kind?: PageKind } = {}) {
  return (tree: Root) => {
    const hazards = treeHazards(tree, kind);
    if (hazards.length)
      throw new ContentIsCodeError(
        `The body holds what the site never runs (npm run validate-content names the entry):\n${hazards
          .map((h) => `  - ${hazardMessage(h)}\n    ${hazardMessage(h, "ar")}`)
          .join("\n")}`,
      );
  };
}
