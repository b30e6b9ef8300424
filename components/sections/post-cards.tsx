import { AppLink } from "@/components/ui/app-link";
import { CardArrow } from "@/components/ui/card-arrow";
import { IconArt } from "@/components/ui/icon-art";
import { Picture } from "@/components/ui/picture";
import { content } from "@/lib/content";
import { formatDate, localePath, type Locale } from "@/content/i18n";
import { blogPath } from "@/content/routes";
import type { BlogPost } from "@/content/types";

/** Cards for blog posts (home's recent posts and the blogs page). */
export function PostCards({
  locale,
  posts,
  headingLevel: H = "h3",
}: {
  locale: Locale;
  posts: BlogPost[];
  headingLevel?: "h2" | "h3";
}) {
  const { families, shared } = content(locale);
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, i) => (
        <li key={post.slug}>
          <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-card shadow-card transition hover:-translate-y-1 hover:shadow-lift">
            {post.cover ? (
              // Decorative here: the card's title says what the article is; the article page describes it.
              <Picture
                src={post.cover.src}
                alt=""
                sizes="(min-width: 1024px) 374px, (min-width: 768px) calc(50vw - 36px), calc(100vw - 32px)"
                width={1200}
                height={800}
                className="h-44 w-full bg-brand-50 object-cover"
              />
            ) : (
              <IconArt icons={[post.icon]} tone={i + 1} className="h-44 rounded-none" />
            )}
            <div className="flex flex-1 flex-col p-6">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
                <span className="font-semibold text-accent-ink">{post.category}</span>
                <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
                <span>{families.articleFamily.readingTime(post.readingMinutes)}</span>
              </p>
              <H className="mt-3 text-xl font-bold text-ink">
                <AppLink
                  href={localePath(blogPath(post.slug), locale)}
                  className="after:absolute after:inset-0 after:content-['']"
                >
                  {post.title}
                </AppLink>
              </H>
              <p className="mt-2 flex-1 leading-relaxed text-ink-muted">{post.excerpt}</p>
              <span
                aria-hidden="true"
                className="mt-5 inline-flex items-center gap-1.5 font-semibold text-link"
              >
                {shared.readArticle}
                <CardArrow />
              </span>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
