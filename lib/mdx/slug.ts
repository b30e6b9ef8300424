/** An anchor from heading text: lower case, letters (any script) and digits joined by hyphens. */
export const slugify = (s: string) =>
  s
    .toLocaleLowerCase("en")
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");

/**
 * One character of a `{#anchor}` mark: a–z, 0–9, or a letter, mark (harakat) or digit of the Arabic script
 * (cms/editor-components.js `ANCHOR_CHARACTER` is the same: tests/unit/cms-heading-address.test.mjs).
 */
export const MARK_CHARACTER = String.raw`(?:[a-z0-9]|(?=\p{Script_Extensions=Arabic})[\p{L}\p{M}\p{N}])`;
/** A `{#anchor}` mark's alphabet (cms/editor-components.js's `HeadingAnchor` pattern is the same). */
const MARK = new RegExp(`^${MARK_CHARACTER}+(?:-${MARK_CHARACTER}+)*$`, "u");

/**
 * Whether `mark` may be a heading's anchor: words of a slug (lower-case a–z, digits, Arabic) joined by single
 * hyphens, as `slugify` writes it. No `_`, no capitals, no dots: an anchor can never name a global of the
 * page's scripts (`self.__next_f`, `TURBOPACK`) nor an element a selector or script looks for.
 */
export const isAnchorMark = (mark: string) => MARK.test(mark) && slugify(mark) === mark;

/**
 * Unique anchors within one document: a repeated anchor gets `-2`, `-3`… (the first keeps the
 * plain one), whether it came from the text or from a `{#anchor}` mark. `reserved` are taken from
 * the start (the ids of the page around the body, lib/page-ids.ts): a heading never takes one.
 */
export function createSlugger(reserved: Iterable<string> = []) {
  const used = new Set<string>(reserved);
  return (base: string) => {
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}
