import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { FeatureRows } from "@/components/sections/feature-rows";
import { MissionVision } from "@/components/sections/mission-vision";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { StatsBand } from "@/components/sections/stats-band";
import { TestimonialsSection } from "@/components/sections/testimonials-section";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { pages } from "@/content/routes";

export function AboutPage({ locale }: { locale: Locale }) {
  const c = content(locale);
  const { hero, story, values, valuesHeadline, missionVision } = c.pages.about;
  return (
    <>
      <RouteJsonLd path={localePath(pages.about.path, locale)} locale={locale} />
      <PageHero {...hero} />
      <FeatureRows items={story} />
      <FeatureGrid id="values" headline={valuesHeadline} items={values} />
      <MissionVision {...missionVision} />
      <TestimonialsSection locale={locale} tone="default" />
      <StatsBand locale={locale} />
      <CtaBand {...c.shared.emailCta} />
    </>
  );
}
