import type { Metadata } from "next";
import { site } from "@/content/site";
import type { PageMeta } from "@/content/types";

/** Canonical URL of a route (the export uses trailing slashes). */
export const absoluteUrl = (path: string) => `${site.url}${path === "/" ? "/" : `${encodeURI(path)}/`}`;

/** Each page's metadata in one line: title, description, canonical, Open Graph and Twitter card. */
export function pageMetadata(
  meta: PageMeta,
  path: string,
  type: "website" | "article" = "website",
): Metadata {
  const url = absoluteUrl(path);
  return {
    title: path === "/" ? { absolute: `${meta.title} | ${site.name}` } : meta.title,
    description: meta.description,
    alternates: { canonical: url },
    openGraph: {
      type,
      url,
      siteName: site.name,
      title: `${meta.title} | ${site.name}`,
      description: meta.description,
      locale: "en_SA",
    },
    twitter: {
      card: "summary_large_image",
      title: `${meta.title} | ${site.name}`,
      description: meta.description,
    },
  };
}
