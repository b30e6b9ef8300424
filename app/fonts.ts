import localFont from "next/font/local";

// Inter (variable weight, latin subset), self-hosted from npm: the built site loads no external fonts.
export const sans = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-sans",
  weight: "100 900",
  display: "swap",
});
