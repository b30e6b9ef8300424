// The Arabic edition's content, gathered in the shape of the English one (content/en.ts).
// Every module beside this file mirrors the English module of the same path.
import * as publishing from "@/content/ar/publishing";
import type { Content } from "@/content/en";
import * as clients from "@/content/ar/clients";
import * as contact from "@/content/ar/contact";
import * as families from "@/content/ar/families";
import * as forms from "@/content/ar/forms";
import { navLabels } from "@/content/ar/navigation";
import * as about from "@/content/ar/pages/about-us";
import * as blogsPage from "@/content/ar/pages/blogs";
import * as bookDemo from "@/content/ar/pages/book-demo";
import * as contactPage from "@/content/ar/pages/contact";
import * as erp from "@/content/ar/pages/erp-solution";
import * as home from "@/content/ar/pages/home";
import * as portfolioPage from "@/content/ar/pages/portfolio";
import * as privacy from "@/content/ar/pages/privacy-policy";
import * as servicesPage from "@/content/ar/pages/services";
import * as teamsPage from "@/content/ar/pages/teams";
import * as terms from "@/content/ar/pages/terms-conditions";
import * as accessibility from "@/content/ar/pages/accessibility";
import * as whyChooseUs from "@/content/ar/pages/why-choose-us";
import * as portfolio from "@/content/ar/portfolio";
import { pageMeta } from "@/content/ar/routes";
import * as search from "@/content/ar/search";
import { services } from "@/content/ar/services";
import * as shared from "@/content/ar/shared";
import { addressLine, siteCopy } from "@/content/ar/site";
import { solutions } from "@/content/ar/solutions";
import * as team from "@/content/ar/team";
import * as testimonials from "@/content/ar/testimonials";
import { ui } from "@/content/ar/ui";

export const arabic: Content = {
  site: { ...siteCopy, addressLine },
  ui,
  nav: navLabels,
  shared,
  families,
  forms,
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
