import { LegalDocument } from "@/components/sections/legal-document";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { pages } from "@/content/routes";

/** The privacy policy and the terms: one template, two documents. */
export function LegalPage({ page, locale }: { page: "privacy" | "terms"; locale: Locale }) {
  const p = content(locale).pages;
  const { hero, doc } =
    page === "privacy" ? { ...p.privacy, doc: p.privacy.policy } : { ...p.terms, doc: p.terms.terms };
  return (
    <>
      <RouteJsonLd path={localePath(pages[page].path, locale)} locale={locale} />
      <PageHero {...hero} />
      <LegalDocument doc={doc} locale={locale} />
    </>
  );
}
