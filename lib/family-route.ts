import { notFound } from "next/navigation";
import { content, type SiteContent } from "@/lib/content";
import type { Locale } from "@/content/i18n";
import type { PageMeta } from "@/content/types";
import { pageMetadata } from "@/lib/metadata";

export type FamilyParams = { params: Promise<{ slug: string }> };

/**
 * The route functions of a page family (services, solutions, articles) in one edition: static params
 * from the content index, metadata, and lookup. Next hands the slug percent-encoded (':' arrives as
 * %3A), so it is decoded before matching; without that the odd blog slugs would render the 404 page.
 */
export function familyRoute<T extends { slug: string; meta: PageMeta }>(
  select: (c: SiteContent) => T[],
  pathOf: (slug: string) => string,
  locale: Locale,
  type: "website" | "article" = "website",
) {
  const items = select(content(locale));
  const find = async (params: FamilyParams["params"]) => {
    const slug = decodeURIComponent((await params).slug);
    return items.find((item) => item.slug === slug) ?? notFound();
  };
  return {
    find,
    generateStaticParams: () => items.map(({ slug }) => ({ slug })),
    generateMetadata: async ({ params }: FamilyParams) => {
      const item = await find(params);
      return pageMetadata(item.meta, pathOf(item.slug), locale, type);
    },
  };
}
