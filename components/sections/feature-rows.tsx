import { IconArt } from "@/components/ui/icon-art";
import { CheckList } from "@/components/ui/check-list";
import { Section } from "@/components/ui/section";
import type { FeatureStory } from "@/content/types";

/**
 * Features told at length, one section each: text beside an illustration, the sides alternating
 * (logical order, so the rhythm mirrors itself in RTL) and the backgrounds alternating too.
 */
export function FeatureRows({ items }: { items: FeatureStory[] }) {
  const total = String(items.length).padStart(2, "0");
  return items.map((item, i) => {
    const id = `story-${i + 1}`;
    return (
      <Section key={item.title} id={id} tone={i % 2 ? "alt" : "default"} labelledBy={`${id}-heading`}>
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <IconArt
            icons={item.art}
            tone={i}
            className={`h-56 sm:h-72 lg:h-80 ${i % 2 ? "lg:order-last" : ""}`}
          />
          <div>
            <p className="mb-3 text-sm font-bold uppercase tracking-[0.18em] text-accent-ink">
              <span aria-hidden="true" className="me-2 text-link-soft">
                {String(i + 1).padStart(2, "0")}/{total}
              </span>
              {item.eyebrow}
            </p>
            <h2
              id={`${id}-heading`}
              className="text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl"
            >
              {item.title}
            </h2>
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink-muted">
              {item.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
            {item.points?.length ? (
              <CheckList items={item.points} className="mt-6 grid gap-3 font-medium sm:grid-cols-2" />
            ) : null}
          </div>
        </div>
      </Section>
    );
  });
}
