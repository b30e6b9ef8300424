// The Privacy Policy page (/privacy-policy): the text is content/pages/privacy-policy.mdx (Markdown,
// docs/content.md "Writing an article"); lib/content.ts reads it; this module holds the links under its side list. Written for what this
// site really does: no cookies of its own, no analytics or advertising; only the three forms collect data.
import { pages } from "@/content/routes";
import type { LegalDocument } from "@/content/types";

/** Links under the side list. */
export const related: NonNullable<LegalDocument["related"]> = {
  title: "Related",
  links: [
    { label: "Terms and Conditions", href: pages.terms.path },
    { label: "Contact us", href: pages.contact.path },
  ],
};
