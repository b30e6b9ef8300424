// Reading a sitemap, once for every script and test that takes its pages from it (search index, audit, check:live,
// e2e/seo.spec.ts): an XML parser, so every entity is decoded (blog slugs hold ":" and "'", written &apos;).
import { XMLParser, XMLValidator } from "fast-xml-parser";

// htmlEntities: numeric references (&#39;, &#x3A;) too, not only the five named ones; in attributes as well.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  htmlEntities: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === "url" || name === "xhtml:link",
});

/**
 * Each <url> of a sitemap, in its order: its <loc> and its hreflang alternates ({ hreflang, href }), decoded;
 * throws when the XML is not well-formed.
 */
export function sitemapEntries(xml) {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`sitemap.xml is not well-formed XML: ${JSON.stringify(valid.err)}`);
  return (parser.parse(xml).urlset?.url ?? []).map((url) => ({
    loc: String(url.loc ?? "").trim(),
    alternates: (url["xhtml:link"] ?? [])
      .filter((link) => link.rel === "alternate" && link.hreflang && link.href)
      .map(({ hreflang, href }) => ({ hreflang, href })),
  }));
}

/** The URLs (<loc>) of a sitemap, decoded, in its order; throws when the XML is not well-formed. */
export const sitemapUrls = (xml) => sitemapEntries(xml).map((entry) => entry.loc);

/** The paths of a sitemap's URLs ("/ar/about-us/"), as the URL parser writes them. */
export const sitemapPaths = (xml) => sitemapUrls(xml).map((loc) => new URL(loc).pathname);

/** The files the sitemap lists, relative to out/ ("ar/about-us/index.html"), in its order, each once. */
export function sitemapFiles(xml) {
  const files = sitemapPaths(xml).map((pathname) => {
    const path = decodeURIComponent(pathname).replace(/^\//, "");
    return `${path}${path === "" || path.endsWith("/") ? "" : "/"}index.html`;
  });
  return [...new Set(files)];
}
