import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { PortfolioSection } from "@/components/sections/portfolio-section";
import { hero, projectsHeadline } from "@/content/pages/portfolio";
import { pages } from "@/content/routes";
import { emailCta } from "@/content/shared";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.portfolio, pages.portfolio.path);

export default function PortfolioPage() {
  return (
    <>
      <RouteJsonLd path={pages.portfolio.path} />
      <PageHero {...hero} />
      <PortfolioSection headline={projectsHeadline} tone="default" />
      <CtaBand {...emailCta} />
    </>
  );
}
