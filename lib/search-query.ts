// The site search's query, prepared for the index (components/islands/site-search.tsx, docs/search.md).
//
// Arabic writes a conjunction and a preposition as letters glued to the word: «و» and «ف» (and, so),
// «ب» (with), «ك» (as), «ل» (for), in front of the article «ال»: «والفاتورة», «وبالفاتورة», and
// «ل» + «ال» is written «لل»: «للمستشفيات», «وللمستشفيات». Pagefind's Arabic stemmer (Snowball) strips some
// of these but not all («والفاتورة» found one unrelated page), so the search strips them first: each word
// goes to the index as «ال…», the form that finds best. Only letters that stand before «ال» (or «لل») are
// clitics here: a word that merely starts with one of them («وزارة», «بوابة», «فاتورة», «لوحة») is left
// alone, and so is a short word whose «ال» is part of its root («والد», «بالغة»).

/** Diacritics (tashkeel) a reader may type on a clitic letter. */
const marks = "[\\u064B-\\u0652\\u0670]*";
const letter = (l: string) => `${l}${marks}`;
/** At least three Arabic letters after the article: «والد» (a father) keeps its «ال», «والعمل» does not. */
const stem = `(?=(?:[\\u0621-\\u064A]${marks}){3})`;

/** «و»/«ف», then «ب»/«ك» (one of the two at least), then the article: «والفاتورة», «كالفاتورة», «وبالفاتورة». */
const beforeArticle = new RegExp(
  `^(?=[وفبك])(?:[وف]${marks})?(?:[بك]${marks})?${letter("ا")}${letter("ل")}${stem}`,
  "u",
);
/** «ل» + «ال» written «لل», with or without «و»/«ف» in front: «للمستشفيات», «وللمستشفيات». */
const forTheArticle = new RegExp(`^(?:[وف]${marks})?${letter("ل")}${letter("ل")}${stem}`, "u");

/** One word without its leading clitics: «وللمستشفيات» → «المستشفيات»; any other word as it is. */
export function withoutClitics(word: string): string {
  const clitics = word.match(beforeArticle) ?? word.match(forTheArticle);
  return clitics ? `ال${word.slice(clitics[0].length)}` : word;
}

/** The query as the index gets it: each Arabic word without the conjunctions and prepositions glued to it. */
export function searchQuery(query: string): string {
  return query
    .trim()
    .split(/\s+/u)
    .map((word) => (/^[\u0600-\u06FF]/u.test(word) ? withoutClitics(word) : word))
    .join(" ");
}
