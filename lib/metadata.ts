import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Metadata, Viewport } from "next";
import { content } from "@/lib/content";
import { localePath, locales, type Locale } from "@/content/i18n";
import { feedPath, pages, searchPath, type PageKey } from "@/content/routes";
import { existsIn } from "@/lib/blog";
import { site } from "@/content/site";
import type { PageMeta } from "@/content/types";
import { themeColors } from "@/lib/theme";
import { shareCard, shareCardSize } from "@/lib/share-card";

/**
 * Canonical URL of a path (the export uses trailing slashes). encodeURI leaves ':' and "'" as they are,
 * which is how browsers serialise those paths too, so canonical, og:url and the sitemap all match the address bar.
 */
export const absoluteUrl = (path: string) => `${site.url}${path === "/" ? "/" : `${encodeURI(path)}/`}`;

/**
 * The editions' URLs of a route, plus x-default (English, or the only edition): what hreflang and the
 * sitemap list. An article written in one language only lists just that one.
 */
export function alternateUrls(route: string): Record<string, string> {
  const editions = (["en", "ar"] as const).filter((l) => existsIn(route, l));
  const urls: Record<string, string> = {};
  for (const l of editions) urls[l] = absoluteUrl(localePath(route, l));
  if (editions[0]) urls["x-default"] = absoluteUrl(localePath(route, editions[0]));
  return urls;
}

/** The RSS autodiscovery link of an edition's blog pages (Next renders it as <link rel="alternate">). */
export const feedAlternate = (locale: Locale) => ({
  "application/rss+xml": [
    {
      url: absoluteUrl(localePath(feedPath, locale)).replace(/\/$/, ""),
      title: content(locale).publishing.feed.title,
    },
  ],
});

/** Browser chrome and manifest colours (brand-700 on white). */
export const themeColor = themeColors.light;
export const backgroundColor = "#ffffff";

/**
 * The site's generic share image (public/og-image.png, made by scripts/dev/generate-icons.mjs): the JSON-LD's
 * image. Each page's Open Graph and Twitter image is its own card (pageCardImage).
 */
export const shareImage = (locale: Locale) =>
  ({
    url: "/og-image.png",
    width: 1200,
    height: 630,
    alt: `${site.name}: ${content(locale).site.tagline}`,
    type: "image/png",
  }) as const;

/** A page's own share card (lib/share-card.ts), absolute on the production address through metadataBase. */
export function pageCardImage(title: string, route: string, locale: Locale) {
  const card = shareCard(title, route, locale);
  return {
    url: card.file,
    ...shareCardSize,
    alt: `${site.name}: ${title}`,
    type: card.type,
  };
}

/**
 * Each page's metadata in one line: title, description, canonical and hreflang alternates, Open Graph
 * and Twitter card. `route` is the page's path in the route registry (English, unprefixed).
 */
export function pageMetadata(
  meta: PageMeta,
  route: string,
  locale: Locale,
  type: "website" | "article" = "website",
): Metadata {
  const path = localePath(route, locale);
  const url = absoluteUrl(path);
  const title = `${meta.title} | ${site.name}`;
  const image = pageCardImage(meta.title, route, locale);
  const post =
    type === "article" ? content(locale).blogPosts.find((p) => `/blogs/${p.slug}` === route) : undefined;
  const other: Locale = locale === "ar" ? "en" : "ar";
  const isBlog = route === "/blogs" || route.startsWith("/blogs/");
  return {
    title: route === "/" ? { absolute: title } : meta.title,
    description: meta.description,
    alternates: {
      canonical: url,
      languages: alternateUrls(route),
      ...(isBlog ? { types: feedAlternate(locale) } : {}),
    },
    openGraph: {
      ...(post
        ? {
            type: "article",
            publishedTime: post.date,
            modifiedTime: post.dateModified,
            section: post.category,
            authors: [site.name],
          }
        : { type: "website" }),
      url,
      siteName: site.name,
      title,
      description: meta.description,
      locale: locales[locale].ogLocale,
      alternateLocale: existsIn(route, other) ? [locales[other].ogLocale] : [],
      images: [image],
    },
    twitter: {
      card: "summary_large_image",
      title,
      description: meta.description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}

/** Metadata of one of the 12 stand-alone pages in an edition. */
export const corePageMetadata = (key: PageKey, locale: Locale) =>
  pageMetadata(content(locale).pageMeta[key], pages[key].path, locale);

/** The search page of an edition: its own title and description, kept out of search engines' indexes. */
export const searchPageMetadata = (locale: Locale): Metadata => ({
  ...pageMetadata(content(locale).search.searchPage.meta, searchPath, locale),
  robots: { index: false },
});

/**
 * The tab icon, inlined as a data: URL (public/icons/icon.svg, 452 bytes). A linked icon is fetched while the
 * page is still parsing, before its first paint, and Lighthouse's simulated slow 4G counts that request into
 * FCP and LCP (about 0.07 s on an article); inline it costs ~0.35 KB gzipped per page and no request. Search
 * engines and iOS get the linked touch icon (public/icons/apple-touch-icon.png), a URL that stays put.
 */
const tabIcon = `data:image/svg+xml,${encodeURIComponent(
  readFileSync(join(process.cwd(), "public/icons/icon.svg"), "utf8").trim(),
).replace(/%(2F|3A|3D)/g, (c) => decodeURIComponent(c))}`;

/**
 * A preview build (`SITE_PREVIEW=1 npm run build`, deployed with `npm run deploy -- --preview N`): every page
 * `noindex` and an empty sitemap, so a pull request's preview never reaches a search index. A normal build
 * leaves it false and its bytes unchanged.
 */
export const isPreviewBuild = process.env.SITE_PREVIEW === "1";

/** The root layout's defaults for an edition (title template, description, tab icon). */
export const layoutMetadata = (locale: Locale): Metadata => ({
  metadataBase: new URL(site.url),
  ...(isPreviewBuild ? { robots: { index: false, follow: false } } : {}),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: content(locale).site.description,
  applicationName: site.name,
  icons: {
    icon: [{ url: tabIcon, type: "image/svg+xml", sizes: "any" }],
    apple: [{ url: "/icons/apple-touch-icon.png", sizes: "180x180", type: "image/png" }],
  },
});

/** The viewport of every page: the browser chrome's colour for each system colour scheme. */
export const siteViewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: themeColors.light },
    { media: "(prefers-color-scheme: dark)", color: themeColors.dark },
  ],
  width: "device-width",
  initialScale: 1,
};
