import { CalendarDays, Clock, Tag } from "lucide-react";
import { ContactSection } from "@/components/sections/contact-section";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { SideList } from "@/components/sections/side-list";
import { FamilyLayout } from "@/components/templates/family-layout";
import { IconArt } from "@/components/ui/icon-art";
import { content } from "@/content/dictionary";
import { formatDate, localePath, type Locale } from "@/content/i18n";
import { blogPath } from "@/content/routes";
import type { ArticleBlock, BlogPost } from "@/content/types";

function Block({ block, index }: { block: ArticleBlock; index: number }) {
  switch (block.type) {
    case "p":
      return <p>{block.text}</p>;
    case "h2":
      return (
        <h2 className="!mt-12 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{block.text}</h2>
      );
    case "h3":
      return <h3 className="!mt-8 text-xl font-bold text-ink">{block.text}</h3>;
    case "ul":
    case "ol": {
      const List = block.type;
      return (
        <List
          className={`space-y-2 ps-6 ${block.type === "ul" ? "list-disc" : "list-decimal"} marker:text-brand-600`}
        >
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    }
    case "quote":
      return (
        <blockquote className="rounded-e-2xl border-s-4 border-accent-500 bg-accent-500/5 px-6 py-5 text-lg font-medium text-ink">
          {block.text}
        </blockquote>
      );
    case "figure":
      return (
        <figure className="!my-10">
          <IconArt icons={block.icons} tone={index} alt={block.alt} className="h-56 sm:h-64" />
          <figcaption className="mt-3 text-center text-sm text-ink-muted">{block.caption}</figcaption>
        </figure>
      );
  }
}

export function ArticlePage({ post, locale }: { post: BlogPost; locale: Locale }) {
  const { blogPosts, families } = content(locale);
  const { articleFamily } = families;
  const path = localePath(blogPath(post.slug), locale);
  const others = blogPosts
    .filter((p) => p.slug !== post.slug)
    .map((p) => ({ label: p.title, href: localePath(blogPath(p.slug), locale) }));
  const facts = [
    { icon: Tag, text: post.category },
    { icon: CalendarDays, text: articleFamily.published(formatDate(post.date, locale)), dateTime: post.date },
    { icon: Clock, text: articleFamily.readingTime(post.readingMinutes) },
  ];
  return (
    <>
      <RouteJsonLd path={path} locale={locale} />
      <PageHero eyebrow={post.category} title={post.title} lead={post.excerpt}>
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
          {facts.map(({ icon: Glyph, text, dateTime }) => (
            <li key={text} className="flex items-center gap-2">
              <Glyph aria-hidden="true" className="size-4 text-accent-300" />
              {dateTime ? <time dateTime={dateTime}>{text}</time> : text}
            </li>
          ))}
        </ul>
      </PageHero>
      <FamilyLayout
        aside={
          <SideList
            title={articleFamily.sideTitle}
            links={others}
            extra={{ title: articleFamily.upcomingTitle, links: articleFamily.upcoming }}
          />
        }
      >
        <article className="max-w-3xl space-y-5 text-lg leading-relaxed text-ink-soft">
          {post.body.map((block, i) => (
            <Block key={i} block={block} index={i} />
          ))}
        </article>
      </FamilyLayout>
      <ContactSection returnTo={path} locale={locale} />
    </>
  );
}
