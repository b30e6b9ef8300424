// Arabic Privacy Policy (/ar/privacy-policy): the text is content/ar/pages/privacy-policy.mdx, twin of
// the English file (same section anchors, commitments and figures).
import type { Copy } from "@/content/i18n";
import { ar } from "@/content/i18n";
import type * as en from "@/content/pages/privacy-policy";
import { pages } from "@/content/routes";
import type { LegalDocument } from "@/content/types";
import { loadLegal } from "@/lib/markdown";

const source = loadLegal("ar", "privacy-policy");

export const hero = {
  eyebrow: source.eyebrow,
  title: source.title,
  lead: source.lead,
  actions: [],
} satisfies Copy<typeof en.hero>;

export const policy: LegalDocument = {
  ...source,
  related: {
    title: "روابط ذات صلة",
    links: [
      { label: "الشروط والأحكام", href: ar(pages.terms.path) },
      { label: "تواصل معنا", href: ar(pages.contact.path) },
    ],
  },
};
