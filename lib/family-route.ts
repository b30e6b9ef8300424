import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { content, type SiteContent } from "@/lib/content";
import type { Locale } from "@/content/i18n";
import { blogPath, servicePath, solutionPath } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";
import { staticRoute } from "@/lib/static-route";

/** The page families: where a page lives and what kind of page it is to Open Graph. */
const families = {
  services: { pathOf: servicePath, type: "website" },
  solutions: { pathOf: solutionPath, type: "website" },
  blogPosts: { pathOf: blogPath, type: "article" },
} as const;

type Family = keyof typeof families;

/**
 * The route of a page family (services, solutions, articles) in one edition: one page per item of the
 * edition's content, its metadata, and the page `render` makes of it. Next hands the slug percent-encoded
 * (':' arrives as %3A), so it is decoded before matching; without that the odd blog slugs would render the 404.
 */
export function familyRoute<F extends Family>(
  family: F,
  locale: Locale,
  render: (item: SiteContent[F][number]) => ReactNode,
) {
  const items: SiteContent[F][number][] = content(locale)[family];
  const { pathOf, type } = families[family];
  return staticRoute({
    params: () => items.map(({ slug }) => ({ slug })),
    find: (params: { slug: string }) => {
      const slug = decodeURIComponent(params.slug);
      return items.find((item) => item.slug === slug) ?? notFound();
    },
    metadata: (item) => pageMetadata(item.meta, pathOf(item.slug), locale, type),
    render,
  });
}
