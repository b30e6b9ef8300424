import { CalendarDays, Clock, RefreshCw, Tag } from "lucide-react";
import { MdxContent } from "@/components/mdx/mdx-content";
import { ShareLinks } from "@/components/sections/share-links";
import { ContactSection } from "@/components/sections/contact-section";
import { PageHero } from "@/components/sections/page-hero";
import { PostCards } from "@/components/sections/post-cards";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { SideList } from "@/components/sections/side-list";
import { FamilyLayout } from "@/components/templates/family-layout";
import { AppLink } from "@/components/ui/app-link";
import { Picture } from "@/components/ui/picture";
import { content } from "@/lib/content";
import { formatDate, localePath, type Locale } from "@/content/i18n";
import { blogPath, categoryPath } from "@/content/routes";
import type { BlogPost } from "@/content/types";
import { relatedPosts } from "@/lib/blog";

/** An article: its Markdown body, an optional table of contents, share links and related articles. */
export function ArticlePage({ post, locale }: { post: BlogPost; locale: Locale }) {
  const { blogPosts, families, publishing } = content(locale);
  const { articleFamily } = families;
  const extras = publishing.articleExtras;
  const path = localePath(blogPath(post.slug), locale);
  const others = blogPosts
    .filter((p) => p.slug !== post.slug)
    .map((p) => ({ label: p.title, href: localePath(blogPath(p.slug), locale) }));
  const related = relatedPosts(post, locale);
  const toc = post.toc ? post.headings.filter((h) => h.depth === 2) : [];
  return (
    <>
      <RouteJsonLd path={path} locale={locale} />
      <PageHero eyebrow={post.category} title={post.title} lead={post.excerpt}>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
          <li className="flex items-center gap-2">
            <Tag aria-hidden="true" className="size-4 text-accent-300" />
            <AppLink
              href={localePath(categoryPath(post.categoryId), locale)}
              className="underline-offset-2 hover:underline"
            >
              {post.category}
            </AppLink>
          </li>
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 text-accent-300" />
            <time dateTime={post.date}>{articleFamily.published(formatDate(post.date, locale))}</time>
          </li>
          {post.dateModified !== post.date ? (
            <li className="flex items-center gap-2">
              <RefreshCw aria-hidden="true" className="size-4 text-accent-300" />
              <time dateTime={post.dateModified}>
                {extras.updated(formatDate(post.dateModified, locale))}
              </time>
            </li>
          ) : null}
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 text-accent-300" />
            {articleFamily.readingTime(post.readingMinutes)}
          </li>
        </ul>
      </PageHero>
      <FamilyLayout aside={<SideList family={articleFamily} links={others} />}>
        <article className="max-w-3xl space-y-5 text-lg leading-relaxed text-ink-soft">
          {post.cover ? (
            // The article's largest element, at the top of its column: fetched first, never lazily.
            <Picture
              src={post.cover.src}
              alt={post.cover.alt}
              sizes="(min-width: 1024px) 768px, calc(100vw - 32px)"
              width={1200}
              height={800}
              priority
              // <picture> is display: contents, so the column's space-y gap is set on the image itself.
              className="mb-8 block h-auto w-full rounded-2xl bg-brand-50"
            />
          ) : null}
          {toc.length ? (
            <nav
              aria-label={extras.toc}
              className="rounded-2xl border border-line bg-surface-alt p-5 text-base"
            >
              <h2 className="text-lg font-bold text-ink">{extras.toc}</h2>
              <ol className="mt-3 list-decimal space-y-1 ps-6 marker:text-link-soft">
                {toc.map((h) => (
                  <li key={h.id}>
                    <a href={`#${h.id}`} className="text-link hover:underline">
                      {h.text}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <MdxContent source={post.body} locale={locale} variant="article" />
        </article>
        <ShareLinks post={post} locale={locale} />
        {related.length ? (
          <section aria-labelledby="related-heading" className="mt-14">
            <h2 id="related-heading" className="mb-6 text-2xl font-extrabold tracking-tight text-ink">
              {extras.related}
            </h2>
            <PostCards locale={locale} posts={related} />
          </section>
        ) : null}
      </FamilyLayout>
      <ContactSection returnTo={path} locale={locale} />
    </>
  );
}
