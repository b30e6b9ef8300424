// What no language changes on the lists of the ERP Solution, About and Why Choose Us pages and the shared "why
// choose us" block: each item's icon or illustration (and each ERP module's service), in display order. The words live in
// content/pages/*.ts and content/shared.ts (English) and their twins under content/ar/ (Arabic), joined to
// these by withBase (content/merge.ts), which fails the build when a words list and its base differ in length.
import { withBase } from "@/content/merge";
import { servicePath } from "@/content/routes";
import type { IconName, LinkCard } from "@/content/types";

type Icons = readonly { icon: IconName }[];
/** The icons of a long feature's illustration (FeatureStory), the first one large. */
type Arts = readonly { art: IconName[] }[];

/** The service page each ERP module's card links to. */
export type ErpService =
  | "app-development"
  | "web-development"
  | "software-development"
  | "it-consulting"
  | "digital-marketing"
  | "cloud-services";

export const erpSolutionBase = {
  benefits: [{ icon: "database" }, { icon: "zap" }, { icon: "shield-check" }] satisfies Icons,
  integrations: [
    { icon: "shield-check" },
    { icon: "wallet" },
    { icon: "file-text" },
    { icon: "calendar-check" },
    { icon: "calculator" },
    { icon: "clipboard-check" },
  ] satisfies Icons,
  mobileApp: [
    { icon: "user-plus" },
    { icon: "clock" },
    { icon: "clipboard-check" },
    { icon: "send" },
    { icon: "file-text" },
    { icon: "handshake" },
  ] satisfies Icons,
  approvalSteps: [
    { icon: "user" },
    { icon: "clock" },
    { icon: "clipboard-check" },
    { icon: "users" },
    { icon: "badge-check" },
  ] satisfies Icons,
  approvalHighlights: [{ icon: "eye" }, { icon: "trending-up" }, { icon: "file-text" }] satisfies Icons,
  modules: [
    { icon: "building", service: "software-development" },
    { icon: "user-check", service: "software-development" },
    { icon: "calendar-check", service: "app-development" },
    { icon: "users", service: "software-development" },
    { icon: "timer", service: "software-development" },
    { icon: "calendar", service: "software-development" },
    { icon: "wallet", service: "software-development" },
    { icon: "clipboard-list", service: "software-development" },
    { icon: "scale", service: "it-consulting" },
    { icon: "location", service: "app-development" },
    { icon: "boxes", service: "software-development" },
    { icon: "messages", service: "app-development" },
    { icon: "briefcase", service: "web-development" },
    { icon: "graduation-cap", service: "web-development" },
    { icon: "landmark", service: "software-development" },
    { icon: "bar-chart", service: "software-development" },
    { icon: "shield-check", service: "cloud-services" },
  ] satisfies readonly { icon: IconName; service: ErpService }[],
};

export const aboutUsBase = {
  story: [
    { art: ["building", "users", "globe"] },
    { art: ["workflow", "calendar-check", "headset"] },
  ] satisfies Arts,
  values: [
    { icon: "shield-check" },
    { icon: "handshake" },
    { icon: "badge-check" },
    { icon: "eye" },
    { icon: "lightbulb" },
    { icon: "refresh" },
  ] satisfies Icons,
  missionVision: [{ icon: "target" }, { icon: "rocket" }] satisfies Icons,
};

export const whyChooseUsBase = {
  reasons: [
    { art: ["award", "code", "smartphone"] },
    { art: ["handshake", "users", "message-circle"] },
    { art: ["calendar-check", "timer", "rocket"] },
    { art: ["scale", "shield-check", "handshake"] },
    { art: ["badge-check", "check", "layers"] },
    { art: ["tag", "calculator", "wallet"] },
    { art: ["headset", "life-buoy", "clock"] },
    { art: ["globe", "network", "plane"] },
  ] satisfies Arts,
};

export const sharedBase = {
  whyChoose: [
    { icon: "award" },
    { icon: "handshake" },
    { icon: "calendar-check" },
    { icon: "badge-check" },
    { icon: "tag" },
    { icon: "headset" },
  ] satisfies Icons,
};

/**
 * One edition's ERP module cards: its words joined to the base's icons, each linked to its service's page (`href`
 * localises the path) and tagged with the service's name in that edition.
 */
export function erpModuleCards(
  words: readonly { title: string; description: string }[],
  services: readonly { slug: string; name: string }[],
  href: (path: string) => string,
  list: string,
): LinkCard[] {
  return withBase(erpSolutionBase.modules, words, list).map(({ title, description, icon, service }) => {
    const s = services.find((x) => x.slug === service);
    if (!s) throw new Error(`${list}: unknown service ${service}`);
    return { title, description, icon, href: href(servicePath(s.slug)), tag: s.name };
  });
}
