// Header and footer menus, built from the route registry so a new page appears everywhere at once.
import { pages, servicePath, solutionPath } from "@/content/routes";
import { services } from "@/content/services";
import { solutions } from "@/content/solutions";
import type { Link } from "@/content/types";

export interface NavDropdown {
  /** Stable id, used for aria-controls. */
  id: "solutions" | "products" | "others";
  label: string;
  items: Link[];
}

export type NavItem = Link | NavDropdown;

export const isDropdown = (item: NavItem): item is NavDropdown => "items" in item;

export const mainNav: NavItem[] = [
  { label: "Home", href: pages.home.path },
  { label: "About Us", href: pages.about.path },
  { label: "Services", href: pages.services.path },
  {
    id: "solutions",
    label: "Solutions",
    items: solutions.map((s) => ({ label: s.name, href: solutionPath(s.slug) })),
  },
  { label: "Portfolio", href: pages.portfolio.path },
  { id: "products", label: "Products", items: [{ label: "ERP Solution", href: pages.erp.path }] },
  {
    id: "others",
    label: "Others",
    items: [
      { label: "Why Us?", href: pages.whyChooseUs.path },
      { label: "Terms & Conditions", href: pages.terms.path },
      { label: "Privacy Policy", href: pages.privacy.path },
      { label: "Teams", href: pages.teams.path },
      { label: "BLOGS", href: pages.blogs.path },
    ],
  },
];

export const headerCta: Link = { label: "Let's Talk", href: pages.contact.path };

export interface FooterColumn {
  title: string;
  links: Link[];
}

export const footerColumns: FooterColumn[] = [
  {
    title: "Services",
    links: services.map((s) => ({ label: s.name, href: servicePath(s.slug) })),
  },
  {
    title: "Company",
    links: [
      { label: "Home", href: pages.home.path },
      { label: "About Us", href: pages.about.path },
      { label: "Services", href: pages.services.path },
      { label: "Why Choose Us", href: pages.whyChooseUs.path },
      { label: "Portfolio", href: pages.portfolio.path },
      { label: "Teams", href: pages.teams.path },
      { label: "Blogs", href: pages.blogs.path },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Terms & Conditions", href: pages.terms.path },
      { label: "Privacy Policy", href: pages.privacy.path },
    ],
  },
];
