import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { LinkCards } from "@/components/sections/link-cards";
import { NumberedFeatures } from "@/components/sections/numbered-features";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { ProcessFlow } from "@/components/sections/process-flow";
import { Section, SectionHeading } from "@/components/ui/section";
import { approvals, cta, hero, intro, mobileApp, webApp } from "@/content/pages/erp-solution";
import { pages } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.erp, pages.erp.path);

export default function ErpSolutionPage() {
  return (
    <>
      <RouteJsonLd path={pages.erp.path} />
      <PageHero {...hero} />
      <FeatureGrid
        id="introduction"
        headline={intro.headline}
        paragraphs={intro.paragraphs}
        items={intro.benefits}
      />
      <NumberedFeatures id="mobile-app" tone="alt" headline={mobileApp.headline} items={mobileApp.features} />
      <Section id="web-app" labelledBy="web-app-heading">
        <SectionHeading id="web-app-heading" {...webApp.headline} />
        <LinkCards items={webApp.modules} />
      </Section>
      <ProcessFlow id="approvals" tone="alt" {...approvals} />
      <CtaBand {...cta} />
    </>
  );
}
