import { Prose } from "@/components/templates/family-layout";
import { FeatureCard } from "@/components/ui/feature-card";
import { Section, SectionHeading } from "@/components/ui/section";
import type { Feature, Headline } from "@/content/types";

interface FeatureGridProps {
  id: string;
  headline: Headline;
  /** Introductory paragraphs between the heading and the cards. */
  paragraphs?: string[];
  items: Feature[];
  tone?: "default" | "alt";
  /** "art" gives each card an illustrated header. */
  variant?: "icon" | "art";
  children?: React.ReactNode;
}

/** A headed section of feature cards, three across on wide screens (e.g. the ERP benefits). */
export function FeatureGrid({
  id,
  headline,
  paragraphs,
  items,
  tone = "default",
  variant = "icon",
  children,
}: FeatureGridProps) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`} {...headline} />
      {paragraphs?.length ? (
        <div className="mx-auto mb-12 max-w-3xl text-center">
          <Prose paragraphs={paragraphs} />
        </div>
      ) : null}
      <div className="grid gap-6 md:grid-cols-3">
        {items.map((item, i) => (
          <FeatureCard key={item.title} feature={item} variant={variant} index={i} />
        ))}
      </div>
      {children}
    </Section>
  );
}
