// Everything an edition's TypeScript content holds, gathered in one object per language; lib/content.ts
// adds what is read from Markdown files (articles, legal pages) and is what components read. The Arabic
// object (content/ar/index.ts) must have the English shape: each copy module of content/ has a twin of
// the same path and exports under content/ar/.
import { arabic } from "@/content/ar";
import { english, type Content } from "@/content/en";
import type { Locale } from "@/content/i18n";

export type { Content };

const editions: Record<Locale, Content> = { en: english, ar: arabic };

/** The words and data of one edition, as written in content/ (lib/content.ts adds the Markdown files). */
export const copy = (locale: Locale): Content => editions[locale];
