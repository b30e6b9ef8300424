import type { MetadataRoute } from "next";
import { content, localizedRoutes } from "@/lib/content";
import { localeCodes, localePath, routeOf, type Locale } from "@/content/i18n";
import { blogPath, pages } from "@/content/routes";
import { routes } from "@/lib/content";
import { existsIn } from "@/lib/blog";
import { absoluteUrl, alternateUrls, isPreviewBuild } from "@/lib/metadata";

// Static export: written once to out/sitemap.xml.
export const dynamic = "force-static";

// Next writes <loc> and alternate hrefs as given, so XML-special characters (the "'" in one slug) are escaped here.
const xmlEscape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** When a route's content last changed, from the content itself (articles, legal pages, blog lists). */
function lastModified(route: string, locale: Locale): string | undefined {
  const c = content(locale);
  const post = c.blogPosts.find((p) => blogPath(p.slug) === route);
  if (post) return post.dateModified;
  if (route === pages.privacy.path) return c.pages.privacy.policy.updated;
  if (route === pages.terms.path) return c.pages.terms.terms.updated;
  if (route === pages.accessibility.path) return c.pages.accessibility.statement.updated;
  if (route === pages.blogs.path || route.startsWith("/blogs/")) {
    const dates = c.blogPosts.map((p) => p.dateModified).sort();
    return dates.at(-1);
  }
  return undefined;
}

/**
 * Every route of both editions (canonical form), each listing the language versions that exist: the
 * registry's routes in both editions, then routes only the Arabic edition has (an Arabic-only article).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  if (isPreviewBuild) return []; // a preview is in no sitemap
  const english = routes.map((r) => r.path);
  const arabicOnly = localizedRoutes("ar")
    .map((r) => routeOf(r.path))
    .filter((route) => !english.includes(route));
  return [...english, ...arabicOnly].flatMap((route) => {
    const languages = Object.fromEntries(
      Object.entries(alternateUrls(route)).map(([lang, url]) => [lang, xmlEscape(url)]),
    );
    return localeCodes
      .filter((locale) => existsIn(route, locale))
      .map((locale) => {
        const lastmod = lastModified(route, locale);
        return {
          url: xmlEscape(absoluteUrl(localePath(route, locale))),
          ...(lastmod ? { lastModified: lastmod } : {}),
          alternates: { languages },
        };
      });
  });
}
