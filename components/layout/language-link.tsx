import { LanguageLinkClient } from "@/components/layout/language-link-client";
import { localePath, locales, type Locale } from "@/content/i18n";
import { pages } from "@/content/routes";
import { otherLocale, untranslatedPaths } from "@/lib/blog";

export interface LanguageLinkProps {
  /** The edition the link leads to. */
  to: Locale;
  className?: string;
  /** Where to go instead of the current page's twin (the 404 pages have none). */
  href?: string;
}

/** An edition's path prefix: "" for English, "/ar" for Arabic. */
const prefixOf = (locale: Locale) => localePath("/", locale).replace(/^\/$/, "");

/**
 * The language switch of the header and footer. Pages with no twin in the other edition (an article
 * written in one language only, a page of the index the other edition does not need) link to the
 * other edition's blog index instead of a missing page.
 */
export function LanguageLink({ to, ...props }: LanguageLinkProps) {
  const from = otherLocale(to);
  const paths = untranslatedPaths(from);
  return (
    <LanguageLinkClient
      {...props}
      lang={locales[to].lang}
      name={locales[to].name}
      prefixes={{ from: prefixOf(from), to: prefixOf(to) }}
      untranslated={paths.length ? { paths, fallback: localePath(pages.blogs.path, to) } : undefined}
    />
  );
}
