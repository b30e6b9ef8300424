// What components read: an edition's content as one object. The words and data written in TypeScript
// come from content/ (content/dictionary.ts); this module adds what is written as Markdown files
// (articles, privacy policy, terms, accessibility statement), read and validated by lib/markdown.ts, and derives the edition's
// menus and route list from both. content/ never imports this module: data flows up, never down.
import { copy, type Content } from "@/content/dictionary";
import { localePath, type Locale } from "@/content/i18n";
import { buildNavigation } from "@/content/navigation";
import {
  blogPath,
  listingRoutes,
  pages,
  servicePath,
  solutionPath,
  type PageKey,
  type RouteEntry,
} from "@/content/routes";
import type { BlogPost, LegalDocument } from "@/content/types";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { contentDir, loadArticles, loadLegal, toBlogPost } from "@/lib/markdown";

type LegalName = "privacy-policy" | "terms-conditions" | "accessibility";

function legalPage(locale: Locale, name: LegalName, related: LegalDocument["related"]) {
  const source = loadLegal(locale, name);
  const hero = { eyebrow: source.eyebrow, title: source.title, lead: source.lead };
  const doc: LegalDocument = { ...source, related };
  return { hero, doc };
}

function load(locale: Locale) {
  const c = copy(locale);
  const blogPosts: BlogPost[] = loadArticles(locale).map((a) => toBlogPost(a, c.publishing.categories));
  const privacy = legalPage(locale, "privacy-policy", c.pages.privacy.related);
  const terms = legalPage(locale, "terms-conditions", c.pages.terms.related);
  const accessibility = legalPage(locale, "accessibility", c.pages.accessibility.related);
  return {
    ...c,
    blogPosts,
    pages: {
      ...c.pages,
      privacy: { hero: privacy.hero, policy: privacy.doc },
      terms: { hero: terms.hero, terms: terms.doc },
      accessibility: { hero: accessibility.hero, statement: accessibility.doc },
    },
  };
}

/** Everything an edition shows. */
export type SiteContent = ReturnType<typeof load>;
export type { Content };

const cache = new Map<Locale, { stamp: string; content: SiteContent }>();

/**
 * What the edition's Markdown files are now (names, sizes and times), under `next dev` only (`npm run cms`): the
 * files are read, not imported, so next dev never learns that one changed, and the edition read at its first page
 * was shown for as long as the module lived (the trial: pages about 20 minutes stale). A build reads them once.
 */
function stamp(locale: Locale): string {
  if (process.env.NODE_ENV !== "development") return "";
  return (["blogs", "pages"] as const)
    .map((folder) => {
      const dir = contentDir(locale, folder);
      if (!existsSync(dir)) return "";
      return readdirSync(dir)
        .sort()
        .map((f) => {
          const s = statSync(join(dir, f));
          return `${f}:${s.size}:${s.mtimeMs}`;
        })
        .join("|");
    })
    .join("/");
}

/** The content of one edition (read once per build; under next dev, again once a Markdown file changed). */
export function content(locale: Locale): SiteContent {
  const now = stamp(locale);
  let c = cache.get(locale);
  if (!c || c.stamp !== now) cache.set(locale, (c = { stamp: now, content: load(locale) }));
  return c.content;
}

/** The edition's menus (header, footer), built from its labels and page names. */
export const navigation = (locale: Locale) => {
  const c = content(locale);
  return buildNavigation(c.nav, c.services, c.solutions, locale);
};

/** All routes of an edition (the 32 of the spec, then the blog's listing pages) with their paths (prefixed for Arabic), titles and descriptions. */
export function localizedRoutes(locale: Locale): RouteEntry[] {
  const c = content(locale);
  const to = (path: string) => localePath(path, locale);
  return [
    ...(Object.keys(pages) as PageKey[]).map((key) => ({
      path: to(pages[key].path),
      ...c.pageMeta[key],
      group: "core" as const,
    })),
    ...c.services.map((s) => ({
      path: to(servicePath(s.slug)),
      ...s.meta,
      heading: s.banner.title,
      group: "service" as const,
    })),
    ...c.solutions.map((s) => ({
      path: to(solutionPath(s.slug)),
      ...s.meta,
      heading: s.banner.title,
      group: "solution" as const,
    })),
    ...c.blogPosts.map((b) => ({
      path: to(blogPath(b.slug)),
      ...b.meta,
      heading: b.title,
      group: "blog" as const,
    })),
    ...listingRoutes(c.blogPosts, c.publishing).map((r) => ({ ...r, path: to(r.path) })),
  ];
}

/** All routes of the site (English paths): the spec's 32 in spec order, then the blog's listing pages. */
export const routes: RouteEntry[] = localizedRoutes("en");
