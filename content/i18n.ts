import type { CategoryId } from "@/content/categories";
import type { IconName, PortfolioCategoryId } from "@/content/types";

// The site's two editions. English lives at the route paths of content/routes.ts, Arabic at the
// same paths under /ar. Everything that differs per edition (direction, Open Graph locale, date and
// number formats) is read from `locales`; copy lives in content/ (English) and content/ar/ (Arabic).

export const localeCodes = ["en", "ar"] as const;
export type Locale = (typeof localeCodes)[number];

export interface LocaleSettings {
  /** BCP 47 tag for <html lang> and hreflang. */
  lang: string;
  dir: "ltr" | "rtl";
  /** Open Graph locale (language_TERRITORY). */
  ogLocale: string;
  /** The language's name in itself: the switcher's label on the other edition. */
  name: string;
  /**
   * Locale for Intl formatting. Arabic pins Western digits and the Gregorian calendar, as Saudi
   * business sites write them (ar-SA alone gives Arabic-Indic digits and, in older ICU, Hijri dates).
   */
  intl: string;
}

export const locales: Record<Locale, LocaleSettings> = {
  en: { lang: "en", dir: "ltr", ogLocale: "en_US", name: "English", intl: "en-GB" },
  ar: {
    lang: "ar",
    dir: "rtl",
    ogLocale: "ar_SA",
    name: "العربية",
    intl: "ar-SA-u-nu-latn-ca-gregory",
  },
};

/** The same route in an edition: "/contact" → "/ar/contact", "/" → "/ar". Other URLs pass unchanged. */
export function localePath(path: string, locale: Locale): string {
  if (locale === "en" || !path.startsWith("/") || path.startsWith("//")) return path;
  if (path === "/ar" || path.startsWith("/ar/") || path.startsWith("/ar#") || path.startsWith("/ar?"))
    return path;
  if (path === "/") return "/ar";
  if (path.startsWith("/#") || path.startsWith("/?")) return `/ar${path.slice(1)}`;
  return `/ar${path}`;
}

/** Shorthand for Arabic content modules: `href: ar(pages.contact.path)`. */
export const ar = (path: string) => localePath(path, "ar");

/** The route path of an edition's path, without its prefix: "/ar/contact" → "/contact", "/ar" → "/". */
export function routeOf(path: string): string {
  if (path === "/ar" || path === "/ar/") return "/";
  return path.startsWith("/ar/") ? path.slice(3) : path;
}

/** Dates as visitors read them: "9 October 2023" / "9 أكتوبر 2023". Formatted at build time. */
export const formatDate = (iso: string, locale: Locale) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(locales[locale].intl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * The shape of an English copy module with every string widened, so that the Arabic module can be
 * declared `satisfies Copy<typeof english>`: same keys, same nesting, same functions, same array
 * lengths for tuples, any text. Keywords (icon names, category ids, block types) stay as they are.
 */
type Keyword = IconName | PortfolioCategoryId | CategoryId;
export type Copy<T> = T extends Keyword
  ? T
  : T extends string
    ? string
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Copy<R>
      : T extends readonly unknown[]
        ? { -readonly [K in keyof T]: Copy<T[K]> }
        : T extends object
          ? { -readonly [K in keyof T]: Copy<T[K]> }
          : T;
