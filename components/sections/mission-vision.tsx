import { Icon } from "@/components/ui/icon";
import { Section, SectionHeading } from "@/components/ui/section";
import type { Feature, Headline } from "@/content/types";
import { DecorCircle } from "@/components/ui/decor-circle";

interface MissionVisionProps {
  headline: Headline;
  /** The statements, e.g. mission and vision, side by side on wide screens. */
  items: Feature[];
  tone?: "default" | "alt";
}

/** Large statement cards on the brand gradient (About Us: mission and vision). */
export function MissionVision({ headline, items, tone = "alt" }: MissionVisionProps) {
  return (
    <Section id="mission-vision" tone={tone} labelledBy="mission-vision-heading">
      <SectionHeading id="mission-vision-heading" {...headline} />
      <div className="grid gap-6 md:grid-cols-2">
        {items.map((item) => (
          <article
            key={item.title}
            className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 p-8 text-white shadow-lift sm:p-10"
          >
            <DecorCircle place="-end-12 -top-12" size="size-48" look="border-[22px] border-white/10" />
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-white/10 text-accent-300 ring-1 ring-white/20">
              <Icon name={item.icon} className="size-7" />
            </span>
            <h3 className="mt-6 text-2xl font-bold">{item.title}</h3>
            <p className="mt-3 text-lg leading-relaxed text-brand-100">{item.description}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}
