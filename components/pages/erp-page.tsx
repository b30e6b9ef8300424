import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { LinkCards } from "@/components/sections/link-cards";
import { NumberedFeatures } from "@/components/sections/numbered-features";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { ProcessFlow } from "@/components/sections/process-flow";
import { Section, SectionHeading } from "@/components/ui/section";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { pages } from "@/content/routes";

export function ErpPage({ locale }: { locale: Locale }) {
  const { approvals, cta, hero, integrations, intro, mobileApp, webApp } = content(locale).pages.erp;
  return (
    <>
      <RouteJsonLd path={localePath(pages.erp.path, locale)} locale={locale} />
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
      <FeatureGrid id="saudi-integrations" tone="alt" {...integrations} />
      <ProcessFlow id="approvals" {...approvals} />
      <CtaBand {...cta} />
    </>
  );
}
