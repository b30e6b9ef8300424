import { LegalDocument } from "@/components/sections/legal-document";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { hero, terms } from "@/content/pages/terms-conditions";
import { pages } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.terms, pages.terms.path);

export default function TermsConditionsPage() {
  return (
    <>
      <RouteJsonLd path={pages.terms.path} />
      <PageHero {...hero} />
      <LegalDocument doc={terms} />
    </>
  );
}
