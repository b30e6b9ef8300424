import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import type { CategoryId } from "@/content/categories";
import { content } from "@/lib/content";
import type { Locale } from "@/content/i18n";
import { blogPagePath, categoryPath } from "@/content/routes";
import { indexPages, usedCategories } from "@/lib/blog";
import { corePageMetadata, pageMetadata } from "@/lib/metadata";
import { staticRoute } from "@/lib/static-route";

/**
 * The route of /blogs/page/N in one edition. Page 1 is /blogs; /blogs/page/1 is also written (a static
 * export needs at least one page per route, and the blog may fit on one page) as a copy that points its
 * canonical URL at /blogs and asks not to be indexed. Nothing links to it.
 */
export function paginationRoute(locale: Locale, render: (page: number) => ReactNode) {
  const count = indexPages(locale).length;
  return staticRoute({
    params: () => Array.from({ length: count }, (_, i) => ({ page: String(i + 1) })),
    find: ({ page }: { page: string }) => {
      const n = Number(page);
      return Number.isInteger(n) && n >= 1 && n <= count ? n : notFound();
    },
    metadata: (n) => {
      const { blogIndex } = content(locale).publishing;
      if (n === 1) return { ...corePageMetadata("blogs", locale), robots: { index: false, follow: true } };
      return pageMetadata(
        { title: blogIndex.pageTitle(n), description: blogIndex.pageOf(n, count) },
        blogPagePath(n),
        locale,
      );
    },
    render,
  });
}

/** The route of /blogs/category/<id> in one edition (categories that have articles). */
export function categoryRoute(locale: Locale, render: (category: CategoryId) => ReactNode) {
  const used = usedCategories(locale);
  return staticRoute({
    params: () => used.map((category) => ({ category })),
    find: ({ category }: { category: string }) => {
      const id = category as CategoryId;
      return used.includes(id) ? id : notFound();
    },
    metadata: (id) => {
      const { blogIndex, categories } = content(locale).publishing;
      return pageMetadata(
        {
          title: blogIndex.categoryTitle(categories[id]),
          description: blogIndex.categoryDescription(categories[id]),
        },
        categoryPath(id),
        locale,
      );
    },
    render,
  });
}
