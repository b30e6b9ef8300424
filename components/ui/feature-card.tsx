import { CheckList } from "@/components/ui/check-list";
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
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-card shadow-card transition hover:-translate-y-0.5 hover:shadow-lift">
      {variant === "art" ? <IconArt icons={[feature.icon]} tone={index} className="h-36" /> : null}
      <div className="flex flex-1 flex-col p-6">
        {variant === "icon" ? (
          <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-tint text-link ring-1 ring-tint-line">
            <Icon name={feature.icon} />
          </span>
        ) : null}
        <H className="text-lg font-bold text-ink">{feature.title}</H>
        <p className="mt-2 leading-relaxed text-ink-muted">{feature.description}</p>
        {feature.points?.length ? <CheckList items={feature.points} /> : null}
      </div>
    </article>
  );
}
