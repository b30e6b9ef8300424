// The ids the page around an article's or legal page's body gives its own elements. A heading of the body never
// takes one (lib/mdx/headings.ts): an element of the content with the id a script or the skip link looks for would
// stand in for it (`getElementById("deferred-scripts")` read a heading's text as the chunk list), and a duplicate
// id is invalid HTML. Ids with `_` (React's `useId`, `_R_…`) or capitals need no place here: a heading's anchor
// never has either (lib/mdx/slug.ts). The lists are those of the built pages (`grep -o 'id="[^"]*"'` on
// out/blogs/<article>/index.html and out/privacy-policy/index.html, both editions); tests/unit/markdown.test.ts
// holds them in step with the components' literal ids and the forms' specs.
import { honeypot } from "@/content/forms";

/**
 * A form's ids (components/forms/; lib/ reads no component, so its fields are named here and
 * tests/unit/markdown.test.ts holds them equal to `formSpecs`): its anchor and notices (`{anchor}-{kind}`), each
 * field and its error (`{formId}-{field}`, `-error`) and the honeypot.
 */
const formIds = (formId: string, fields: string[]) => [
  formId,
  ...["success", "fail", "wait"].map((kind) => `${formId}-${kind}`),
  ...fields.flatMap((field) => [`${formId}-${field}`, `${formId}-${field}-error`]),
  `${formId}-${honeypot.name}`,
];

/** Every page's: the shell (components/layout/), its footer's newsletter form, the postbuild's chunk list. */
const shellIds = [
  "main", // the skip link's target (components/layout/site-shell.tsx)
  "site-menu", // components/layout/header-nav.tsx, with its dropdowns `nav-<id>` (content/navigation.ts)
  ...["solutions", "products", "others"].map((id) => `nav-${id}`),
  "deferred-scripts", // the chunk list (scripts/build/postbuild/defer-scripts.mjs DEFERRED_SCRIPTS_ID)
  ...formIds("newsletter", ["email"]), // components/forms/newsletter-form.tsx
];

/** An article's page adds its contact section, share links and related articles (components/templates/). */
const articleIds = [
  ...shellIds,
  ...formIds("contact", ["name", "email", "subject", "message"]), // components/forms/contact-form.tsx
  "contact-form",
  "contact-heading", // components/sections/contact-section.tsx
  "share-heading", // components/sections/share-links.tsx
  "related-heading", // components/templates/article-page.tsx
];

/** The page a Markdown body is shown in: an article (/blogs/…) or a legal page (privacy, terms, accessibility). */
export type PageKind = "article" | "legal";

/** The ids of the page around a body of each kind: a heading's anchor is never one of them. */
export const PAGE_IDS: Readonly<Record<PageKind, ReadonlySet<string>>> = {
  article: new Set(articleIds),
  legal: new Set(shellIds),
};
