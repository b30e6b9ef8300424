// The Terms and Conditions page (/terms-conditions): the text is content/pages/terms-conditions.mdx;
// this module adds the links under its side list.
import { pages } from "@/content/routes";
import type { LegalDocument } from "@/content/types";
import { loadLegal } from "@/lib/markdown";

const source = loadLegal("en", "terms-conditions");

export const hero = { eyebrow: source.eyebrow, title: source.title, lead: source.lead, actions: [] };

export const terms: LegalDocument = {
  ...source,
  related: {
    title: "Related",
    links: [
      { label: "Privacy Policy", href: pages.privacy.path },
      { label: "Contact us", href: pages.contact.path },
    ],
  },
};
