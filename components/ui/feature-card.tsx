import { Check } from "lucide-react";
import { Icon } from "@/components/ui/icon";
import { IconArt } from "@/components/ui/icon-art";
import type { Feature } from "@/content/types";

interface FeatureCardProps {
  feature: Feature;
  /** "icon": small icon badge; "art": an illustrated header tile. */
  variant?: "icon" | "art";
  index?: number;
  headingLevel?: "h3" | "h4";
}

export function FeatureCard({
  feature,
  variant = "icon",
  index = 0,
  headingLevel: H = "h3",
}: FeatureCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card transition hover:-translate-y-0.5 hover:shadow-lift">
      {variant === "art" ? <IconArt icons={[feature.icon]} tone={index} className="h-36" /> : null}
      <div className="flex flex-1 flex-col p-6">
        {variant === "icon" ? (
          <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <Icon name={feature.icon} />
          </span>
        ) : null}
        <H className="text-lg font-bold text-ink">{feature.title}</H>
        <p className="mt-2 leading-relaxed text-ink-muted">{feature.description}</p>
        {feature.points?.length ? (
          <ul className="mt-4 space-y-2 text-sm text-ink-soft">
            {feature.points.map((p) => (
              <li key={p} className="flex gap-2">
                <Check
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-accent-600"
                  strokeWidth={2.5}
                />
                {p}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
