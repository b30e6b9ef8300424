/** Each <url> of a sitemap, in its order: its <loc> and its hreflang alternates, decoded; throws when not well-formed. */
export function sitemapEntries(xml: string): {
  loc: string;
  alternates: { hreflang: string; href: string }[];
}[];
/** The URLs (<loc>) of a sitemap, decoded, in its order; throws when the XML is not well-formed. */
export function sitemapUrls(xml: string): string[];
/** The paths of a sitemap's URLs ("/ar/about-us/"), as the URL parser writes them. */
export function sitemapPaths(xml: string): string[];
/** The files the sitemap lists, relative to out/ ("ar/about-us/index.html"), in its order, each once. */
export function sitemapFiles(xml: string): string[];
