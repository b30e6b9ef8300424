// The English edition's content, gathered in one object; its shape (`Content`) is the one every edition
// has: content/ar/index.ts gathers the Arabic twins in the same shape.
import * as publishing from "@/content/publishing";
import type { Copy } from "@/content/i18n";
import * as clients from "@/content/clients";
import * as contact from "@/content/contact";
import * as families from "@/content/families";
import { challengeCopy, fieldErrors, formNotices, formNoticeWait, honeypot } from "@/content/forms";
import { navLabels } from "@/content/navigation";
import * as accessibility from "@/content/pages/accessibility";
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
import * as search from "@/content/search";
import { pages, type PageKey } from "@/content/routes";
import { services } from "@/content/services";
import * as shared from "@/content/shared";
import { addressLine, site } from "@/content/site";
import { solutions } from "@/content/solutions";
import * as team from "@/content/team";
import * as testimonials from "@/content/testimonials";
import type { PageMeta } from "@/content/types";
import { ui } from "@/content/ui";

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
  forms: { fieldErrors, formNotices, formNoticeWait, honeypot, challengeCopy },
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
    accessibility,
  },
  services,
  solutions,
  publishing,
  search,
};

/** The shape every edition's content has. */
export type Content = Copy<typeof english>;
