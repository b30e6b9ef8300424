// The one route registry. Header, footer, sitemap, metadata and the e2e route loop all read it.
import { categoryIds, type CategoryId } from "@/content/categories";
import { blogIndex } from "@/content/publishing";
import type { BlogPost, PageMeta } from "@/content/types";

export interface CorePage extends PageMeta {
  path: string;
}

/** The stand-alone pages: the spec's 12, then the accessibility statement. `title` is the page's <title> (before " | Company"). */
export const pages = {
  home: {
    path: "/",
    title: "Web, App & Software Development in Makkah",
    description:
      "Makkah Tech Solutions designs and builds mobile apps, websites and custom software, with IT consulting, digital marketing and cloud services for Saudi businesses.",
  },
  about: {
    path: "/about-us",
    title: "About Us",
    description:
      "Who we are: a Makkah software and IT services company, our core values, our mission and vision, and what our clients say about working with us.",
  },
  services: {
    path: "/services",
    title: "Our Services",
    description:
      "Mobile app, web and software development, IT consulting, digital marketing and cloud services: everything a growing business needs from one technology partner.",
  },
  portfolio: {
    path: "/portfolio",
    title: "Portfolio",
    description:
      "Selected web design, web development, app design, app development and IT solution projects delivered by Makkah Tech Solutions. Filter by category.",
  },
  teams: {
    path: "/teams",
    title: "Our Team",
    description:
      "Meet the people behind our projects: application management, social media, content and business management specialists based in Makkah.",
  },
  blogs: {
    path: "/blogs",
    title: "Blogs",
    description:
      "Practical guides on mobile apps, no-code versus custom websites and artificial intelligence, written by our engineers for business decision makers.",
  },
  contact: {
    path: "/contact",
    title: "Let's Talk",
    description:
      "Tell us about your project. Call, e-mail or send an enquiry to our Makkah office and we will reply within 24 working hours.",
  },
  erp: {
    path: "/erp-solution",
    title: "ERP Solution",
    description:
      "A complete ERP for Saudi companies: HR, attendance, payroll, projects, assets and analytics on web and mobile, with approval flows and client access.",
  },
  bookDemo: {
    path: "/book-demo",
    title: "Book a Demo",
    description:
      "Book a free, personal demo of our comprehensive ERP solution. Tell us about your company and we will show you the modules that matter to you.",
  },
  whyChooseUs: {
    path: "/why-choose-us",
    title: "Why Us?",
    description:
      "Eight reasons businesses choose us: expertise, a customer-centric approach, timely delivery, integrity, quality, fair pricing, 24/7 support and global reach.",
  },
  privacy: {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description:
      "What our website and enquiry forms collect, why, how long we keep it, who we share it with, and how to review or delete your data under Saudi PDPL.",
  },
  terms: {
    path: "/terms-conditions",
    title: "Terms and Conditions",
    description:
      "The terms that apply when you use the Makkah Tech Solutions website: agreement by use, feedback, corrections, indemnification and use of the internet.",
  },
  // Not one of the spec's pages: what a buyer working to the Digital Government Authority's guideline asks for.
  accessibility: {
    path: "/accessibility",
    title: "Accessibility Statement",
    description:
      "The accessibility standard this website aims for (WCAG 2.2 AA), how every page is checked, what is not perfect yet, and how to report a barrier.",
  },
} as const satisfies Record<string, CorePage>;

export type PageKey = keyof typeof pages;

export const servicePath = (slug: string) => `/services/${slug}`;
export const solutionPath = (slug: string) => `/solutions/${slug}`;
export const blogPath = (slug: string) => `/blogs/${slug}`;
/** A category's article list, e.g. /blogs/category/web-development. */
export const categoryPath = (id: string) => `/blogs/category/${id}`;
/** Page n of the article list: /blogs, then /blogs/page/2, /blogs/page/3… */
export const blogPagePath = (n: number) => (n <= 1 ? "/blogs" : `/blogs/page/${n}`);
/** The RSS feed of an edition's articles (before the locale prefix). */
export const feedPath = "/blogs/feed.xml";
/**
 * The search page of an edition (before the locale prefix). Not one of the spec's pages: outside the
 * registry, the sitemap and the search index itself, noindex (docs/search.md).
 */
export const searchPath = "/search";
/** Articles per page of the blog index. */
export const postsPerPage = 9;

export type RouteGroup = "core" | "service" | "solution" | "blog" | "listing";

export interface RouteEntry extends PageMeta {
  path: string;
  /** The page's visible h1, where the registry knows it (family pages). */
  heading?: string;
  group: RouteGroup;
}

/**
 * The blog's listing pages of an edition (unprefixed paths): index pages 2+ (once the articles fill
 * more than one) and one page per category that has articles.
 */
export function listingRoutes(
  posts: BlogPost[],
  labels: { categories: Record<CategoryId, string>; blogIndex: typeof blogIndex },
): RouteEntry[] {
  const pageCount = Math.ceil(posts.length / postsPerPage);
  const used = categoryIds.filter((id) => posts.some((p) => p.categoryId === id));
  return [
    ...Array.from({ length: Math.max(0, pageCount - 1) }, (_, i) => ({
      path: blogPagePath(i + 2),
      title: labels.blogIndex.pageTitle(i + 2),
      description: labels.blogIndex.pageOf(i + 2, pageCount),
      heading: labels.blogIndex.pageTitle(i + 2),
      group: "listing" as const,
    })),
    ...used.map((id) => ({
      path: categoryPath(id),
      title: labels.blogIndex.categoryTitle(labels.categories[id]),
      description: labels.blogIndex.categoryDescription(labels.categories[id]),
      heading: labels.blogIndex.categoryTitle(labels.categories[id]),
      group: "listing" as const,
    })),
  ];
}
