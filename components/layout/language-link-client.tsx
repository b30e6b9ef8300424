"use client";

import { usePathname } from "next/navigation";

export interface LanguageLinkClientProps {
  /** The target edition's `lang` and its name in itself (the link's text). */
  lang: string;
  name: string;
  /** Path prefixes of this page's edition and of the target edition ("" for English, "/ar" for Arabic). */
  prefixes: { from: string; to: string };
  className?: string;
  /** Where to go instead of the current page's twin (the 404 pages have none). */
  href?: string;
  /** Pages of this edition with no twin (an article written in one language only), and where to go from them. */
  untranslated?: { paths: string[]; fallback: string };
}

/**
 * "العربية" on English pages, "English" on Arabic ones: the same page in the other edition. A plain
 * <a>, since the editions have different root layouts (a full load either way), named in its own
 * language. Pre-rendered per page, so it is right without JavaScript. The twin's path swaps the
 * edition's prefix, the rule of content/i18n.ts `localePath` (tests/unit/content.test.ts holds them equal).
 */
export function LanguageLinkClient({
  lang,
  name,
  prefixes,
  className,
  href,
  untranslated,
}: LanguageLinkClientProps) {
  const pathname = usePathname() ?? "/";
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: keep it as it came
  }
  path = path.length > 1 ? path.replace(/\/+$/, "") : "/";
  const twin = untranslated?.paths.includes(path) ? untranslated.fallback : swapPrefix(path, prefixes);
  const target = href ?? `${encodeURI(twin).replace(/\/?$/, "/")}`;
  return (
    <a href={target} lang={lang} hrefLang={lang} className={className}>
      {name}
    </a>
  );
}

/** "/ar/contact" with prefixes {from: "/ar", to: ""} → "/contact"; "/" with {from: "", to: "/ar"} → "/ar". */
export function swapPrefix(path: string, { from, to }: { from: string; to: string }): string {
  const inEdition = !from || path === from || path.startsWith(`${from}/`);
  const route = inEdition ? path.slice(from.length) || "/" : path;
  return route === "/" ? to || "/" : `${to}${route}`;
}
