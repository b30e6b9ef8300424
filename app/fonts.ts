import localFont from "next/font/local";

// Fonts are self-hosted from npm: the built site loads no external fonts.

// Inter (variable weight, latin subset): every Latin letter and every digit on both editions.
export const sans = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-sans",
  weight: "100 900",
  display: "swap",
});

// IBM Plex Sans Arabic, Arabic subset only, imported by the Arabic layout alone. Two weights (about
// 43 KB each): 500 would add a third file for `font-medium` alone, which falls back to 400 instead.
// The unicode-range keeps Latin text and digits in Inter.
export const arabic = localFont({
  src: [
    {
      path: "../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2",
      weight: "400",
    },
    {
      path: "../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2",
      weight: "700",
    },
  ],
  variable: "--font-arabic",
  display: "swap",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC",
    },
  ],
});
