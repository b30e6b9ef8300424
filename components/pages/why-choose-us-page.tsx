import { CtaBand } from "@/components/sections/cta-band";
import { FeatureRows } from "@/components/sections/feature-rows";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { pages } from "@/content/routes";

export function WhyChooseUsPage({ locale }: { locale: Locale }) {
  const { cta, hero, reasons } = content(locale).pages.whyChooseUs;
  return (
    <>
      <RouteJsonLd path={localePath(pages.whyChooseUs.path, locale)} locale={locale} />
      <PageHero {...hero} />
      <FeatureRows items={reasons} />
      <CtaBand {...cta} />
    </>
  );
}
