// Arabic Terms and Conditions (/ar/terms-conditions): the text is content/ar/pages/terms-conditions.mdx,
// twin of the English file (same section anchors and commitments).
import type { Copy } from "@/content/i18n";
import { ar } from "@/content/i18n";
import type * as en from "@/content/pages/terms-conditions";
import { pages } from "@/content/routes";
import type { LegalDocument } from "@/content/types";
import { loadLegal } from "@/lib/markdown";

const source = loadLegal("ar", "terms-conditions");

export const hero = {
  eyebrow: source.eyebrow,
  title: source.title,
  lead: source.lead,
  actions: [],
} satisfies Copy<typeof en.hero>;

export const terms: LegalDocument = {
  ...source,
  related: {
    title: "روابط ذات صلة",
    links: [
      { label: "سياسة الخصوصية", href: ar(pages.privacy.path) },
      { label: "تواصل معنا", href: ar(pages.contact.path) },
    ],
  },
};
