// Decoding the character references of an HTML attribute or text (numeric, and the five named ones React and
// Next write), for the checks that read built pages as text (scripts/check/check-build.mjs, tests/hosting/).

/** `s` with its character references decoded, `&amp;` last so nothing is decoded twice. */
export const decodeEntities = (s) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
