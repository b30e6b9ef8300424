import type { MetadataRoute } from "next";
import { blogPosts } from "@/content/blogs";
import { localeCodes, localePath } from "@/content/i18n";
import { blogPath, routes } from "@/content/routes";
import { absoluteUrl, alternateUrls } from "@/lib/metadata";

// Static export: written once to out/sitemap.xml.
export const dynamic = "force-static";

// Next writes <loc> and alternate hrefs as given, so XML-special characters (the "'" in one slug) are escaped here.
const xmlEscape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

const published = new Map(blogPosts.map((p) => [blogPath(p.slug), p.date]));

/** Every route of the registry in both editions (canonical form), each listing all its language versions. */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes.flatMap((r) => {
    const languages = Object.fromEntries(
      Object.entries(alternateUrls(r.path)).map(([lang, url]) => [lang, xmlEscape(url)]),
    );
    return localeCodes.map((locale) => ({
      url: xmlEscape(absoluteUrl(localePath(r.path, locale))),
      ...(published.has(r.path) ? { lastModified: published.get(r.path) } : {}),
      alternates: { languages },
    }));
  });
}
