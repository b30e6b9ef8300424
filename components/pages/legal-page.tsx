import { LegalDocument } from "@/components/sections/legal-document";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { pages } from "@/content/routes";

/** The privacy policy, the terms and the accessibility statement: one template, three documents. */
export function LegalPage({ page, locale }: { page: "privacy" | "terms" | "accessibility"; locale: Locale }) {
  const p = content(locale).pages;
  const { hero, doc } = {
    privacy: { ...p.privacy, doc: p.privacy.policy },
    terms: { ...p.terms, doc: p.terms.terms },
    accessibility: { ...p.accessibility, doc: p.accessibility.statement },
  }[page];
  return (
    <>
      <RouteJsonLd path={localePath(pages[page].path, locale)} locale={locale} />
      <PageHero {...hero} />
      <LegalDocument doc={doc} locale={locale} />
    </>
  );
}
