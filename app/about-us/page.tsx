import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { FeatureRows } from "@/components/sections/feature-rows";
import { MissionVision } from "@/components/sections/mission-vision";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { StatsBand } from "@/components/sections/stats-band";
import { TestimonialsSection } from "@/components/sections/testimonials-section";
import { hero, missionVision, story, values, valuesHeadline } from "@/content/pages/about-us";
import { pages } from "@/content/routes";
import { emailCta } from "@/content/shared";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.about, pages.about.path);

export default function AboutUsPage() {
  return (
    <>
      <RouteJsonLd path={pages.about.path} />
      <PageHero {...hero} />
      <FeatureRows items={story} />
      <FeatureGrid id="values" headline={valuesHeadline} items={values} />
      <MissionVision {...missionVision} />
      <TestimonialsSection tone="default" />
      <StatsBand />
      <CtaBand {...emailCta} />
    </>
  );
}
