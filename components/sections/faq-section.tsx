import { FaqList } from "@/components/sections/faq-list";
import { Section, SectionHeading } from "@/components/ui/section";
import type { Faq, Headline } from "@/content/types";

interface FaqSectionProps {
  headline: Headline;
  faqs: Faq[];
  /** The section's anchor (#faq on the home and blog pages); the family pages have none. */
  id?: string;
  /** Names the accordion's exclusive group (unique on the page). */
  group?: string;
  tone?: "default" | "alt";
}

/** A headed FAQ accordion in its own section (first item open, one open at a time); one per page. */
export function FaqSection({ headline, faqs, id, group = "faq-group", tone = "alt" }: FaqSectionProps) {
  return (
    <Section id={id} tone={tone} labelledBy="faq-heading">
      <SectionHeading id="faq-heading" {...headline} />
      <div className="mx-auto max-w-3xl">
        <FaqList group={group} faqs={faqs} />
      </div>
    </Section>
  );
}
