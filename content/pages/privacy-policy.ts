// The Privacy Policy page (/privacy-policy): the text is content/pages/privacy-policy.mdx (Markdown,
// README "Writing an article"); this module adds the links under its side list. Written for what this
// site really does: no cookies of its own, no analytics or advertising; only the three forms collect data.
import { pages } from "@/content/routes";
import type { LegalDocument } from "@/content/types";
import { loadLegal } from "@/lib/markdown";

const source = loadLegal("en", "privacy-policy");

export const hero = { eyebrow: source.eyebrow, title: source.title, lead: source.lead, actions: [] };

export const policy: LegalDocument = {
  ...source,
  related: {
    title: "Related",
    links: [
      { label: "Terms and Conditions", href: pages.terms.path },
      { label: "Contact us", href: pages.contact.path },
    ],
  },
};
