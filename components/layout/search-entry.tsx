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
      className="mt-3 inline-flex w-full items-center justify-center gap-2 rounded-full px-4 py-3 font-semibold text-brand-800 ring-1 ring-brand-200 transition hover:bg-brand-50 lg:mt-0 lg:size-10 lg:p-0 lg:text-ink-soft lg:ring-0 lg:hover:text-brand-700"
    >
      <Search aria-hidden="true" className="size-5" strokeWidth={2.25} />
      <span className="lg:sr-only">{label}</span>
    </a>
  );
}
