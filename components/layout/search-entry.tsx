import { Search } from "lucide-react";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { searchPath } from "@/content/routes";

/**
 * The header's search entry: a plain link to the edition's search page, so it works without JavaScript
 * and always loads the page in full (the search page has its own Content-Security-Policy: docs/search.md).
 * An icon on wide screens, a labelled row in the mobile menu. The `/` and Ctrl+K shortcuts follow it
 * (components/layout/header-nav.tsx).
 */
export function SearchEntry({ locale }: { locale: Locale }) {
  const { label } = content(locale).search.searchEntry;
  return (
    <a
      href={`${localePath(searchPath, locale)}/`}
      data-search-entry=""
      aria-keyshortcuts="/ Control+K"
      className="mt-3 inline-flex w-full items-center justify-center gap-2 rounded-full px-4 py-3 font-semibold text-link-strong ring-1 ring-tint-edge transition hover:bg-tint xl:mt-0 xl:size-10 xl:p-0 xl:text-ink-soft xl:ring-0 xl:hover:text-link"
    >
      <Search aria-hidden="true" className="size-5" strokeWidth={2.25} />
      <span className="xl:sr-only">{label}</span>
    </a>
  );
}
