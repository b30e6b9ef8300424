// Portfolio projects (spec section 3) and the copy of the portfolio section (home and /portfolio).
// The projects are fictional examples of the work we do; no live demos are public yet, so url is "#".
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
const thumb = (id: number) => `/images/portfolio/project-${id}.svg`;
const large = (id: number) => `/images/portfolio/project-${id}-lg.svg`;

const project = (p: Omit<PortfolioProject, "category" | "image" | "lg_image">): PortfolioProject => ({
  ...p,
  category: label(p.category_id),
  image: thumb(p.id),
  lg_image: large(p.id),
});

export const projects: PortfolioProject[] = [
  project({
    id: 1,
    category_id: "web_design",
    title: "Dar Al Diyafa Hotel website",
    description:
      "A bilingual, booking-led website for a boutique hotel a short walk from the Haram in Makkah.",
    imageAlt: "Browser window showing a hotel home page with a room gallery and a booking bar",
    url: "#",
  }),
  project({
    id: 2,
    category_id: "web_development",
    title: "Umrah group booking portal",
    description:
      "A portal where licensed travel agents book Umrah packages, upload pilgrim documents and track visa status.",
    imageAlt: "Browser window showing a booking portal next to a panel of source code",
    url: "#",
  }),
  project({
    id: 3,
    category_id: "app_design",
    title: "Shifa Care booking app",
    description:
      "Arabic-first app design for a Jeddah family clinic network: find a doctor, book a slot, get reminders.",
    imageAlt: "Two phone screens of a clinic app: a doctor list and an appointment calendar",
    url: "#",
  }),
  project({
    id: 4,
    category_id: "app_development",
    title: "Wasl courier app",
    description:
      "Native iOS and Android courier app with live route tracking and proof of delivery for a Makkah grocery chain.",
    imageAlt: "Phone showing a delivery route on a map with a driver card and a confirm button",
    url: "#",
  }),
  project({
    id: 5,
    category_id: "itsolution",
    title: "Fleet operations dashboard",
    description:
      "Fleet monitoring dashboard and a secure warehouse network rollout for a Riyadh logistics operator.",
    imageAlt: "Operations dashboard with delivery charts beside a diagram of connected servers",
    url: "#",
  }),
  project({
    id: 6,
    category_id: "app_design",
    title: "Taibah Tutor learning app",
    description:
      "Learning app design for a Madinah tutoring centre: short lessons, quizzes and a progress view for parents.",
    imageAlt: "Two phone screens of a learning app: a lesson card and a progress ring",
    url: "#",
  }),
  project({
    id: 7,
    category_id: "web_design",
    title: "Al Rawabi Real Estate website",
    description:
      "Property search website design for a Makkah developer, with map listings and enquiry forms per unit.",
    imageAlt: "Browser window showing a property search page with listing cards and a map",
    url: "#",
  }),
  project({
    id: 8,
    category_id: "web_development",
    title: "Nakheel Dates online store",
    description:
      "E-commerce store for a Madinah dates producer with gift boxes, Mada and Apple Pay checkout and stock sync.",
    imageAlt: "Browser window showing an online shop product grid next to a panel of source code",
    url: "#",
  }),
  project({
    id: 9,
    category_id: "web_design",
    title: "Ihsan Charity Foundation website",
    description:
      "Donation-focused website design for a Makkah charity, showing each campaign's goal and progress.",
    imageAlt: "Browser window showing a charity home page with a donation progress bar",
    url: "#",
  }),
];

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
