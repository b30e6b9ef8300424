// What no language changes on the solution pages: slug, page icon and each offering's icon, in menu order.
// The words live in content/solutions/<slug>.ts (English) and content/ar/solutions/<slug>.ts (Arabic), merged by
// content/merge.ts. Adding a page: one entry here plus a words file in each edition (tsc asks for both).
import type { FamilyWords, PageBase, PageWords } from "@/content/merge";
import type { SolutionPage } from "@/content/types";

export const solutionBase = [
  {
    slug: "healthcare-lifesciences",
    icon: "heart-pulse",
    offerings: {
      "telemedicine-apps": { icon: "video" },
      "diet-and-nutrition-apps": { icon: "apple-fruit" },
      "hospital-management-systems": { icon: "hospital" },
      "clinical-trial-development": { icon: "clipboard-check" },
      "discovery-and-pre-clinical": { icon: "microscope" },
      "healthcare-data-analytics-software": { icon: "bar-chart" },
    },
  },
  {
    slug: "banking-finance-insurance",
    icon: "landmark",
    offerings: {
      "mobile-banking-apps": { icon: "smartphone" },
      "finance-management-software": { icon: "line-chart" },
      "accounting-apps": { icon: "calculator" },
      "insurance-apps": { icon: "umbrella" },
      "mobile-wallets": { icon: "wallet" },
    },
  },
  {
    slug: "e-commerce-solutions",
    icon: "shopping-cart",
    offerings: {
      "online-store-platforms": { icon: "store" },
      "e-commerce-mobile-apps": { icon: "smartphone" },
      "b2b-b2c-p2p-and-b2b2c-marketplaces": { icon: "handshake" },
      "enterprise-e-commerce-software": { icon: "server" },
      "inventory-and-order-management": { icon: "boxes" },
      "affiliate-and-ad-tracking": { icon: "target" },
      "banner-management-and-multi-shipping": { icon: "package" },
    },
  },
  {
    slug: "on-demand-delivery",
    icon: "bike",
    offerings: {
      "food-delivery-apps": { icon: "utensils" },
      "grocery-delivery-apps": { icon: "shopping-bag" },
      "medicine-delivery-apps": { icon: "pill" },
      "on-demand-education-apps": { icon: "graduation-cap" },
      "doctor-on-demand-apps": { icon: "stethoscope" },
      "trucking-and-logistics-apps": { icon: "truck" },
    },
  },
  {
    slug: "real-estate",
    icon: "building",
    offerings: {
      "custom-real-estate-solutions": { icon: "puzzle" },
      "broker-management": { icon: "handshake" },
      "lead-management": { icon: "user-plus" },
      "real-estate-module-development": { icon: "layers" },
      "property-management-software": { icon: "home" },
      "property-rental-platforms": { icon: "key" },
    },
  },
  {
    slug: "transport-logistics",
    icon: "truck",
    offerings: {
      "taxi-booking-apps": { icon: "car" },
      "trucking-and-logistics": { icon: "truck" },
      "supply-chain-management": { icon: "workflow" },
      "courier-delivery-apps": { icon: "package" },
      "warehouse-management": { icon: "warehouse" },
      "fleet-management": { icon: "route" },
    },
  },
  {
    slug: "education-eLearning",
    icon: "graduation-cap",
    offerings: {
      "m-learning-apps": { icon: "smartphone" },
      "custom-e-learning-web-apps": { icon: "monitor" },
      "learning-management-systems-lms": { icon: "book-open" },
      "content-management-systems-cms": { icon: "file-text" },
      "online-course-management": { icon: "clipboard-list" },
      "ar-vr-learning-apps": { icon: "glasses" },
      "ai-based-learning-apps": { icon: "brain" },
      "on-demand-learning-platforms": { icon: "video" },
      "education-erp": { icon: "school" },
    },
  },
  {
    slug: "enterprise-retail-manufacturing",
    icon: "factory",
    offerings: {
      "internet-of-things-iot": { icon: "cpu" },
      "enterprise-mobility": { icon: "smartphone" },
      "product-lifecycle-management-plm": { icon: "refresh" },
      "supply-chain-management-scm": { icon: "workflow" },
      "transportation-management-tms": { icon: "truck" },
      "enterprise-asset-management-eam": { icon: "wrench" },
      "sales-and-marketing-management": { icon: "trending-up" },
      "inventory-management": { icon: "boxes" },
    },
  },
  {
    slug: "travel-hospitality",
    icon: "plane",
    offerings: {
      "hotel-management-software": { icon: "hotel" },
      "booking-management": { icon: "calendar-check" },
      "travel-portal-development": { icon: "globe" },
      "gds-and-api-integration": { icon: "link" },
      "hotel-crm": { icon: "users" },
      "payment-system-management": { icon: "credit-card" },
    },
  },
  {
    slug: "media-entertainment",
    icon: "tv",
    offerings: {
      "music-streaming-apps": { icon: "music" },
      "ott-streaming-platforms": { icon: "tv" },
      "game-development": { icon: "gamepad" },
      "content-aggregation-platforms": { icon: "newspaper" },
      "image-editing-apps": { icon: "image" },
      "custom-media-erp": { icon: "sliders" },
    },
  },
  {
    slug: "social-networking",
    icon: "messages",
    offerings: {
      "custom-social-apps": { icon: "users" },
      "messaging-apps": { icon: "message-circle" },
      "forum-blog-and-publishing-platforms": { icon: "newspaper" },
      "social-games": { icon: "gamepad" },
      "social-network-analysis-tools": { icon: "network" },
      "video-sharing-apps": { icon: "video" },
    },
  },
] as const satisfies readonly PageBase[];

type Base = (typeof solutionBase)[number];
export type SolutionSlug = Base["slug"];
/** The words of one solution page, offerings keyed by the ids above. */
export type SolutionWords<S extends SolutionSlug> = PageWords<SolutionPage, Extract<Base, { slug: S }>>;
/** One edition's words for every solution page, keyed by slug. */
export type SolutionEdition = FamilyWords<SolutionPage, Base>;
