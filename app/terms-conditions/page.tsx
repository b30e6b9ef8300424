import { PageHero } from "@/components/sections/page-hero";
import { hero } from "@/content/pages/terms-conditions";
import { pages } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.terms, pages.terms.path);

export default function TermsConditionsPage() {
  return <PageHero {...hero} />;
}
