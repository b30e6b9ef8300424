// Labels of the blog machinery (categories, pagination, table of contents, related articles,
// share links, feeds) and of the registered-company details the legal pages show.
// Arabic twin: content/ar/publishing.ts. The articles themselves are Markdown files in content/blogs/.
import type { CategoryId } from "@/content/categories";
import { dataRequestAnswerDays, enquiryRetentionMonths } from "@/content/forms";

export const categories: Record<CategoryId, string> = {
  "mobile-app-development": "Mobile App Development",
  "web-development": "Web Development",
  "artificial-intelligence": "Artificial Intelligence",
};

export const blogIndex = {
  /** Name of the category links above the cards (a filter that works without JavaScript). */
  categoriesLabel: "Browse by category",
  allCategories: "All articles",
  /** <title> and h1 of a category page. */
  categoryTitle: (name: string) => `${name} articles`,
  categoryDescription: (name: string) =>
    `Guides and articles on ${name.toLowerCase()} from the engineers of Makkah Tech Solutions in Makkah.`,
  /** <title> of /blogs/page/N. */
  pageTitle: (n: number) => `Blogs, page ${n}`,
  paginationLabel: "Article pages",
  previous: "Newer articles",
  next: "Older articles",
  pageOf: (n: number, total: number) => `Page ${n} of ${total}`,
  goToPage: (n: number) => `Page ${n}`,
};

export const articleExtras = {
  toc: "In this article",
  related: "Related articles",
  updated: (date: string) => `Updated ${date}`,
  share: {
    title: "Share this article",
    whatsapp: "Share on WhatsApp",
    linkedin: "Share on LinkedIn",
    x: "Share on X",
    email: "Share by e-mail",
    copy: "Copy link",
    copied: "Link copied",
  },
};

export const feed = {
  title: "Makkah Tech Solutions: Blog",
  description:
    "Practical guides on mobile apps, websites and emerging technology for business decision makers.",
  /** Title of the autodiscovery link and of the visible feed link. */
  linkLabel: "RSS feed",
};

/** The registered company, as the legal pages name it. */
export const registration = {
  cr: "commercial registration no.",
  unifiedNumber: "Unified National Number",
  vat: "VAT registration no.",
  shortAddress: "national short address",
};

/** Figures the legal pages quote from the form settings (content/forms.ts), number and unit kept together. */
export const legalValues = {
  retentionPeriod: `${enquiryRetentionMonths}\u00a0months`,
  answerPeriod: `${dataRequestAnswerDays}\u00a0days`,
};
