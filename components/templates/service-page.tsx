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
import { servicePath } from "@/content/routes";
import type { ServicePage as ServicePageData } from "@/content/types";

/** Offerings in order, split where `group` changes (digital marketing has three groups). */
function groupOfferings(offerings: ServicePageData["offerings"]) {
  const groups: { title?: string; items: ServicePageData["offerings"] }[] = [];
  for (const o of offerings) {
    const last = groups.at(-1);
    if (last && last.title === o.group) last.items.push(o);
    else groups.push({ title: o.group, items: [o] });
  }
  return groups;
}

export function ServicePage({ service, locale }: { service: ServicePageData; locale: Locale }) {
  const { services, families } = content(locale);
  const { serviceFamily } = families;
  const path = localePath(servicePath(service.slug), locale);
  const siblings = services
    .filter((s) => s.slug !== service.slug)
    .map((s) => ({ label: s.name, href: localePath(servicePath(s.slug), locale) }));
  return (
    <>
      <RouteJsonLd path={path} locale={locale} />
      <PageHero {...service.banner} />
      <FamilyLayout
        aside={
          <SideList
            title={serviceFamily.sideTitle}
            links={siblings}
            extra={{ title: serviceFamily.upcomingTitle, links: serviceFamily.upcoming }}
          />
        }
      >
        <Prose paragraphs={service.intro} />
        <div className="mt-14">
          <SectionHeading {...service.offeringsHeadline} align="start" id="offerings-heading" />
          {groupOfferings(service.offerings).map((group) => (
            <div key={group.title ?? "all"} className="mb-10 last:mb-0">
              {group.title ? (
                <h3 className="mb-5 text-xl font-bold text-link-strong">{group.title}</h3>
              ) : null}
              <div className="grid gap-5 md:grid-cols-2">
                {group.items.map((o) => (
                  <FeatureCard key={o.title} feature={o} headingLevel={group.title ? "h4" : "h3"} />
                ))}
              </div>
            </div>
          ))}
        </div>
      </FamilyLayout>
      <Section tone="alt" labelledBy="faq-heading">
        <SectionHeading id="faq-heading" {...serviceFamily.faqHeadline} />
        <div className="mx-auto max-w-3xl">
          <FaqList group={`faq-${service.slug}`} faqs={service.faqs} />
        </div>
      </Section>
      <ContactSection returnTo={path} locale={locale} />
    </>
  );
}
