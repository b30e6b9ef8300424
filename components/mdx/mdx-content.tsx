import { evaluate } from "@mdx-js/mdx";
import * as runtime from "react/jsx-runtime";
import { mdxComponents } from "@/components/mdx/mdx-components";
import type { Locale } from "@/content/i18n";
import { mdxOptions, mdxSource, type LegalSectionClasses } from "@/lib/mdx";

// Markdown bodies are compiled here, on the server at build time: the page ships HTML only, no MDX
// runtime.

/**
 * Legal pages: each `##` heading opens a numbered <section>. The section keeps 170 px clear at the
 * top when jumped to (scroll-margin, so it works without JavaScript); the smooth scroll comes from
 * `scroll-behavior` on <html>, which reduced motion turns off.
 */
const legalSections: LegalSectionClasses = {
  intro: ["mt-4", "space-y-4", "text-lg", "leading-relaxed", "text-ink-soft"],
  section: ["mt-12", "scroll-mt-[170px]", "border-t", "border-line", "pt-10"],
  heading: ["flex", "gap-3", "text-2xl", "font-extrabold", "tracking-tight", "text-ink"],
  number: ["text-link-soft"],
  body: ["mt-5", "space-y-4", "leading-relaxed", "text-ink-soft"],
};

/** Renders a Markdown/MDX body (server only). Legal pages get numbered sections with anchors. */
export async function MdxContent({
  source,
  locale,
  variant,
}: {
  source: string;
  locale: Locale;
  variant: "article" | "legal";
}) {
  const { default: Body } = await evaluate(mdxSource(source), {
    ...runtime,
    ...mdxOptions(variant === "legal" ? { legalSections } : {}),
  });
  return <Body components={mdxComponents(locale, variant)} />;
}
