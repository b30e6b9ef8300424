/** An anchor from heading text: lower case, letters (any script) and digits joined by hyphens. */
export const slugify = (s: string) =>
  s
    .toLocaleLowerCase("en")
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");

/**
 * Unique anchors within one document: a repeated anchor gets `-2`, `-3`… (the first keeps the
 * plain one), whether it came from the text or from a `{#anchor}` mark.
 */
export function createSlugger() {
  const used = new Set<string>();
  return (base: string) => {
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}
