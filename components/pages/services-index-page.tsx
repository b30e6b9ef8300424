import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { ServicesGrid } from "@/components/sections/services-grid";
import { WhyChooseBlock } from "@/components/sections/why-choose-block";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { pages } from "@/content/routes";

export function ServicesIndexPage({ locale }: { locale: Locale }) {
  return (
    <>
      <RouteJsonLd path={localePath(pages.services.path, locale)} locale={locale} />
      <PageHero {...content(locale).pages.services.hero} />
      <ServicesGrid locale={locale} />
      <WhyChooseBlock locale={locale} />
    </>
  );
}
