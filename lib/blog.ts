// The blog's derived structure, per edition: twins, related articles, pages of the index, categories.
import { categoryIds, type CategoryId } from "@/content/categories";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { blogPagePath, blogPath, categoryPath, postsPerPage } from "@/content/routes";
import type { BlogPost } from "@/content/types";

export const otherLocale = (locale: Locale): Locale => (locale === "ar" ? "en" : "ar");

/** The same article in the other edition, if it has been written. */
export const twinOf = (slug: string, locale: Locale) =>
  content(otherLocale(locale)).blogPosts.find((p) => p.slug === slug);

/** Up to `count` other articles: same category first, then the newest. */
export function relatedPosts(post: BlogPost, locale: Locale, count = 3): BlogPost[] {
  const others = content(locale).blogPosts.filter((p) => p.slug !== post.slug);
  const same = others.filter((p) => p.categoryId === post.categoryId);
  const rest = others.filter((p) => p.categoryId !== post.categoryId);
  return [...same, ...rest].slice(0, count);
}

/** The edition's articles split into index pages (page 1 is /blogs). */
export function indexPages(locale: Locale): BlogPost[][] {
  const posts = content(locale).blogPosts;
  const pages: BlogPost[][] = [];
  for (let i = 0; i < posts.length; i += postsPerPage) pages.push(posts.slice(i, i + postsPerPage));
  return pages.length ? pages : [[]];
}

/** Categories that have at least one article in the edition, in the fixed order of content/categories.ts. */
export const usedCategories = (locale: Locale): CategoryId[] =>
  categoryIds.filter((id) => content(locale).blogPosts.some((p) => p.categoryId === id));

/**
 * Every blog path an edition has (unprefixed): articles, index pages 2+ and category pages. A path
 * missing from the other edition gets no hreflang to it and no language-switch link to it.
 */
export function blogRoutes(locale: Locale): string[] {
  return [
    ...content(locale).blogPosts.map((p) => blogPath(p.slug)),
    ...indexPages(locale)
      .slice(1)
      .map((_, i) => blogPagePath(i + 2)),
    ...usedCategories(locale).map(categoryPath),
  ];
}

/** Blog paths of `locale` (prefixed) that have no twin in the other edition. */
export function untranslatedPaths(locale: Locale): string[] {
  const there = new Set(blogRoutes(otherLocale(locale)));
  return blogRoutes(locale)
    .filter((p) => !there.has(p))
    .map((p) => localePath(p, locale));
}

/** Whether a route (unprefixed) exists in an edition: every non-blog route does. */
export function existsIn(route: string, locale: Locale): boolean {
  if (!route.startsWith("/blogs/")) return true;
  return blogRoutes(locale).includes(route);
}
