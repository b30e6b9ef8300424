// Arabic Accessibility Statement (/ar/accessibility): the text is content/ar/pages/accessibility.mdx, twin of
// the English file (same section anchors, claims and periods).
import { ar } from "@/content/i18n";
import { pages } from "@/content/routes";
import type { LegalDocument } from "@/content/types";

/** Links under the side list. */
export const related: NonNullable<LegalDocument["related"]> = {
  title: "روابط ذات صلة",
  links: [
    { label: "سياسة الخصوصية", href: ar(pages.privacy.path) },
    { label: "تواصل معنا", href: ar(pages.contact.path) },
  ],
};
