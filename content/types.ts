// Shared shapes for everything in content/. Pages and sections take these as props;
// a missing field or a typo fails the build, not the visitor.

/** Names of the icons in components/ui/icon.tsx (one source of truth for both). */
export type IconName =
  | "smartphone"
  | "apple"
  | "android"
  | "layers"
  | "atom"
  | "globe"
  | "monitor"
  | "code"
  | "server"
  | "cloud"
  | "cloud-cog"
  | "cloud-upload"
  | "megaphone"
  | "search"
  | "mail"
  | "phone"
  | "map-pin"
  | "briefcase"
  | "compass"
  | "shield"
  | "shield-check"
  | "lock"
  | "database"
  | "bar-chart"
  | "line-chart"
  | "pie-chart"
  | "users"
  | "user"
  | "user-check"
  | "user-plus"
  | "heart-pulse"
  | "stethoscope"
  | "pill"
  | "apple-fruit"
  | "hospital"
  | "flask"
  | "microscope"
  | "landmark"
  | "wallet"
  | "credit-card"
  | "calculator"
  | "umbrella"
  | "shopping-cart"
  | "shopping-bag"
  | "store"
  | "package"
  | "boxes"
  | "truck"
  | "car"
  | "bike"
  | "utensils"
  | "home"
  | "building"
  | "key"
  | "route"
  | "map"
  | "warehouse"
  | "graduation-cap"
  | "book-open"
  | "school"
  | "glasses"
  | "brain"
  | "cpu"
  | "factory"
  | "cog"
  | "wrench"
  | "clipboard-list"
  | "clipboard-check"
  | "plane"
  | "hotel"
  | "calendar"
  | "calendar-check"
  | "ticket"
  | "music"
  | "tv"
  | "gamepad"
  | "image"
  | "newspaper"
  | "message-circle"
  | "messages"
  | "share"
  | "network"
  | "video"
  | "clock"
  | "timer"
  | "award"
  | "badge-check"
  | "handshake"
  | "target"
  | "rocket"
  | "sparkles"
  | "lightbulb"
  | "headset"
  | "life-buoy"
  | "scale"
  | "tag"
  | "trending-up"
  | "refresh"
  | "file-text"
  | "folder"
  | "fingerprint"
  | "location"
  | "eye"
  | "workflow"
  | "layout"
  | "palette"
  | "puzzle"
  | "zap"
  | "star"
  | "check"
  | "hash"
  | "at-sign"
  | "send"
  | "link"
  | "archive"
  | "hard-drive"
  | "sliders"
  | "filter"
  | "leaf"
  | "sprout"
  | "tractor"
  | "droplets"
  | "sun"
  | "satellite";

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

/** Body of a blog article: a list of typed blocks, rendered in order. */
export type ArticleBlock =
  | { type: "p"; text: string }
  | { type: "h2"; text: string }
  | { type: "h3"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] }
  | { type: "quote"; text: string }
  /** An illustration drawn by components/ui/art.tsx from an icon set; alt describes it. */
  | { type: "figure"; icons: IconName[]; alt: string; caption: string };

export interface BlogPost {
  /** Exact slug from the spec, possibly with ':' and "'". Always link with the absolute path. */
  slug: string;
  title: string;
  category: string;
  /** ISO date, e.g. "2024-03-12". */
  date: string;
  readingMinutes: number;
  excerpt: string;
  icon: IconName;
  meta: PageMeta;
  body: ArticleBlock[];
}
