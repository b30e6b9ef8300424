// Labels shared by the page-family templates (service, solution and article pages).
import { pages, servicePath } from "@/content/routes";
import type { Link } from "@/content/types";

export const serviceFamily = {
  sideTitle: "Services",
  upcomingTitle: "Up Comming Services",
  /** Placeholders for services in preparation; the client asked for them to point to cloud services. */
  upcoming: [
    { label: "Cyber Security Services", href: servicePath("cloud-services") },
    { label: "AI & Machine Learning", href: servicePath("cloud-services") },
    { label: "DevOps & Automation", href: servicePath("cloud-services") },
  ] satisfies Link[],
  faqHeadline: { eyebrow: "FAQ", title: "Frequently asked questions" },
  breadcrumb: { label: "Services", href: pages.services.path },
};

export const solutionFamily = {
  sideTitle: "Industry solutions",
  faqHeadline: { eyebrow: "FAQ", title: "Frequently asked questions" },
};

export const articleFamily = {
  sideTitle: "Our Blogs",
  upcomingTitle: "Up Comming Blogs",
  upcoming: [
    { label: "Building Bilingual Arabic and English Apps", href: pages.blogs.path },
    { label: "Choosing a Saudi Cloud Region for Your Data", href: pages.blogs.path },
  ] satisfies Link[],
  /** The article's date line; `date` is already formatted for the edition. */
  published: (date: string) => `Published ${date}`,
  readingTime: (minutes: number) => `${minutes} min read`,
  breadcrumb: { label: "Blogs", href: pages.blogs.path },
};
