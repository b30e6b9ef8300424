// Everything an edition shows, gathered in one object per language. Components take a `locale`
// and read `content(locale)`; the Arabic object (content/ar/index.ts) must have the English shape:
// each copy module of content/ has a twin of the same path and exports under content/ar/.
import * as publishing from "@/content/publishing";
import type { Copy, Locale } from "@/content/i18n";
import { arabic } from "@/content/ar";
import { blogPosts } from "@/content/blogs";
import * as clients from "@/content/clients";
import * as contact from "@/content/contact";
import * as families from "@/content/families";
import { fieldErrors, formNotices, formNoticeWait, honeypot } from "@/content/forms";
import { buildNavigation, navLabels } from "@/content/navigation";
import * as about from "@/content/pages/about-us";
import * as blogsPage from "@/content/pages/blogs";
import * as bookDemo from "@/content/pages/book-demo";
import * as contactPage from "@/content/pages/contact";
import * as erp from "@/content/pages/erp-solution";
import * as home from "@/content/pages/home";
import * as portfolioPage from "@/content/pages/portfolio";
import * as privacy from "@/content/pages/privacy-policy";
import * as servicesPage from "@/content/pages/services";
import * as teamsPage from "@/content/pages/teams";
import * as terms from "@/content/pages/terms-conditions";
import * as whyChooseUs from "@/content/pages/why-choose-us";
import * as portfolio from "@/content/portfolio";
import {
  blogPath,
  listingRoutes,
  pages,
  servicePath,
  solutionPath,
  type PageKey,
  type RouteEntry,
} from "@/content/routes";
import { services } from "@/content/services";
import * as shared from "@/content/shared";
import { addressLine, site } from "@/content/site";
import { solutions } from "@/content/solutions";
import * as team from "@/content/team";
import * as testimonials from "@/content/testimonials";
import type { PageMeta } from "@/content/types";
import { ui } from "@/content/ui";
import { localePath } from "@/content/i18n";

const pageMeta = Object.fromEntries(
  Object.entries(pages).map(([key, { title, description }]) => [key, { title, description }]),
) as Record<PageKey, PageMeta>;

export const english = {
  site: {
    tagline: site.tagline,
    description: site.description,
    address: {
      street: site.address.street,
      city: site.address.city,
      region: site.address.region,
      country: site.address.country,
    },
    hours: site.hours,
    addressLine,
    /** The registered trade name in this edition's language (Arabic: content/ar/site.ts). */
    legalName: site.registration.legalName,
  },
  ui,
  nav: navLabels,
  shared,
  families,
  forms: { fieldErrors, formNotices, formNoticeWait, honeypot },
  contact,
  testimonials,
  clients,
  team,
  portfolio,
  pageMeta,
  pages: {
    home,
    about,
    services: servicesPage,
    portfolio: portfolioPage,
    teams: teamsPage,
    blogs: blogsPage,
    contact: contactPage,
    erp,
    bookDemo,
    whyChooseUs,
    privacy,
    terms,
  },
  services,
  solutions,
  blogPosts,
  publishing,
};

/** The shape every edition's content has. */
export type Content = Copy<typeof english>;

const editions: Record<Locale, Content> = { en: english, ar: arabic };

/** The content of one edition. */
export const content = (locale: Locale): Content => editions[locale];

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
