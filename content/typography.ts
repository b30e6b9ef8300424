// Words that must not be split across two lines (issue 17: «App | Store», «6 | أشهر» at 375 px).
// The copy writes them with a no-break space (U+00A0, `\u00a0` in code) between their parts instead of a
// plain space; tests/unit/no-break.test.ts fails on a breakable space inside any of them, in every copy
// module and Markdown file under content/ (both editions).

/** The no-break space the copy uses inside the names and pairs below. */
export const noBreakSpace = "\u00a0";

/** Product and programme names of several words, written with no-break spaces between the words. */
export const unbreakableNames = [
  "App Store",
  "Apple Pay",
  "Apple Watch",
  "Google Play",
  "Google Pay",
  "Google Maps",
  "Google Ads",
  "Google Analytics",
  "Google Cloud",
  "Samsung Pay",
  "STC Pay",
  "Microsoft Dynamics",
  "WhatsApp Business",
  "Vision 2030",
  "رؤية المملكة 2030",
] as const;

/**
 * Units that stay on the line of the number before them ("6 months", «24 ساعة»): the space between a
 * number (or a placeholder of one variable, `${count}`) and one of these, and inside a unit of two words,
 * is a no-break space.
 */
export const unitWords = {
  en: [
    "seconds",
    "second",
    "minutes",
    "minute",
    "min",
    "hours",
    "hour",
    "working hours",
    "working days",
    "days",
    "day",
    "weeks",
    "week",
    "months",
    "month",
    "years",
    "year",
    "projects",
    "project",
    "KB",
    "MB",
  ],
  ar: [
    "ثانية",
    "ثوانٍ",
    "ثوان",
    "دقيقة",
    "دقيقتان",
    "دقائق",
    "ساعة",
    "ساعات",
    "يوم",
    "يومًا",
    "أيام",
    "أسبوع",
    "أسبوعًا",
    "أسابيع",
    "شهر",
    "شهرًا",
    "أشهر",
    "شهور",
    "سنة",
    "سنوات",
    "عام",
    "عامًا",
    "أعوام",
    "مشروع",
    "مشروعًا",
    "مشاريع",
  ],
} as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A number (not the end of a longer word or number) or a template placeholder, at the start of a match. */
const quantity = "(?:(?<![\\p{L}\\d.,])\\d+(?:[.,]\\d+)*|\\$\\{\\w+\\})";
const leadingQuantity = /^(?:[\d.,]+|\$\{\w+\})/;
/** White space that lets a line break: anything but U+00A0 and U+202F. */
const breakable = /(?:(?![\u00a0\u202f])\s)+/g;

/** One pattern per name and per unit; a match covers the name, or the number and its unit. */
const patterns: RegExp[] = [
  ...unbreakableNames.map(
    // Only Latin letters and digits glue to a name: Arabic writes «وSTC Pay», «لرؤية المملكة 2030».
    (name) => new RegExp(`(?<![A-Za-z\\d])${name.split(" ").map(escape).join("\\s+")}(?![A-Za-z\\d])`, "gu"),
  ),
  ...[...unitWords.en, ...unitWords.ar].map(
    (unit) => new RegExp(`${quantity}\\s+${unit.split(" ").map(escape).join("\\s+")}(?![\\p{L}])`, "gu"),
  ),
];

/** The spaces of a match that must not break: all of them, after the leading number or placeholder. */
const inner = (match: string) => {
  const lead = match.match(leadingQuantity)?.[0] ?? "";
  return [lead, match.slice(lead.length)] as const;
};

/** Comments in TypeScript source (a `//` after a colon is a URL, not a comment): not copy. */
const comments = /\/\*[\s\S]*?\*\/|(?<![:"'`\\])\/\/.*$/gm;

/** A source file's text with its comments blanked out (same length), for breakableRuns. */
export const withoutComments = (source: string) => source.replace(comments, (c) => c.replace(/\S/g, "x"));

/** Each place in `text` where a name or a number–unit pair could break (the matched text). */
export function breakableRuns(text: string): string[] {
  const found: string[] = [];
  for (const pattern of patterns) {
    for (const [match] of text.matchAll(pattern)) {
      if (new RegExp(breakable.source).test(inner(match)[1])) found.push(match);
    }
  }
  return found;
}

/** `text` with a no-break space inside every name and number–unit pair (scripts/no-break.mjs). */
export function keepTogether(text: string): string {
  return patterns.reduce(
    (out, pattern) =>
      out.replace(pattern, (match) => {
        const [lead, rest] = inner(match);
        return lead + rest.replace(breakable, noBreakSpace);
      }),
    text,
  );
}
