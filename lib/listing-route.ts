import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { CategoryId } from "@/content/categories";
import { content } from "@/lib/content";
import type { Locale } from "@/content/i18n";
import { blogPagePath, categoryPath } from "@/content/routes";
import { indexPages, usedCategories } from "@/lib/blog";
import { corePageMetadata, pageMetadata } from "@/lib/metadata";

export type PageParams = { params: Promise<{ page: string }> };
export type CategoryParams = { params: Promise<{ category: string }> };

/**
 * Route functions of /blogs/page/N in one edition. Page 1 is /blogs; /blogs/page/1 is also written
 * (a static export needs at least one page per route, and the blog may fit on one page) as a copy
 * that points its canonical URL at /blogs and asks not to be indexed. Nothing links to it.
 */
export function paginationRoute(locale: Locale) {
  const count = indexPages(locale).length;
  const find = async (params: PageParams["params"]) => {
    const n = Number((await params).page);
    return Number.isInteger(n) && n >= 1 && n <= count ? n : notFound();
  };
  return {
    find,
    generateStaticParams: () => Array.from({ length: count }, (_, i) => ({ page: String(i + 1) })),
    generateMetadata: async ({ params }: PageParams): Promise<Metadata> => {
      const n = await find(params);
      const { blogIndex } = content(locale).publishing;
      if (n === 1) return { ...corePageMetadata("blogs", locale), robots: { index: false, follow: true } };
      return pageMetadata(
        { title: blogIndex.pageTitle(n), description: blogIndex.pageOf(n, count) },
        blogPagePath(n),
        locale,
      );
    },
  };
}

/** Route functions of /blogs/category/<id> in one edition (categories that have articles). */
export function categoryRoute(locale: Locale) {
  const used = usedCategories(locale);
  const find = async (params: CategoryParams["params"]) => {
    const id = (await params).category as CategoryId;
    return used.includes(id) ? id : notFound();
  };
  return {
    find,
    generateStaticParams: () => used.map((category) => ({ category })),
    generateMetadata: async ({ params }: CategoryParams): Promise<Metadata> => {
      const id = await find(params);
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
  };
}
