import { preload } from "react-dom";
import type { Locale } from "@/content/i18n";

// The fonts (public/fonts, @font-face in app/globals.css) each edition preloads: the ones its first
// screen is set in. Arabic pages set their few Latin words and digits in Inter with font-display
// optional and no preload (app/globals.css), so it never delays them or moves their text; English
// pages never fetch the Arabic font. `font-medium` in Arabic falls back to 400 rather than add a file.
const fonts: Record<Locale, string[]> = {
  en: ["/fonts/inter-latin-wght.woff2"],
  ar: ["/fonts/ibm-plex-sans-arabic-700.woff2", "/fonts/ibm-plex-sans-arabic-400.woff2"],
};

/** Adds the edition's font preloads to <head> (call from a root layout or the 404 document). */
export function preloadFonts(locale: Locale) {
  for (const href of fonts[locale])
    preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
}
