import { ContactSection } from "@/components/sections/contact-section";
import { FaqList } from "@/components/sections/faq-list";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { SideList } from "@/components/sections/side-list";
import { FamilyLayout, Prose } from "@/components/templates/family-layout";
import { FeatureCard } from "@/components/ui/feature-card";
import { Section, SectionHeading } from "@/components/ui/section";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { solutionPath } from "@/content/routes";
import type { SolutionPage as SolutionPageData } from "@/content/types";

export function SolutionPage({ solution, locale }: { solution: SolutionPageData; locale: Locale }) {
  const { solutions, families } = content(locale);
  const { solutionFamily } = families;
  const path = localePath(solutionPath(solution.slug), locale);
  const others = solutions
    .filter((s) => s.slug !== solution.slug)
    .map((s) => ({ label: s.name, href: localePath(solutionPath(s.slug), locale) }));
  return (
    <>
      <RouteJsonLd path={path} locale={locale} />
      <PageHero {...solution.banner} />
      <FamilyLayout aside={<SideList title={solutionFamily.sideTitle} links={others} />}>
        <Prose paragraphs={solution.intro} />
        <div className="mt-14">
          <SectionHeading {...solution.offeringsHeadline} align="start" id="offerings-heading" />
          <div className="grid gap-5 md:grid-cols-2">
            {solution.offerings.map((o, i) => (
              <FeatureCard key={o.title} feature={o} variant="art" index={i} />
            ))}
          </div>
        </div>
      </FamilyLayout>
      <Section tone="alt" labelledBy="faq-heading">
        <SectionHeading id="faq-heading" {...solutionFamily.faqHeadline} />
        <div className="mx-auto max-w-3xl">
          <FaqList group={`faq-${solution.slug}`} faqs={solution.faqs} />
        </div>
      </Section>
      <ContactSection returnTo={path} locale={locale} />
    </>
  );
}
