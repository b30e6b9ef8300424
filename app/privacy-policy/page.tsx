import { LegalDocument } from "@/components/sections/legal-document";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { hero, policy } from "@/content/pages/privacy-policy";
import { pages } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.privacy, pages.privacy.path);

export default function PrivacyPolicyPage() {
  return (
    <>
      <RouteJsonLd path={pages.privacy.path} />
      <PageHero {...hero} />
      <LegalDocument doc={policy} />
    </>
  );
}
