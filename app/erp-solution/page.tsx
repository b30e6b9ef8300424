import { PageHero } from "@/components/sections/page-hero";
import { hero } from "@/content/pages/erp-solution";
import { pages } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.erp, pages.erp.path);

export default function ErpSolutionPage() {
  return <PageHero {...hero} />;
}
