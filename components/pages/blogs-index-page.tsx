import { Rss } from "lucide-react";
import { CtaBand } from "@/components/sections/cta-band";
import { FaqSection } from "@/components/sections/faq-section";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { PostCards } from "@/components/sections/post-cards";
import { AppLink } from "@/components/ui/app-link";
import { Section, SectionHeading } from "@/components/ui/section";
import type { CategoryId } from "@/content/categories";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { blogPagePath, categoryPath, feedPath, pages } from "@/content/routes";
import { indexPages, usedCategories } from "@/lib/blog";

const chip =
  "inline-flex rounded-full border px-4 py-2 text-sm font-semibold transition hover:border-tint-edge hover:bg-tint";

/**
 * The article list: page `page` of the index (newest first, /blogs then /blogs/page/2…), or every
 * article of one category (/blogs/category/<id>). The category links are plain links, so the filter
 * works without JavaScript.
 */
export function BlogsIndexPage({
  locale,
  page = 1,
  category,
}: {
  locale: Locale;
  page?: number;
  category?: CategoryId;
}) {
  const c = content(locale);
  const { blogIndex, categories, feed } = c.publishing;
  const all = indexPages(locale);
  const posts = category ? c.blogPosts.filter((p) => p.categoryId === category) : (all[page - 1] ?? []);
  const path = localePath(category ? categoryPath(category) : blogPagePath(page), locale);
  const hero = category
    ? { ...c.pages.blogs.hero, title: blogIndex.categoryTitle(categories[category]) }
    : page > 1
      ? { ...c.pages.blogs.hero, title: blogIndex.pageTitle(page) }
      : c.pages.blogs.hero;
  const to = (n: number) => localePath(blogPagePath(n), locale);
  return (
    <>
      <RouteJsonLd path={path} locale={locale} />
      {/* React places these in <head>: the neighbours of a page of the index. */}
      {!category && page > 1 ? <link rel="prev" href={`${encodeURI(to(page - 1))}/`} /> : null}
      {!category && page < all.length ? <link rel="next" href={`${encodeURI(to(page + 1))}/`} /> : null}
      <PageHero {...hero} />
      <Section id="posts" labelledBy="posts-heading">
        <SectionHeading id="posts-heading" {...c.pages.blogs.postsHeadline} />
        <nav aria-label={blogIndex.categoriesLabel} className="mb-10">
          <ul className="flex flex-wrap justify-center gap-3">
            {[undefined, ...usedCategories(locale)].map((id) => {
              const current = id === category;
              return (
                <li key={id ?? "all"}>
                  <AppLink
                    href={localePath(id ? categoryPath(id) : pages.blogs.path, locale)}
                    aria-current={current ? "page" : undefined}
                    className={`${chip} ${current ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800" : "border-line bg-card text-link-strong"}`}
                  >
                    {id ? categories[id] : blogIndex.allCategories}
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <PostCards locale={locale} posts={posts} />
        {!category && all.length > 1 ? (
          <nav
            aria-label={blogIndex.paginationLabel}
            className="mt-12 flex flex-wrap items-center justify-center gap-3"
          >
            {page > 1 ? (
              <AppLink
                href={to(page - 1)}
                rel="prev"
                className={`${chip} border-line bg-card text-link-strong`}
              >
                {blogIndex.previous}
              </AppLink>
            ) : null}
            <ol className="flex flex-wrap gap-2">
              {all.map((_, i) => (
                <li key={i}>
                  <AppLink
                    href={to(i + 1)}
                    aria-current={i + 1 === page ? "page" : undefined}
                    aria-label={blogIndex.goToPage(i + 1)}
                    className={`${chip} ${i + 1 === page ? "border-brand-700 bg-brand-700 text-white" : "border-line bg-card text-link-strong"}`}
                  >
                    {i + 1}
                  </AppLink>
                </li>
              ))}
            </ol>
            {page < all.length ? (
              <AppLink
                href={to(page + 1)}
                rel="next"
                className={`${chip} border-line bg-card text-link-strong`}
              >
                {blogIndex.next}
              </AppLink>
            ) : null}
          </nav>
        ) : null}
        <p className="mt-10 text-center">
          <a
            href={`${encodeURI(localePath(feedPath, locale))}`}
            className="inline-flex items-center gap-2 font-semibold text-link hover:underline"
          >
            <Rss aria-hidden="true" className="size-4" />
            {feed.linkLabel}
          </a>
        </p>
      </Section>
      <FaqSection id="faq" headline={c.shared.generalFaqs.headline} faqs={c.shared.generalFaqs.items} />
      <CtaBand {...c.shared.emailCta} />
    </>
  );
}
