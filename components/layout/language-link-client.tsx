"use client";

import { usePathname } from "next/navigation";
import { localePath, locales, routeOf, type Locale } from "@/content/i18n";

export interface LanguageLinkProps {
  /** The edition the link leads to. */
  to: Locale;
  className?: string;
  /** Where to go instead of the current page's twin (the 404 pages have none). */
  href?: string;
  /** Pages of this edition with no twin (an article written in one language only), and where to go from them. */
  untranslated?: { paths: string[]; fallback: string };
}

/**
 * "العربية" on English pages, "English" on Arabic ones: the same page in the other edition. A plain
 * <a>, since the editions have different root layouts (a full load either way), named in its own
 * language. Pre-rendered per page, so it is right without JavaScript.
 */
export function LanguageLinkClient({ to, className, href, untranslated }: LanguageLinkProps) {
  const pathname = usePathname() ?? "/";
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: keep it as it came
  }
  path = path.length > 1 ? path.replace(/\/+$/, "") : "/";
  const twin = untranslated?.paths.includes(path) ? untranslated.fallback : localePath(routeOf(path), to);
  const target = href ?? `${encodeURI(twin).replace(/\/?$/, "/")}`;
  const { lang, name } = locales[to];
  return (
    <a href={target} lang={lang} hrefLang={lang} className={className}>
      {name}
    </a>
  );
}
