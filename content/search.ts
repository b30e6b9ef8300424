// Copy of the site search: the header entry, the search page (/search) and its results. The index is
// built after the export (scripts/build/search-index.mjs, docs/search.md); these are only the words around it.

/** A text per plural category of the edition's language (Intl.PluralRules); `other` is the fallback. */
export type PluralTexts = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The header's search entry (a plain link to the edition's search page). */
export const searchEntry = {
  label: "Search",
};

export const searchPage = {
  meta: {
    title: "Search",
    description:
      "Search every page and article of the Makkah Tech Solutions website: services, industry solutions, the ERP and our blog.",
  },
  hero: {
    eyebrow: "Search",
    title: "Search the site",
    lead: "Find a service, an industry solution, a product feature or an article by what it is about.",
  },
  form: {
    label: "Search the site",
    placeholder: "e.g. ZATCA, Flutter, cloud hosting",
    hint: "Press / or Ctrl+K on any page to come here. Use the arrow keys to move through the results and Escape to clear.",
  },
  status: {
    loading: "Loading the search index…",
    empty: "Type a word or two to search every page.",
    /** {query} is replaced by the visitor's words. */
    noResults: "Nothing matches “{query}”. Try another word, or browse the site's sections below.",
    /** By the language's plural rule (Intl.PluralRules); {count} and {query} are replaced. */
    results: {
      one: "1 result for “{query}”",
      other: "{count} results for “{query}”",
    } as PluralTexts,
    failed: "Search could not start in this browser. Browse the site's sections below instead.",
  },
  resultsLabel: "Search results",
  /** Shown when JavaScript is off: search needs it, the sections below do not. */
  noScript:
    "Search needs JavaScript, which is turned off in this browser. Every page is one or two clicks away in the sections below.",
  browse: {
    title: "Browse the site",
    lead: "Every page of the site, by section.",
  },
};
