// Portfolio projects (spec section 3) and the copy of the portfolio section (home and /portfolio).
// The projects are fictional examples of the work we do; no live demos are public yet, so url is "#".
import { portfolioList, readEntries } from "@/content/lists";
import type { Headline, PortfolioCategory, PortfolioCategoryId, PortfolioProject } from "@/content/types";

/** Filter order and labels, as the spec names them ("It Solutions" verbatim). */
export const portfolioCategories: PortfolioCategory[] = [
  { id: "web_design", label: "Web Design" },
  { id: "web_development", label: "Web Development" },
  { id: "app_design", label: "App Design" },
  { id: "app_development", label: "App Development" },
  { id: "itsolution", label: "It Solutions" },
];

const label = (id: PortfolioCategoryId) => portfolioCategories.find((c) => c.id === id)!.label;

/** The projects, one file each (content/portfolio/<id>.json): category, images, link, order and words. */
export const projects: PortfolioProject[] = readEntries(portfolioList, "en").map((p) => ({
  ...p,
  url: p.url, // required: zod's types read it as optional without strictNullChecks (tsconfig.tools.json)
  category: label(p.category_id),
}));

/** Copy of the portfolio section. Functions build accessible names from a project title. */
export const portfolioSection = {
  headline: {
    eyebrow: "Portfolio",
    title: "Projects we have delivered",
    lead: "Websites, apps and IT solutions for hotels, clinics, retailers and logistics companies across the Kingdom.",
  } satisfies Headline,
  filterLabel: "Filter projects by category",
  allLabel: "All",
  /** Announced after each filter change (the language's plural rules live here, not in the island). */
  shown: (count: number) => (count === 1 ? "Showing 1 project" : `Showing ${count} projects`),
  viewImage: "View image",
  viewImageLabel: (title: string) => `View image of ${title}`,
  visitProject: "Project link",
  visitProjectLabel: (title: string) => `Project link: ${title}`,
  closeLabel: "Close image preview",
};
