import { CtaBand } from "@/components/sections/cta-band";
import { FeatureRows } from "@/components/sections/feature-rows";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { cta, hero, reasons } from "@/content/pages/why-choose-us";
import { pages } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.whyChooseUs, pages.whyChooseUs.path);

export default function WhyChooseUsPage() {
  return (
    <>
      <RouteJsonLd path={pages.whyChooseUs.path} />
      <PageHero {...hero} />
      <FeatureRows items={reasons} />
      <CtaBand {...cta} />
    </>
  );
}
