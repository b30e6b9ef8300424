// Header and footer menus, built from the route registry so a new page appears everywhere at once.
// Labels are copy (here and in content/ar/navigation.ts); the structure is shared by both editions.
import { localePath, type Copy, type Locale } from "@/content/i18n";
import { pages, servicePath, solutionPath } from "@/content/routes";
import { services } from "@/content/services";
import { solutions } from "@/content/solutions";
import type { Link, ServicePage, SolutionPage } from "@/content/types";

export interface NavDropdown {
  /** Stable id, used for aria-controls. */
  id: "solutions" | "products" | "others";
  label: string;
  items: Link[];
}

export type NavItem = Link | NavDropdown;

export const isDropdown = (item: NavItem): item is NavDropdown => "items" in item;

export interface FooterColumn {
  title: string;
  links: Link[];
}

/** Menu labels (the spec's wording, "BLOGS" and "Why Us?" included). */
export const navLabels = {
  home: "Home",
  about: "About Us",
  services: "Services",
  solutions: "Solutions",
  portfolio: "Portfolio",
  products: "Products",
  erp: "ERP Solution",
  others: "Others",
  whyUs: "Why Us?",
  terms: "Terms & Conditions",
  privacy: "Privacy Policy",
  accessibility: "Accessibility",
  teams: "Teams",
  blogs: "BLOGS",
  cta: "Let's Talk",
  footer: {
    services: "Services",
    company: "Company",
    legal: "Legal",
    whyChooseUs: "Why Choose Us",
    blogs: "Blogs",
  },
};

export type NavLabels = Copy<typeof navLabels>;

/** The header menu, its call to action and the footer columns of one edition. */
export function buildNavigation(
  t: NavLabels,
  serviceList: readonly Pick<ServicePage, "slug" | "name">[],
  solutionList: readonly Pick<SolutionPage, "slug" | "name">[],
  locale: Locale,
) {
  const to = (path: string) => localePath(path, locale);
  const mainNav: NavItem[] = [
    { label: t.home, href: to(pages.home.path) },
    { label: t.about, href: to(pages.about.path) },
    { label: t.services, href: to(pages.services.path) },
    {
      id: "solutions",
      label: t.solutions,
      items: solutionList.map((s) => ({ label: s.name, href: to(solutionPath(s.slug)) })),
    },
    { label: t.portfolio, href: to(pages.portfolio.path) },
    { id: "products", label: t.products, items: [{ label: t.erp, href: to(pages.erp.path) }] },
    {
      id: "others",
      label: t.others,
      items: [
        { label: t.whyUs, href: to(pages.whyChooseUs.path) },
        { label: t.terms, href: to(pages.terms.path) },
        { label: t.privacy, href: to(pages.privacy.path) },
        { label: t.teams, href: to(pages.teams.path) },
        { label: t.blogs, href: to(pages.blogs.path) },
      ],
    },
  ];
  const headerCta: Link = { label: t.cta, href: to(pages.contact.path) };
  const footerColumns: FooterColumn[] = [
    {
      title: t.footer.services,
      links: serviceList.map((s) => ({ label: s.name, href: to(servicePath(s.slug)) })),
    },
    {
      title: t.footer.company,
      links: [
        { label: t.home, href: to(pages.home.path) },
        { label: t.about, href: to(pages.about.path) },
        { label: t.services, href: to(pages.services.path) },
        { label: t.footer.whyChooseUs, href: to(pages.whyChooseUs.path) },
        { label: t.portfolio, href: to(pages.portfolio.path) },
        { label: t.teams, href: to(pages.teams.path) },
        { label: t.footer.blogs, href: to(pages.blogs.path) },
      ],
    },
    {
      title: t.footer.legal,
      links: [
        { label: t.terms, href: to(pages.terms.path) },
        { label: t.privacy, href: to(pages.privacy.path) },
        { label: t.accessibility, href: to(pages.accessibility.path) },
      ],
    },
  ];
  return { mainNav, headerCta, footerColumns };
}

export const { mainNav, headerCta, footerColumns } = buildNavigation(navLabels, services, solutions, "en");
