"use client";

import { usePathname } from "next/navigation";
import { localePath, locales, routeOf, type Locale } from "@/content/i18n";

interface LanguageLinkProps {
  /** The edition the link leads to. */
  to: Locale;
  className?: string;
  /** Where to go instead of the current page's twin (the 404 pages have none). */
  href?: string;
}

/**
 * "العربية" on English pages, "English" on Arabic ones: the same page in the other edition. A plain
 * <a>, since the editions have different root layouts (a full load either way), named in its own
 * language. Pre-rendered per page, so it is right without JavaScript.
 */
export function LanguageLink({ to, className, href }: LanguageLinkProps) {
  const pathname = usePathname() ?? "/";
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: keep it as it came
  }
  path = path.length > 1 ? path.replace(/\/+$/, "") : "/";
  const target = href ?? `${encodeURI(localePath(routeOf(path), to)).replace(/\/?$/, "/")}`;
  const { lang, name } = locales[to];
  return (
    <a href={target} lang={lang} hrefLang={lang} className={className}>
      {name}
    </a>
  );
}
