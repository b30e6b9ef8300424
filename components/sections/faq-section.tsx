import { FaqList } from "@/components/sections/faq-list";
import { Section, SectionHeading } from "@/components/ui/section";
import type { Faq, Headline } from "@/content/types";

interface FaqSectionProps {
  /** Anchor id; also names the accordion's exclusive group. */
  id: string;
  headline: Headline;
  faqs: Faq[];
  tone?: "default" | "alt";
}

/** A headed FAQ accordion in its own section (first item open, one open at a time). */
export function FaqSection({ id, headline, faqs, tone = "alt" }: FaqSectionProps) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`} {...headline} />
      <div className="mx-auto max-w-3xl">
        <FaqList group={`${id}-group`} faqs={faqs} />
      </div>
    </Section>
  );
}
