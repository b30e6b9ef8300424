import { ArrowDown } from "lucide-react";
import { Prose } from "@/components/templates/family-layout";
import { FeatureCard } from "@/components/ui/feature-card";
import { Icon } from "@/components/ui/icon";
import { Section, SectionHeading } from "@/components/ui/section";
import type { Feature, FlowStep, Headline } from "@/content/types";

interface ProcessFlowProps {
  id: string;
  headline: Headline;
  paragraphs: string[];
  /** Caption of the chain of steps. */
  flowTitle: string;
  steps: FlowStep[];
  /** Cards under the text and the chain. */
  highlights: Feature[];
  tone?: "default" | "alt";
}

/** Marketing text beside a chain of steps (e.g. who approves a request), with highlight cards below. */
export function ProcessFlow({
  id,
  headline,
  paragraphs,
  flowTitle,
  steps,
  highlights,
  tone = "default",
}: ProcessFlowProps) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-heading`}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-16">
        <div>
          <SectionHeading id={`${id}-heading`} {...headline} align="start" />
          <Prose paragraphs={paragraphs} />
        </div>
        <figure className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 p-6 text-white shadow-lift sm:p-8">
          <figcaption className="mb-5 text-sm font-bold uppercase tracking-[0.18em] text-accent-300">
            {flowTitle}
          </figcaption>
          <ol className="space-y-2">
            {steps.map((step, i) => (
              <li key={step.label}>
                <div className="flex items-center gap-4 rounded-xl bg-white/10 px-4 py-3 ring-1 ring-white/15">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/15">
                    <Icon name={step.icon} className="size-5" />
                  </span>
                  <span className="font-semibold">{step.label}</span>
                </div>
                {i < steps.length - 1 ? (
                  <ArrowDown aria-hidden="true" className="mx-auto mt-2 size-4 text-accent-300" />
                ) : null}
              </li>
            ))}
          </ol>
        </figure>
      </div>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {highlights.map((h) => (
          <FeatureCard key={h.title} feature={h} />
        ))}
      </div>
    </Section>
  );
}
