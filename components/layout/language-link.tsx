import { LanguageLinkClient, type LanguageLinkProps } from "@/components/layout/language-link-client";
import { localePath } from "@/content/i18n";
import { pages } from "@/content/routes";
import { otherLocale, untranslatedPaths } from "@/lib/blog";

/**
 * The language switch of the header and footer. Pages with no twin in the other edition (an article
 * written in one language only, a page of the index the other edition does not need) link to the
 * other edition's blog index instead of a missing page.
 */
export function LanguageLink(props: Omit<LanguageLinkProps, "untranslated">) {
  const paths = untranslatedPaths(otherLocale(props.to));
  return (
    <LanguageLinkClient
      {...props}
      untranslated={paths.length ? { paths, fallback: localePath(pages.blogs.path, props.to) } : undefined}
    />
  );
}
