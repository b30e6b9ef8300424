import type { Locale } from "@/content/i18n";

// The brand fonts never delay a page (app/globals.css explains the whole scheme): a first visit paints
// in metric-matched fallbacks and requests no font before its first paint; after hydration
// components/islands/font-warmup.tsx puts the edition's fonts in the cache and records it under
// `fontsCachedKey`; the inline script below then sets <html data-fonts> before the first paint of every
// later page, which switches the font stacks to the cached brand fonts.

/** The font families each edition's pages use (the @font-face rules are in app/globals.css). */
export const editionFonts: Record<Locale, string[]> = {
  en: ["Inter"],
  ar: ["IBM Plex Sans Arabic", "Inter"],
};

/** localStorage key recording that the edition's fonts are in the HTTP cache. Bump the version when a
 *  font file changes (a stale mark only costs one page in the fallback fonts: font-display optional). */
export function fontsCachedKey(locale: Locale) {
  return `fonts-cached-${locale}-v2`;
}

/** Inline <head> script: brand fonts on when a previous page cached them (storage may be blocked). */
export function fontsScript(locale: Locale) {
  return `try{localStorage.getItem(${JSON.stringify(fontsCachedKey(locale))})&&document.documentElement.setAttribute("data-fonts","")}catch(e){}`;
}

/** Without JavaScript there is no warm-up: use the fonts (optional display: never a late swap). */
export const noScriptFontsCss = `html{--font-sans:"Inter","Inter Fallback"}html:lang(ar){--font-sans:"IBM Plex Sans Arabic","Inter","Inter Fallback"}`;
