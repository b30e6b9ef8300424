import type { MetadataRoute } from "next";
import { blogPosts } from "@/content/blogs";
import { blogPath, routes } from "@/content/routes";
import { absoluteUrl } from "@/lib/metadata";

// Static export: written once to out/sitemap.xml.
export const dynamic = "force-static";

// Next writes <loc> values as given, so XML-special characters (the "'" in one slug) are escaped here.
const xmlEscape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

const published = new Map(blogPosts.map((p) => [blogPath(p.slug), p.date]));

/** Every route of the registry, in its canonical form (trailing slash). */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((r) => ({
    url: xmlEscape(absoluteUrl(r.path)),
    ...(published.has(r.path) ? { lastModified: published.get(r.path) } : {}),
  }));
}
