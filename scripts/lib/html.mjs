// Reading HTML as a browser does (htmlparser2: any quoting, entities decoded, script and style bodies kept as
// raw text), for the checks and tests that read built or served pages: no regular expressions over markup
// (docs/decisions/tooling-libraries.md).
import { DomUtils, parseDocument } from "htmlparser2";

/** A parsed page, to ask several questions of one parse. */
export const parseHtml = (html) => parseDocument(html);

/**
 * The elements named `name` (lower case; every element without one) of `html`, a string or a parsed page, in
 * document order. Each has `name`, `attribs` (names lower-cased, values decoded) and `children`.
 * @param {string | { children: Parameters<typeof DomUtils.findAll>[1] }} html
 * @param {string} [name]
 */
export function elements(html, name) {
  const page = typeof html === "string" ? parseDocument(html) : html;
  return DomUtils.findAll((el) => !name || el.name === name, page.children);
}

/** The attributes of every element `name`, in document order. */
export const attributesOf = (html, name) => elements(html, name).map((el) => el.attribs);

/** An element's text as a reader sees it: tags dropped, entities decoded, white space collapsed ("" for none). */
export const textOf = (el) => (el ? DomUtils.textContent(el).replace(/\s+/g, " ").trim() : "");

/** An element's text exactly as written (a script's or style's body). */
export const rawText = (el) => DomUtils.textContent(el);

/** The text of the first element `name` ("" when there is none). */
export const firstText = (html, name) => textOf(elements(html, name)[0]);
