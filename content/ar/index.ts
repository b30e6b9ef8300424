// The Arabic edition's content, gathered in the shape of the English one (content/dictionary.ts).
// Every module beside this file mirrors the English module of the same path.
import type { Content } from "@/content/dictionary";
import type { PageMeta } from "@/content/types";
import { blogPosts } from "@/content/ar/blogs";
import { clientLogos, clientsSection } from "@/content/ar/clients";
import { contactForm, contactSection } from "@/content/ar/contact";
import { articleFamily, serviceFamily, solutionFamily } from "@/content/ar/families";
import { fieldErrors, formNotices, formNoticeWait, honeypot } from "@/content/ar/forms";
import { navLabels } from "@/content/ar/navigation";
import * as about from "@/content/ar/pages/about-us";
import * as blogsPage from "@/content/ar/pages/blogs";
import * as bookDemo from "@/content/ar/pages/book-demo";
import * as contactPage from "@/content/ar/pages/contact";
import * as erp from "@/content/ar/pages/erp-solution";
import * as home from "@/content/ar/pages/home";
import * as portfolioPage from "@/content/ar/pages/portfolio";
import { hero as privacyHero, policy } from "@/content/ar/pages/privacy-policy";
import * as servicesPage from "@/content/ar/pages/services";
import * as teamsPage from "@/content/ar/pages/teams";
import * as termsPage from "@/content/ar/pages/terms-conditions";
import * as whyChooseUs from "@/content/ar/pages/why-choose-us";
import { portfolioCategories, portfolioSection, projects } from "@/content/ar/portfolio";
import { pageMeta } from "@/content/ar/routes";
import { services } from "@/content/ar/services";
import * as shared from "@/content/ar/shared";
import { addressLine, siteCopy } from "@/content/ar/site";
import { solutions } from "@/content/ar/solutions";
import { teamMembers } from "@/content/ar/team";
import { testimonials, testimonialsSection } from "@/content/ar/testimonials";
import { ui } from "@/content/ar/ui";

export const arabic: Content = {
  site: { ...siteCopy, addressLine },
  ui,
  nav: navLabels,
  shared: {
    servicesGridHeadline: shared.servicesGridHeadline,
    serviceCardMore: shared.serviceCardMore,
    whyChooseBlock: shared.whyChooseBlock,
    stats: shared.stats,
    generalFaqs: shared.generalFaqs,
    emailCta: shared.emailCta,
    recentPostsHeadline: shared.recentPostsHeadline,
    readArticle: shared.readArticle,
  },
  families: { serviceFamily, solutionFamily, articleFamily },
  forms: { fieldErrors, formNotices, formNoticeWait, honeypot },
  contact: { contactSection, contactForm },
  testimonials: { testimonialsSection, testimonials },
  clients: { clientsSection, clientLogos },
  team: { teamMembers },
  portfolio: { portfolioCategories, projects, portfolioSection },
  pageMeta: pageMeta satisfies Record<string, PageMeta>,
  pages: {
    home: { hero: home.hero },
    about: {
      hero: about.hero,
      story: about.story,
      valuesHeadline: about.valuesHeadline,
      values: about.values,
      missionVision: about.missionVision,
    },
    services: { hero: servicesPage.hero },
    portfolio: { hero: portfolioPage.hero, projectsHeadline: portfolioPage.projectsHeadline },
    teams: { hero: teamsPage.hero, teamHeadline: teamsPage.teamHeadline },
    blogs: { hero: blogsPage.hero, postsHeadline: blogsPage.postsHeadline },
    contact: { hero: contactPage.hero, enquiryHeading: contactPage.enquiryHeading },
    erp: {
      hero: erp.hero,
      intro: erp.intro,
      mobileApp: erp.mobileApp,
      webApp: erp.webApp,
      approvals: erp.approvals,
      cta: erp.cta,
    },
    bookDemo: { hero: bookDemo.hero, demoIntro: bookDemo.demoIntro, demoForm: bookDemo.demoForm },
    whyChooseUs: { hero: whyChooseUs.hero, reasons: whyChooseUs.reasons, cta: whyChooseUs.cta },
    privacy: { hero: privacyHero, policy },
    terms: { hero: termsPage.hero, terms: termsPage.terms },
  },
  services,
  solutions,
  blogPosts,
};
