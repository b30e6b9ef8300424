// Arabic Privacy Policy (/ar/privacy-policy): the text is content/ar/pages/privacy-policy.mdx, twin of
// the English file (same section anchors, commitments and figures).
import { ar } from "@/content/i18n";
import { pages } from "@/content/routes";
import type { LegalDocument } from "@/content/types";

/** Links under the side list. */
export const related: NonNullable<LegalDocument["related"]> = {
  title: "روابط ذات صلة",
  links: [
    { label: "الشروط والأحكام", href: ar(pages.terms.path) },
    { label: "تواصل معنا", href: ar(pages.contact.path) },
  ],
};
