import { ButtonLink } from "@/components/ui/button-link";
import { FeatureCard } from "@/components/ui/feature-card";
import { Section, SectionHeading } from "@/components/ui/section";
import { content } from "@/lib/content";
import type { Locale } from "@/content/i18n";

/** Six reasons to work with us, linking to the full /why-choose-us page. */
export function WhyChooseBlock({ locale }: { locale: Locale }) {
  const { headline, points, link } = content(locale).shared.whyChooseBlock;
  return (
    <Section id="why-us" tone="alt" labelledBy="why-heading">
      <SectionHeading id="why-heading" {...headline} />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {points.map((p) => (
          <FeatureCard key={p.title} feature={p} />
        ))}
      </div>
      <div className="mt-10 text-center">
        <ButtonLink href={link.href} variant="secondary" arrow>
          {link.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
