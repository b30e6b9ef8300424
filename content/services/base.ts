// What no language changes on the service pages: slug, page icon and each offering's icon, in menu order.
// The words live in content/services/<slug>.ts (English) and content/ar/services/<slug>.ts (Arabic), merged by
// content/merge.ts. Adding a page: one entry here plus a words file in each edition (tsc asks for both).
import type { FamilyWords, PageBase, PageWords } from "@/content/merge";
import type { ServicePage } from "@/content/types";

export const serviceBase = [
  {
    slug: "app-development",
    icon: "smartphone",
    offerings: {
      "ios-app-development": { icon: "apple" },
      "android-app-development": { icon: "android" },
      "flutter-app-development": { icon: "layers" },
      "react-native-app-development": { icon: "atom" },
      "progressive-web-app-pwa-development": { icon: "globe" },
    },
  },
  {
    slug: "web-development",
    icon: "globe",
    offerings: {
      "cms-website-development": { icon: "layout" },
      "responsive-website-design": { icon: "monitor" },
      "e-commerce-website-development": { icon: "shopping-cart" },
      "single-page-website-development": { icon: "file-text" },
      "enterprise-web-app-development": { icon: "building" },
    },
  },
  {
    slug: "software-development",
    icon: "code",
    offerings: {
      "custom-crm-development": { icon: "users" },
      "legacy-system-modernization": { icon: "refresh" },
      "custom-software": { icon: "puzzle" },
      "enterprise-software": { icon: "network" },
      "software-product-development": { icon: "rocket" },
      "data-analytics-and-information": { icon: "bar-chart" },
    },
  },
  {
    slug: "it-consulting",
    icon: "compass",
    offerings: {
      "it-assessments": { icon: "clipboard-check" },
      "it-strategy-and-planning": { icon: "target" },
      "digital-transformation-consulting": { icon: "workflow" },
      "security-risk-assessments": { icon: "shield-check" },
    },
  },
  {
    slug: "digital-marketing",
    icon: "megaphone",
    offerings: {
      "social-media-strategy": { icon: "target" },
      "content-creation": { icon: "palette" },
      "paid-social-advertising": { icon: "trending-up" },
      "community-management": { icon: "messages" },
      "influencer-partnerships": { icon: "handshake" },
      "technical-seo": { icon: "cog" },
      "on-page-seo": { icon: "file-text" },
      "local-seo": { icon: "map-pin" },
      "arabic-and-english-keyword-research": { icon: "search" },
      "pay-per-click-advertising": { icon: "tag" },
      "email-campaign-strategy-and-newsletter-design": { icon: "mail" },
      "email-automation-and-drip-campaigns": { icon: "workflow" },
      "list-management-and-analytics": { icon: "bar-chart" },
    },
  },
  {
    slug: "cloud-services",
    icon: "cloud",
    offerings: {
      "cloud-implementation-strategy": { icon: "route" },
      "cloud-application-services": { icon: "cloud-upload" },
      "cloud-management-services": { icon: "cloud-cog" },
      "cloud-infrastructure-and-implementation-services": { icon: "server" },
    },
  },
] as const satisfies readonly PageBase[];

type Base = (typeof serviceBase)[number];
export type ServiceSlug = Base["slug"];
/** The words of one service page, offerings keyed by the ids above. */
export type ServiceWords<S extends ServiceSlug> = PageWords<ServicePage, Extract<Base, { slug: S }>>;
/** One edition's words for every service page, keyed by slug. */
export type ServiceEdition = FamilyWords<ServicePage, Base>;
