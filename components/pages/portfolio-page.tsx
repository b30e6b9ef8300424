import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { PortfolioSection } from "@/components/sections/portfolio-section";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { pages } from "@/content/routes";

export function PortfolioPage({ locale }: { locale: Locale }) {
  const c = content(locale);
  return (
    <>
      <RouteJsonLd path={localePath(pages.portfolio.path, locale)} locale={locale} />
      <PageHero {...c.pages.portfolio.hero} />
      <PortfolioSection
        locale={locale}
        headline={c.pages.portfolio.projectsHeadline}
        tone="default"
        priorityFirst
      />
      <CtaBand {...c.shared.emailCta} />
    </>
  );
}
