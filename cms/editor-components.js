// The site's blocks in the body editor of articles and legal pages (docs/editing.md "The toolbar and the blocks",
// docs/decisions/cms-rich-text.md): Decap editor components for the MDX components of
// components/mdx/mdx-components.tsx, and the Markdown style the editor writes. The files are Prettier's
// (`npm test` checks them), so the editor writes exactly Prettier's form: opening a page and saving it changes
// nothing, and an edit changes only what was edited. tests/unit/cms-round-trip.test.mjs holds every article and
// legal page byte for byte through Decap's own serializer with these components, and Prettier's agreement.
// An ES module: cms/admin.js imports it in the browser, the tests in Node (nothing here touches the DOM).
import { labelsAr } from "./labels-ar.js";
import { assetUrl } from "./repository-asset.js";

/** `printWidth` of .prettierrc.json: where Prettier wraps the JSX of a block (the round-trip test compares). */
const WIDTH = 110;

/**
 * The company's values a sentence may name, written for the editor by the website (components/mdx): inline,
 * inside sentences. In the editor each shows as its value in a chip; the file keeps the tag.
 */
export const SITE_VALUES = [
  { id: "CompanyName", label: "Company name" },
  { id: "Email", label: "E-mail address" },
  { id: "Address", label: "Office address" },
  { id: "Registration", label: "Registration numbers" },
  { id: "RetentionPeriod", label: "How long form data is kept" },
  { id: "AnswerPeriod", label: "How soon a request is answered" },
];

/** The blocks each body may insert ("+" menu), by the ids below; config.yml names them per collection. */
export const ARTICLE_BLOCKS = ["Figure", "image", "CompanyName"];
export const LEGAL_BLOCKS = ["Facts", ...SITE_VALUES.map((v) => v.id), "HeadingAnchor"];

/**
 * Remark plugin for Decap's Markdown writer: the marks Prettier writes (`-` bullets, `_emphasis_`,
 * `**strong**`) instead of Decap's (`*` for all three), and text escaped as Prettier escapes it, plus what MDX
 * would read as code (see `escapeText`). Decap runs its remark plugins on its parser too, which has no Compiler:
 * there the plugin does nothing.
 */
export function remarkPrettierMarks() {
  const options = this.Compiler?.prototype?.options;
  // On Decap's parser: a paragraph the writer opened with `&#101;xport`/`&#105;mport` (below) reads as typed.
  if (!options)
    return (tree) => {
      const walk = (node) => {
        const first = node.children?.[0];
        if (node.type === "paragraph" && first?.type === "text")
          first.value = first.value.replace(/^&#(101|105);(?=(?:xport|mport)\s)/, (_, code) =>
            String.fromCharCode(Number(code)),
          );
        node.children?.forEach(walk);
      };
      walk(tree);
      return tree;
    };
  Object.assign(options, { bullet: "-", emphasis: "_", strong: "*" });
  // Prettier writes emphasis `*x*` where a `_` would not work: inside a word (Arabic و joined to an italic word),
  // inside another emphasis, or in a bold that is inside a word; `_x_` elsewhere. Own visitors, on this
  // processor's compiler only.
  const visitors = { ...this.Compiler.prototype.visitors };
  const { strong } = visitors;
  visitors.strong = function (node, parent) {
    const outer = this.strongInWord;
    this.strongInWord = touchesWord(node, parent);
    try {
      return strong.call(this, node, parent);
    } finally {
      this.strongInWord = outer;
    }
  };
  /** @this {any} the compiler */
  visitors.emphasis = function (node, parent) {
    const inner = this.emphasisDepth > 0 || (parent?.type === "strong" && this.strongInWord);
    const marker = inner || touchesWord(node, parent) ? "*" : "_";
    this.emphasisDepth = (this.emphasisDepth ?? 0) + 1;
    try {
      return marker + this.all(node).join("") + marker;
    } finally {
      this.emphasisDepth--;
    }
  };
  this.Compiler.prototype.visitors = visitors;
  // Decap's writer hands the text of a paragraph over as raw ("html") nodes: those inside a paragraph or heading
  // (not an HTML block, which sits directly in the document).
  const phrasing = new Set(["paragraph", "heading", "emphasis", "strong", "delete", "link", "tableCell"]);
  return (tree) => {
    const walk = (node, parent) => {
      if ((node.type === "text" || node.type === "html") && phrasing.has(parent?.type)) {
        node.value = escapeText(node.value);
        // A paragraph opening with `import ` or `export ` would be read as code: its first letter is written as
        // a character reference (`&#101;xport`), which reads as the letter.
        if (parent.type === "paragraph" && parent.children[0] === node)
          node.value = node.value.replace(
            /^(\s*)([ie])(?=(?:mport|xport)\s)/,
            (_, space, letter) => `${space}&#${letter.charCodeAt(0)};`,
          );
      } else if ((node.type === "link" || node.type === "image") && !isSafeUrl(node.url ?? "")) {
        // A link to `javascript:`, `data:`… is never written: its words stay, as text (lib/mdx/safety.ts).
        const words =
          node.type === "link" ? (node.children ?? []) : [{ type: "text", value: node.alt ?? "" }];
        parent.children.splice(parent.children.indexOf(node), 1, ...words);
        words.forEach((child) => walk(child, parent));
      } else [...(node.children ?? [])].forEach((child) => walk(child, node));
    };
    walk(tree);
    return tree;
  };
}

/**
 * Whether a link may be written: relative, or http(s), mailto or tel, its scheme read as a browser reads it
 * (lib/mdx/safety.ts isSafeUrl, the build's rule; tests/unit/cms-escaping.test.mjs holds them equal).
 */
export function isSafeUrl(url) {
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(
    String(url)
      .replace(/[\u0000-\u0020\u007f-\u009f]/g, "")
      .toLowerCase(),
  );
  return !scheme || ["http", "https", "mailto", "tel"].includes(scheme[1]);
}

const punctuation = /\p{P}/u;

/** Whether the text just before or after `node` is a word's letters running into it (no space, no punctuation). */
function touchesWord(node, parent) {
  const siblings = parent?.children ?? [];
  const i = siblings.indexOf(node);
  const text = (n) => (n && (n.type === "text" || n.type === "html") ? n.value : "");
  const before = [...text(siblings[i - 1])].at(-1);
  const after = [...text(siblings[i + 1])][0];
  const letter = (c) => c !== undefined && !/\s/u.test(c) && !punctuation.test(c);
  return letter(before) || letter(after);
}
/** Whether a text starts with a `<` that is not a company value's tag (`<Email />`), the one tag a sentence holds. */
const notAValueTag = new RegExp(`^<(?!(?:${SITE_VALUES.map((v) => v.id).join("|")})\\s*/>)`);

/**
 * A text's Markdown: `{` and `}` escaped (MDX reads `{…}` as code: the build would refuse `{x}`), every `<` but a
 * company value's tag (a typed `<script>…` is text, written `\\<script>`: issue 46), the backslashes typed
 * before them doubled (Decap keeps a character reference as written, both ways: `&lt;` stays text); every `*` escaped and a `_` at a word's
 * edge, as Prettier writes them (Decap's writer has already escaped pairs of them, its way: undone first).
 */
export function escapeText(value) {
  return value
    .replace(/\\([*_])/g, "$1")
    .split(/(\s+)/)
    .map((word, i) => {
      if (i % 2) return word;
      const chars = [...word.replaceAll("*", "\u0000")];
      const escaped = chars.map((c, j) => {
        if (c !== "_") return c;
        let start = j;
        while (start > 0 && chars[start - 1] === "_") start--;
        let end = j;
        while (end < chars.length - 1 && chars[end + 1] === "_") end++;
        const before = chars[start - 1];
        const after = chars[end + 1];
        const edge =
          before === undefined || after === undefined || punctuation.test(before) || punctuation.test(after);
        return edge ? "\\_" : "_";
      });
      return escaped.join("").replaceAll("\u0000", "\\*");
    })
    .join("")
    .replace(/(\\*)([{}])/g, "$1$1\\$2")
    .replace(/(\\*)</g, (match, slashes, at, all) =>
      notAValueTag.test(all.slice(at + slashes.length)) ? `${slashes}${slashes}\\<` : match,
    );
}

// ---------------------------------------------------------------------------------------------------------
// JSX as Prettier lays it out (prettier/src/language-js/print/jsx.js, for what a block holds: elements with
// one string attribute or more, text, and the self-closing value tags).

/** Columns a string takes, as Prettier counts them (get-string-width): marks (Arabic vowels) none, wide signs two. */
export function textWidth(text) {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || /[\p{Mn}\p{Me}]/u.test(char)) continue;
    width += isWide(code) ? 2 : 1;
  }
  return width;
}

const isWide = (c) =>
  (c >= 0x1100 && c <= 0x115f) ||
  (c >= 0x2e80 && c <= 0xa4cf) ||
  (c >= 0xac00 && c <= 0xd7a3) ||
  (c >= 0xf900 && c <= 0xfaff) ||
  (c >= 0xfe30 && c <= 0xfe4f) ||
  (c >= 0xff00 && c <= 0xff60) ||
  (c >= 0xffe0 && c <= 0xffe6) ||
  (c >= 0x1f300 && c <= 0x1f64f) ||
  (c >= 0x1f900 && c <= 0x1f9ff) ||
  (c >= 0x20000 && c <= 0x3fffd);

/** An attribute as Prettier writes it: double quotes unless the value holds more of them than of `'`. */
export function attribute(name, value) {
  const text = String(value ?? "");
  const doubles = (text.match(/"/g) ?? []).length;
  const singles = (text.match(/'/g) ?? []).length;
  return doubles > singles
    ? `${name}='${text.replaceAll("'", "&apos;")}'`
    : `${name}="${text.replaceAll('"', "&quot;")}"`;
}

/** The attributes of a tag's source, `name="value"` or `name='value'`, entities for quotes undone. */
export function readAttributes(source) {
  const attrs = {};
  for (const m of source.matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)')/g))
    attrs[m[1]] = (m[2] ?? m[3]).replaceAll("&quot;", '"').replaceAll("&apos;", "'");
  return attrs;
}

/** `<Tag a="…" b="…" />` on one line when it fits, else one attribute a line (one attribute never breaks). */
export function selfClosing(tag, attrs, indent = 0) {
  const pad = " ".repeat(indent);
  const line = `${pad}<${tag}${attrs.map((a) => ` ${a}`).join("")} />`;
  if (attrs.length <= 1 || textWidth(line) <= WIDTH) return line;
  return [`${pad}<${tag}`, ...attrs.map((a) => `${pad}  ${a}`), `${pad}/>`].join("\n");
}

/** An element whose children are elements only: each on its own line, indented. */
function elementWithElements(tag, attrs, children, indent) {
  const pad = " ".repeat(indent);
  const open = `${pad}<${tag}${attrs.map((a) => ` ${a}`).join("")}>`;
  if (!children.length) return `${open}</${tag}>`;
  return [open, ...children, `${pad}</${tag}>`].join("\n");
}

// The separators between the words of an element's text (Prettier's line, softline, hardline, and the JSX
// space, which breaks as `{" "}` at a line's end).
const LINE = { flat: " " };
const SOFT = { flat: "" };
const HARD = { flat: null };
const SPACE = { flat: " ", broken: '{" "}' };
const isLine = (part) => part === LINE || part === SOFT || part === HARD;

/** The value tags a text may hold (`<RetentionPeriod />`), the rest being text: JSX children. */
const TAG = /<[A-Z]\w*\s*\/>/g;
function jsxChildren(text) {
  const children = [];
  let at = 0;
  for (const m of text.matchAll(TAG)) {
    if (m.index > at) children.push({ text: text.slice(at, m.index) });
    children.push({ tag: m[0].replace(/\s*\/>$/, " />") });
    at = m.index + m[0].length;
  }
  if (at < text.length) children.push({ text: text.slice(at) });
  return children;
}

/** Prettier's printJsxChildren, separatorNoWhitespace and the clean-up that follows, on the children above. */
function childParts(children) {
  const parts = /** @type {any[]} */ ([""]);
  let previous = "";
  const push = (doc) => {
    previous = doc;
    parts.push(parts.pop() + doc);
  };
  const pushLine = (doc) => {
    previous = doc;
    parts.push(doc, "");
  };
  const noSpace = (word, node, next) => (node.tag || next?.tag ? (word.length === 1 ? SOFT : HARD) : SOFT);
  children.forEach((node, i) => {
    const next = children[i + 1];
    if (node.tag) {
      push(node.tag);
      if (next?.text?.trim()) pushLine(noSpace(next.text.trim().split(/[ \n\r\t]+/)[0], node, next));
      else pushLine(HARD);
      return;
    }
    if (!node.text.trim()) {
      pushLine(SPACE);
      return;
    }
    const words = node.text.split(/([ \n\r\t]+)/);
    if (words[0] === "") {
      words.shift();
      words.shift();
      pushLine(SPACE);
    }
    let endSpace = false;
    if (words.at(-1) === "") {
      words.pop();
      words.pop();
      endSpace = true;
    }
    words.forEach((word, j) => (j % 2 ? pushLine(LINE) : push(word)));
    pushLine(endSpace ? SPACE : noSpace(previous, node, next));
  });
  // Prettier's "meaningful" text: any text but whitespace holding a line break.
  const containsText = children.some((c) => c.text !== undefined && (c.text.trim() || !/\n/.test(c.text)));
  for (let i = parts.length - 2; i >= 0; i--) {
    const [a, b, c] = [parts[i], parts[i + 1], parts[i + 2]];
    if (
      (a === "" && b === "") ||
      (a === HARD && b === "" && c === HARD && containsText) ||
      ((a === SOFT || a === HARD) && b === "" && c === SPACE) ||
      (a === SPACE && b === "" && c === SPACE) ||
      (a === SOFT && b === "" && c === HARD) ||
      (a === HARD && b === "" && c === SOFT)
    )
      parts.splice(i, 2);
    else if (a === SPACE && b === "" && (c === SOFT || c === HARD)) parts.splice(i + 1, 2);
  }
  while (parts.length && (parts.at(-1) === "" || isLine(parts.at(-1)))) parts.pop();
  while (parts.length > 1 && (parts[0] === "" || isLine(parts[0])) && (parts[1] === "" || isLine(parts[1])))
    parts.splice(0, 2);
  return parts;
}

/** The parts as a fill (content, separator, content…), with the `{" "}` Prettier writes where a space ends a line. */
function fillParts(parts) {
  const out = /** @type {any[]} */ ([""]);
  parts.forEach((part, i) => {
    if (part === SPACE) {
      if (i === 1 && parts[0] === "") {
        if (parts.length === 2) {
          out.push(out.pop() + SPACE.broken);
          return;
        }
        out.push({ flat: null, lead: SPACE.broken }, "");
        return;
      }
      if (i === parts.length - 1 || (parts[i - 1] === "" && parts[i - 2] === HARD)) {
        out.push(out.pop() + SPACE.broken);
        return;
      }
    }
    if (i % 2 === 0) out.push(out.pop() + part);
    else out.push(part, "");
  });
  return out;
}

/** Prettier's fill at `indent`: each separator breaks unless the content before and after it fit on the line. */
function fill(parts, indent) {
  const pad = " ".repeat(indent);
  let text = pad;
  let column = indent;
  const breakLine = () => {
    text = text.trimEnd() + "\n" + pad;
    column = indent;
  };
  for (let i = 0; i < parts.length; i += 2) {
    const content = parts[i];
    text += content;
    column += textWidth(content);
    const separator = parts[i + 1];
    if (!separator) break;
    const nextContent = parts[i + 2] ?? "";
    const fits =
      separator.flat !== null && column + textWidth(separator.flat) + textWidth(nextContent) <= WIDTH;
    if (fits) {
      text += separator.flat;
      column += textWidth(separator.flat);
    } else {
      if (separator.lead) text += separator.lead;
      else if (separator.broken) text += separator.broken;
      breakLine();
    }
  }
  return text.trimEnd();
}

/** `<Tag attr="…">text</Tag>` on one line when it fits and holds no tag, else the text filled below the tag. */
export function elementWithText(tag, attrs, text, indent) {
  const pad = " ".repeat(indent);
  const open = `<${tag}${attrs.map((a) => ` ${a}`).join("")}>`;
  const close = `</${tag}>`;
  const children = jsxChildren(String(text ?? ""));
  const parts = childParts(children);
  if (!parts.length || (parts.length === 1 && parts[0] === "")) return `${pad}${open}${close}`;
  const forced = children.some((c) => c.tag) || attrs.length > 1 || parts.includes(HARD);
  if (!forced) {
    const flat = parts.map((p) => (typeof p === "string" ? p : p.flat)).join("");
    const line = `${pad}${open}${flat}${close}`;
    if (textWidth(line) <= WIDTH) return line;
  }
  return [`${pad}${open}`, fill(fillParts(parts), indent + 2), `${pad}${close}`].join("\n");
}

// ---------------------------------------------------------------------------------------------------------
// The blocks.

/** JSX text as MDX reads it in a block: one line, its spaces and line breaks collapsed. */
const collapseSpaces = (text) =>
  text
    // JSX whitespace only: a no-break space (7 days, written with U+00A0) is text.
    .replace(/\{" "\}/g, " ")
    .replace(/[ \n\r\t]+/g, " ")
    .replace(/^ | $/g, "");

/**
 * A fact's text as MDX reads it as text: `\\`, `{`, `}`, `[`, `]`, `>` and any `<` but a value tag's
 * (`<RetentionPeriod />`) escaped (no code, no tag, no link), so what the editor typed stays text on the page (issue 46); `unescapeFact` undoes it when the block
 * is opened again.
 */
const valueTag = new RegExp(`^<(?:${SITE_VALUES.map((v) => v.id).join("|")})\\s*/>`);
export const escapeFact = (text) =>
  text
    .replace(/[\\{}<>[\]]/g, (c, at) => (c === "<" && valueTag.test(text.slice(at)) ? c : `\\${c}`))
    .replace(
      // the `>` of a value tag stays too
      new RegExp(`(<(?:${SITE_VALUES.map((v) => v.id).join("|")})\\s*/)\\\\>`, "g"),
      "$1>",
    );
export const unescapeFact = (text) => text.replace(/\\([\\{}<>[\]])/g, "$1");

/** A Facts block's data from its source: cards with a title, each with term/text facts. */
export function readFacts(source) {
  const cards = [];
  for (const card of source.matchAll(
    /<FactCard((?:\s+[\w-]+=(?:"[^"]*"|'[^']*'))*)\s*>([\s\S]*?)<\/FactCard>/g,
  )) {
    const facts = [];
    for (const fact of card[2].matchAll(/<Fact((?:\s+[\w-]+=(?:"[^"]*"|'[^']*'))*)\s*>([\s\S]*?)<\/Fact>/g))
      facts.push({ term: readAttributes(fact[1]).term ?? "", text: unescapeFact(collapseSpaces(fact[2])) });
    cards.push({ title: readAttributes(card[1]).title ?? "", facts });
  }
  return { cards };
}

/** A Facts block's source as Prettier writes it. */
export function writeFacts({ cards = [] }) {
  const cardLines = cards.map(({ title, facts = [] }) =>
    elementWithElements(
      "FactCard",
      [attribute("title", title)],
      facts.map(({ term, text }) =>
        elementWithText("Fact", [attribute("term", term)], escapeFact(collapseSpaces(text ?? "")), 4),
      ),
      2,
    ),
  );
  return elementWithElements("Facts", [], cardLines, 0);
}

/** The icons of a Figure's data: a list (the select widget's value), or the attribute's words. */
const iconList = (icons) => (Array.isArray(icons) ? icons : String(icons ?? "").split(/\s+/)).filter(Boolean);

/** A Figure's data from its source: the icons (a list), the description and the caption. */
export function readFigure(source) {
  const { icons = "", alt = "", caption = "" } = readAttributes(source);
  return { icons: iconList(icons), alt, caption };
}

/** A Figure's source as Prettier writes it; an empty caption is left out. */
export function writeFigure({ icons = [], alt = "", caption = "" }) {
  const attrs = [attribute("icons", iconList(icons).join(" ")), attribute("alt", alt ?? "")];
  if (caption) attrs.push(attribute("caption", caption));
  return selfClosing("Figure", attrs);
}

/** Text for HTML. */
const escapeHtml = (s) =>
  String(s ?? "").replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

/**
 * Issue 48: after "+" → an inline value (Company name…), Decap inserts it where the caret was but leaves the
 * focus on the "+" menu and the caret before it: what the editor typed next was lost (English) or went to the
 * first paragraph (Arabic). Called with what `onInsert` returns (null: nothing is inserted), it waits for the new
 * inline element in the body editor, then puts the caret just after it, in the same paragraph, and focuses the
 * editor there (Slate reads the browser's selection). Decap offers no hook after an insertion.
 */
export function caretAfterInsert(result) {
  if (result == null || typeof document === "undefined") return result;
  const inlines = () => [
    ...document.querySelectorAll("[data-slate-editor] [data-slate-inline][data-slate-void]"),
  ];
  const before = new Set(inlines());
  const started = Date.now();
  const place = () => {
    const added = inlines().find((el) => !before.has(el));
    if (!added) {
      if (Date.now() - started < 2000) requestAnimationFrame(place);
      return;
    }
    // Slate keeps a text node on each side of an inline element: the caret goes at the start of the next one.
    const next = added.nextElementSibling;
    const leaf = next?.querySelector("[data-slate-string], [data-slate-zero-width]");
    const text = leaf?.firstChild;
    if (!text) return;
    const editor = /** @type {HTMLElement} */ (added.closest("[data-slate-editor]"));
    editor.focus({ preventScroll: true });
    const selection = window.getSelection();
    const range = document.createRange();
    range.setStart(text, 0);
    range.collapse(true);
    selection.removeAllRanges();
    selection.addRange(range);
  };
  requestAnimationFrame(place);
  return result;
}

/**
 * One character of a heading's address, the anchor's alphabet: a–z, digits, or a letter, mark (harakat) or digit
 * of the Arabic script. lib/mdx/slug.ts `MARK_CHARACTER` is the build's (cms/ is served as written and imports
 * nothing of lib/: tests/unit/cms-heading-address.test.mjs holds the two equal).
 */
export const ANCHOR_CHARACTER = String.raw`(?:[a-z0-9]|(?=\p{Script_Extensions=Arabic})[\p{L}\p{M}\p{N}])`;
const anchorCharacter = new RegExp(`^${ANCHOR_CHARACTER}$`, "u");

/**
 * What "+" → Heading address makes of what the editor typed: lower case, the anchor's alphabet kept and anything
 * else one hyphen (`Our Services!` → `our-services`, an Arabic address as typed); refused, with the key of the
 * build's message (content/editor-messages.json), when nothing of the alphabet is left (`anchorMark`) or when it
 * is one of the page's own ids (`anchorReserved`, lib/page-ids.ts). Null when nothing was typed.
 * @param {string | null | undefined} typed
 * @param {Iterable<string>} [reserved] the ids of the page around the body
 * @returns {{ anchor: string, refused?: "anchorMark" | "anchorReserved" } | null}
 */
export function headingAddress(typed, reserved = []) {
  const text = String(typed ?? "").trim();
  if (!text) return null;
  const anchor = [...text.toLocaleLowerCase("en").normalize("NFC")]
    .map((c) => (anchorCharacter.test(c) ? c : "-"))
    .join("")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .normalize("NFC");
  if (!anchor) return { anchor: text, refused: "anchorMark" };
  if (new Set(reserved).has(anchor)) return { anchor, refused: "anchorReserved" };
  return { anchor };
}

/**
 * The editor components, for Decap's `CMS.registerEditorComponent`. `h` is React's createElement (for the
 * chips in the editor); `site` is /admin/site-data.json (scripts/build/build-admin.mjs): the values and icons as the
 * website renders them, per edition; `edition()` says which edition the open entry is ("en" or "ar"),
 * `kind()` which page its body is shown in ("article" or "legal", lib/page-ids.ts); `say(en, ar)` gives the words
 * in the editor's interface language (cms/i18n.js).
 *
 * Decap calls `toPreview(data)` for the editor's chips and `toPreview(data, getAsset, fields)` for the preview
 * pane: the chip names the value, the preview shows it as the page does.
 * @param {{ h?: any, site?: any, edition?: () => string, kind?: () => string, say?: (en: string, ar: string) => string }} [options]
 */
export function editorComponents({
  h,
  site = {},
  edition = () => "en",
  kind = () => "article",
  say = (en) => en,
} = {}) {
  const values = (id) => site.values?.[edition()]?.[id] ?? "";
  const text = (html) => html.replace(/<[^>]*>/g, "");
  /** A value's tag in a fact's text replaced by the value as the page shows it. */
  const withValues = (source) =>
    escapeHtml(source).replace(/&lt;([A-Z]\w*) \/&gt;/g, (tag, id) => values(id) || tag);
  const chip = (className, title, label) => h("span", { className: `cms-chip ${className}`, title }, label);

  const inline = SITE_VALUES.map(({ id, label }) => ({
    id,
    label,
    type: "inline",
    pattern: new RegExp(`<${id}\\s*\\/>`),
    onInsert: () => caretAfterInsert({}),
    fromInline: () => ({}),
    toInline: () => `<${id} />`,
    toPreview: (_data, getAsset) => {
      if (getAsset) return `<span class="site-value">${values(id)}</span>`;
      const name = say(label, labelsAr[label]);
      return chip(
        "cms-chip-value",
        say(`${name}: filled in by the website`, `${name}: قيمة يملؤها الموقع`),
        text(values(id)) || name,
      );
    },
  }));

  const anchor = {
    id: "HeadingAnchor",
    label: "Heading address (#…, kept in both languages)",
    type: "inline",
    // The anchor's alphabet (lib/mdx/slug.ts `isAnchorMark`): a–z, digits, Arabic, single hyphens. Anything else
    // stays text the editor sees, and validate-content names it (`anchorMark`).
    pattern: new RegExp(`\\{#(${ANCHOR_CHARACTER}+(?:-${ANCHOR_CHARACTER}+)*)\\}`, "u"),
    fromInline: (m) => ({ anchor: m[1] }),
    toInline: ({ anchor: id }) => `{#${id}}`,
    // The page's contents list links here; the address is not shown on the page (nor in the preview).
    toPreview: ({ anchor: id }, getAsset) =>
      getAsset
        ? ""
        : chip(
            "cms-chip-anchor",
            say("The heading's address in the contents list", "عنوان العنوان الفرعي في قائمة المحتويات"),
            `#${id}`,
          ),
    // The browser's prompt, asked again (with what was typed) while the address is refused, in the build's words
    // (/admin/site-data.json `anchors`): an id of the page itself is refused here, not at publishing.
    onInsert: () => {
      const question = say(
        "The heading's address (words of a–z or Arabic letters and digits, joined by hyphens):",
        "عنوان العنوان الفرعي (كلمات بحروف لاتينية صغيرة أو عربية وأرقام، تصل بينها شَرطة):",
      );
      const { reserved = {}, refusals = {} } = site.anchors ?? {};
      let asked = question;
      let typed = "";
      for (;;) {
        typed = globalThis.prompt?.(asked, typed);
        const address = headingAddress(typed, reserved[kind()] ?? []);
        if (!address?.refused) return caretAfterInsert(address);
        const words = refusals[address.refused];
        const refusal = words ? say(words.en, words.ar).replaceAll("{anchor}", address.anchor) : "";
        asked = `${refusal.charAt(0).toUpperCase()}${refusal.slice(1)}\n\n${question}`;
      }
    },
  };

  const figure = {
    id: "Figure",
    label: "Illustration (icons with a caption)",
    fields: [
      {
        name: "icons",
        label: "Icons (the first is drawn large; up to four)",
        widget: "select",
        multiple: true,
        min: 1,
        max: 4,
        options: site.iconNames ?? [],
      },
      { name: "alt", label: "Description (what it shows, for screen readers)", widget: "string" },
      {
        name: "caption",
        label: "Caption (shown under it)",
        widget: "string",
        required: false,
      },
    ],
    pattern: /^<Figure((?:\s+[\w-]+=(?:"[^"]*"|'[^']*'))*)\s*\/>/,
    fromBlock: (m) => readFigure(m[1]),
    toBlock: writeFigure,
    toPreview: ({ icons, alt, caption }) => {
      const [main, ...rest] = iconList(icons).map((name) => site.icons?.[name] ?? "");
      return (
        `<figure class="site-figure"><div class="icon-art" role="img" aria-label="${escapeHtml(alt)}">` +
        `<span class="icon-main">${main ?? ""}</span>` +
        `<span class="icon-rest">${rest.map((svg) => `<span>${svg}</span>`).join("")}</span></div>` +
        (caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : "") +
        `</figure>`
      );
    },
  };

  const factText = ["CompanyName", "Email", "Address", "Registration", "RetentionPeriod", "AnswerPeriod"];
  const facts = {
    id: "Facts",
    label: "Facts boxes (cards of key facts)",
    fields: [
      {
        name: "cards",
        label: "Cards",
        label_singular: "card",
        widget: "list",
        summary: "{{fields.title}}",
        fields: [
          { name: "title", label: "Card title", widget: "string" },
          {
            name: "facts",
            label: "Facts",
            label_singular: "fact",
            widget: "list",
            summary: "{{fields.term}}",
            fields: [
              { name: "term", label: "Term (e.g. What, Why, How long)", widget: "string" },
              {
                name: "text",
                label: "Text",
                widget: "text",
                hint: "A company value is written as its tag: <RetentionPeriod />, <AnswerPeriod />, <Email />, <CompanyName />, <Address />, <Registration />.",
                pattern: [
                  `^([^{}<>]|<(${factText.join("|")}) />)*$`,
                  "no { } < > except the value tags, e.g. <RetentionPeriod />",
                ],
              },
            ],
          },
        ],
      },
    ],
    pattern: /^<Facts>\n([\s\S]*?)\n<\/Facts>/,
    fromBlock: (m) => readFacts(m[1]),
    toBlock: writeFacts,
    toPreview: ({ cards = [] }) =>
      `<div class="site-facts">${cards
        .map(
          ({ title, facts: list = [] }) =>
            `<div class="fact-card"><h3>${escapeHtml(title)}</h3><dl>${list
              .map(
                ({ term, text: t }) =>
                  `<div><dt>${escapeHtml(term)}</dt><dd>${withValues(collapseSpaces(t ?? ""))}</dd></div>`,
              )
              .join("")}</dl></div>`,
        )
        .join("")}</div>`,
  };

  // Decap's own photo block, its preview finding a photo chosen but not yet published (cms/repository-asset.js).
  const image = {
    id: "image",
    label: "Photo",
    fields: [
      {
        name: "image",
        label: "Photo",
        widget: "image",
        choose_url: false,
        media_library: { allow_multiple: false },
      },
      { name: "alt", label: "Description (what it shows, for screen readers)", widget: "string" },
      { name: "title", label: "Title (shown on hover)", widget: "string", required: false },
    ],
    pattern: /^!\[((?:[^\\\]]|\\.)*)\]\((.*?)(\s"((?:[^\\"]|\\.)*)")?\)/,
    fromBlock: (m) => ({
      image: m[2],
      alt: m[1].replace(/\\([\\[\]<>{}])/g, "$1"),
      title: m[4]?.replace(/\\([\\"])/g, "$1"),
    }),
    // The description and title are text: `[`, `]`, `\\` and `"` escaped, so neither can end the image early.
    toBlock: ({ alt, image: src, title }) =>
      `![${(alt || "").replace(/[\\[\]<>{}]/g, "\\$&")}](${src || ""}${title ? ` "${title.replace(/[\\"]/g, "\\$&")}"` : ""})`,
    toPreview: ({ alt, image: src }, getAsset) =>
      `<img src="${escapeHtml(getAsset && site.uploads ? assetUrl(getAsset, src, site.uploads) : src)}" alt="${escapeHtml(alt)}" />`,
  };

  return [figure, facts, image, ...inline, anchor];
}
