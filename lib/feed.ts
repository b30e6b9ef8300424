// RSS 2.0 feed of an edition's articles (summary per item), generated at build time.
import { content } from "@/lib/content";
import { locales, localePath, type Locale } from "@/content/i18n";
import { blogPath, feedPath, pages } from "@/content/routes";
import { absoluteUrl } from "@/lib/metadata";

const xml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** RFC 822 date (RSS 2.0), at noon UTC so the calendar day is the same in every time zone nearby. */
export const rfc822 = (iso: string) => new Date(`${iso}T12:00:00Z`).toUTCString();

export function rssFeed(locale: Locale): string {
  const c = content(locale);
  const self = absoluteUrl(localePath(feedPath, locale)).replace(/\/$/, "");
  const posts = c.blogPosts;
  const newest = posts
    .map((p) => p.dateModified)
    .sort()
    .at(-1);
  const items = posts.map((p) => {
    const url = absoluteUrl(localePath(blogPath(p.slug), locale));
    return [
      "    <item>",
      `      <title>${xml(p.title)}</title>`,
      `      <link>${xml(url)}</link>`,
      `      <guid isPermaLink="true">${xml(url)}</guid>`,
      `      <pubDate>${rfc822(p.date)}</pubDate>`,
      `      <category>${xml(p.category)}</category>`,
      `      <description>${xml(p.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xml(c.publishing.feed.title)}</title>`,
    `    <link>${xml(absoluteUrl(localePath(pages.blogs.path, locale)))}</link>`,
    `    <description>${xml(c.publishing.feed.description)}</description>`,
    `    <language>${locales[locale].lang}</language>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${xml(self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
