// Shared shapes for everything in content/. Pages and sections take these as props;
// a missing field or a typo fails the build, not the visitor.
import type { CategoryId } from "@/content/categories";
import type { IconName } from "@/content/icons";
import type { LegalFrontMatter } from "@/content/schema";

export type { IconName };

export interface PageMeta {
  /** Short page title; the layout appends " | Company". Unique per page. */
  title: string;
  /** Meta description written for this page (roughly 120-160 characters). */
  description: string;
}

export interface Link {
  label: string;
  href: string;
}

export interface Faq {
  question: string;
  answer: string;
}

/** Heading block used by most sections: small label, heading, optional lead paragraph. */
export interface Headline {
  eyebrow?: string;
  title: string;
  lead?: string;
}

export interface Feature {
  title: string;
  description: string;
  icon: IconName;
  /** Optional bullet points under the description. */
  points?: string[];
}

export interface Banner {
  /** Small label above the h1, e.g. "Services". */
  eyebrow: string;
  /** The page's h1. */
  title: string;
  lead: string;
}

/** One page of the /services/[slug] family. */
export interface ServicePage {
  slug: string;
  /** Name used in menus, side lists and cards, e.g. "Mobile App Development". */
  name: string;
  icon: IconName;
  /** One sentence for cards on the home and services pages. */
  summary: string;
  meta: PageMeta;
  banner: Banner;
  /** Paragraphs introducing the service. */
  intro: string[];
  offeringsHeadline: Headline;
  /** Offerings; `group` (e.g. "Social media") clusters long lists such as digital marketing. */
  offerings: (Feature & { group?: string })[];
  faqs: Faq[];
}

/** One page of the /solutions/[slug] family. */
export interface SolutionPage {
  slug: string;
  /** Name used in menus and side lists, e.g. "Healthcare & Life Sciences". */
  name: string;
  icon: IconName;
  meta: PageMeta;
  banner: Banner;
  intro: string[];
  offeringsHeadline: Headline;
  /** Each offering is shown with its own illustration (rendered from `icon`) and description. */
  offerings: Feature[];
  faqs: Faq[];
}

/** An article, read from its Markdown file (lib/markdown.ts) with the fields derived from it. */
export interface BlogPost {
  /** Exact slug from the spec, possibly with ':' and "'"; shared by an article and its twin. */
  slug: string;
  title: string;
  /** The category's label in this edition. */
  category: string;
  categoryId: CategoryId;
  /** ISO date, e.g. "2024-03-12". */
  date: string;
  /** ISO date of the last change (the date when never updated). */
  dateModified: string;
  /** Computed from the words of the body. */
  readingMinutes: number;
  excerpt: string;
  icon: IconName;
  /** Cover photo under /images/ and its description (front matter `cover`, `coverAlt`); else the icon is shown. */
  cover?: { src: string; alt: string };
  meta: PageMeta;
  /** Show the table of contents (front matter `toc: true`). */
  toc: boolean;
  headings: Heading[];
  /** The MDX body. */
  body: string;
  /** Source file from the project root. */
  file: string;
}

/** A legal page (privacy policy, terms), read from its Markdown file: numbered sections beside a side list. */
export interface LegalDocument extends LegalSource {
  /** Links to related pages under the side list, e.g. Terms → Privacy Policy. */
  related?: { title: string; links: Link[] };
}

/** A feature told at length: paragraphs beside an illustration (Why Choose Us). */
export interface FeatureStory {
  title: string;
  /** Short label above the heading, e.g. "Experience". */
  eyebrow: string;
  paragraphs: string[];
  /** Icons of the illustration, the first one large. */
  art: IconName[];
  points?: string[];
}

/** A card that links somewhere, with a small tag naming the destination (ERP module → service). */
export interface LinkCard extends Feature {
  href: string;
  tag: string;
}

/** A step of a process shown as a chain, e.g. an approval flow. */
export interface FlowStep {
  label: string;
  icon: IconName;
}

/** Portfolio category ids (spec section 3). */
export type PortfolioCategoryId =
  "web_design" | "web_development" | "app_design" | "app_development" | "itsolution";

export interface PortfolioCategory {
  id: PortfolioCategoryId;
  /** Filter button label, e.g. "Web Design". */
  label: string;
}

/** Portfolio project (spec section 3: a fixed list of 9). */
export interface PortfolioProject {
  /** Its file's name in content/portfolio/ (the first nine are numbered). */
  id: string;
  category_id: PortfolioCategoryId;
  /** Display label of the category. */
  category: string;
  title: string;
  /** One line on what was built and for whom. */
  description: string;
  /** Thumbnail path under /images/portfolio/. */
  image: string;
  /** Large image path, shown in the preview dialog. */
  lg_image: string;
  /** What the images show, for their alt text. */
  imageAlt: string;
  /** External demo link, or "#" while none is public. */
  url: string;
}

/** Teams page member card. */
export interface TeamMember {
  /** Its file's name in content/team/. */
  id: string;
  name: string;
  role: string;
  description: string;
  /** A photo under public/images/team/ (4:5 or square, docs/images.md); without one the card shows a drawn placeholder. */
  image?: string;
  /** The photo's description ("" when the card's text says it all). */
  imageAlt?: string;
}

/**
 * Accessible names of a carousel's controls (components/islands/carousel.tsx).
 * `{n}` is a slide number and `{total}` the number of slides.
 */
export interface CarouselLabels {
  /** Name of the carousel region, e.g. "Client testimonials". */
  region: string;
  previous: string;
  next: string;
  /** Pagination button, e.g. "Show testimonial {n}". */
  goTo: string;
  /** Each slide's name, e.g. "{n} of {total}". */
  slide: string;
  /** Autoplay toggle while playing / while paused. */
  pause: string;
  play: string;
  /** aria-roledescription of the region and of each slide ("carousel", "slide"). */
  roleCarousel: string;
  roleSlide: string;
}

/** A client's testimonial (spec section 3: client name, image, five stars, quote). */
export interface Testimonial {
  /** Its file's name in content/testimonials/. */
  id: string;
  name: string;
  /** Job title and company, e.g. "Operations Director, Dar Al Sukoon Hotels". */
  role: string;
  /** Avatar path under /images/testimonials/ (square SVG). */
  image: string;
  /** Stars out of 5. */
  rating: number;
  quote: string;
}

/** A client wordmark for the logo carousel; the name is the image's alt text. */
export interface ClientLogo {
  /** Its file's name in content/clients/. */
  id: string;
  name: string;
  /** Path under /images/clients/ (SVG, drawn at width x height). */
  image: string;
  width: number;
  height: number;
}

/** One value of the counters band. */
export interface StatItem {
  value: number;
  suffix: string;
  label: string;
}

/** A heading of a Markdown body (table of contents, legal side list) with its anchor. */
export interface Heading {
  depth: 2 | 3;
  text: string;
  id: string;
}

/** A legal page as read from its Markdown file: front matter, body and headings. */
export interface LegalSource extends LegalFrontMatter {
  body: string;
  headings: Heading[];
  file: string;
}
