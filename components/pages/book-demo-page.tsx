import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { DemoRequest } from "@/components/sections/demo-request";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { pages } from "@/content/routes";

export function BookDemoPage({ locale }: { locale: Locale }) {
  return (
    <>
      <RouteJsonLd path={localePath(pages.bookDemo.path, locale)} locale={locale} />
      <PageHero {...content(locale).pages.bookDemo.hero} />
      <DemoRequest locale={locale} />
    </>
  );
}
