// The Terms and Conditions page (/terms-conditions): the text is content/pages/terms-conditions.mdx;
// lib/content.ts reads it; this module holds the links under its side list.
import { pages } from "@/content/routes";
import type { LegalDocument } from "@/content/types";

/** Links under the side list. */
export const related: NonNullable<LegalDocument["related"]> = {
  title: "Related",
  links: [
    { label: "Privacy Policy", href: pages.privacy.path },
    { label: "Contact us", href: pages.contact.path },
  ],
};
