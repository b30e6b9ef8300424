import { ContactSection } from "@/components/sections/contact-section";
import { FaqSection } from "@/components/sections/faq-section";
import { PageHero } from "@/components/sections/page-hero";
import { SideList } from "@/components/sections/side-list";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { FamilyLayout, Prose } from "@/components/templates/family-layout";
import { SectionHeading } from "@/components/ui/section";
import { content, type SiteContent } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { servicePath, solutionPath } from "@/content/routes";
import type { ServicePage, SolutionPage } from "@/content/types";

/** The families this frame serves: where their pages live, and their labels (side list, FAQ heading). */
const families = {
  services: { pathOf: servicePath, labels: (c: SiteContent) => c.families.serviceFamily },
  solutions: { pathOf: solutionPath, labels: (c: SiteContent) => c.families.solutionFamily },
};

interface OfferingsPageProps {
  family: keyof typeof families;
  /** The page shown, one of the family's pages in this edition. */
  page: ServicePage | SolutionPage;
  locale: Locale;
  /** The offerings, under the page's offerings heading. */
  children: React.ReactNode;
}

/**
 * A page of the services or solutions family: banner, intro and offerings beside the list of the family's
 * other pages, then the page's FAQ and the contact section. The two templates differ only in how they lay
 * the offerings out.
 */
export function OfferingsPage({ family, page, locale, children }: OfferingsPageProps) {
  const c = content(locale);
  const { pathOf } = families[family];
  const labels = families[family].labels(c);
  const path = localePath(pathOf(page.slug), locale);
  const others = c[family]
    .filter((p) => p.slug !== page.slug)
    .map((p) => ({ label: p.name, href: localePath(pathOf(p.slug), locale) }));
  return (
    <>
      <RouteJsonLd path={path} locale={locale} />
      <PageHero {...page.banner} />
      <FamilyLayout aside={<SideList family={labels} links={others} />}>
        <Prose paragraphs={page.intro} />
        <div className="mt-14">
          <SectionHeading {...page.offeringsHeadline} align="start" id="offerings-heading" />
          {children}
        </div>
      </FamilyLayout>
      <FaqSection headline={labels.faqHeadline} faqs={page.faqs} group={`faq-${page.slug}`} />
      <ContactSection returnTo={path} locale={locale} />
    </>
  );
}
