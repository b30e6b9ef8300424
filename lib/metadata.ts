import type { Metadata } from "next";
import { blogPosts } from "@/content/blogs";
import { site } from "@/content/site";
import type { PageMeta } from "@/content/types";

/**
 * Canonical URL of a route (the export uses trailing slashes). encodeURI leaves ':' and "'" as they are,
 * which is how browsers serialise those paths too, so canonical, og:url and the sitemap all match the address bar.
 */
export const absoluteUrl = (path: string) => `${site.url}${path === "/" ? "/" : `${encodeURI(path)}/`}`;

/** Browser chrome and manifest colours (brand-700 on white). */
export const themeColor = "#1f33b0";
export const backgroundColor = "#ffffff";

/** The share image (public/og-image.png, made by scripts/generate-images.mjs): same file for every page. */
export const shareImage = {
  url: "/og-image.png",
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
  type: "image/png",
} as const;

/** Each page's metadata in one line: title, description, canonical, Open Graph and Twitter card. */
export function pageMetadata(
  meta: PageMeta,
  path: string,
  type: "website" | "article" = "website",
): Metadata {
  const url = absoluteUrl(path);
  const title = `${meta.title} | ${site.name}`;
  const post = type === "article" ? blogPosts.find((p) => `/blogs/${p.slug}` === path) : undefined;
  return {
    title: path === "/" ? { absolute: title } : meta.title,
    description: meta.description,
    alternates: { canonical: url },
    openGraph: {
      ...(post
        ? { type: "article", publishedTime: post.date, section: post.category, authors: [site.name] }
        : { type: "website" }),
      url,
      siteName: site.name,
      title,
      description: meta.description,
      locale: "en_SA",
      images: [shareImage],
    },
    twitter: {
      card: "summary_large_image",
      title,
      description: meta.description,
      images: [{ url: shareImage.url, alt: shareImage.alt }],
    },
  };
}
