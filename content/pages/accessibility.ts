// The Accessibility Statement (/accessibility): the text is content/pages/accessibility.mdx (Markdown, like the
// privacy policy); this module holds the links under its side list. The statement claims only what the test
// suite checks (docs/testing.md): change one with the other.
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
