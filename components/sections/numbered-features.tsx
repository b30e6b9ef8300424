import { Icon } from "@/components/ui/icon";
import { Section, SectionHeading } from "@/components/ui/section";
import type { Feature, Headline } from "@/content/types";

interface NumberedFeaturesProps {
  id: string;
  headline: Headline;
  items: Feature[];
  tone?: "default" | "alt";
}

/** A phone drawn in CSS, its home screen made of the features' icons. Decorative: the list says it all. */
function PhoneArt({ items }: { items: Feature[] }) {
  return (
    <div
      aria-hidden="true"
      className="relative isolate hidden justify-center overflow-hidden rounded-3xl bg-gradient-to-br from-accent-600 via-brand-700 to-brand-900 px-6 py-12 md:flex lg:sticky lg:top-28"
    >
      <span className="absolute -end-16 -top-16 -z-10 size-64 rounded-full border-[28px] border-white/10" />
      <span className="absolute -bottom-20 -start-12 -z-10 size-56 rounded-full bg-white/10" />
      <div className="w-64 rounded-[2.5rem] bg-surface-dark p-3 shadow-lift ring-1 ring-white/25">
        <div className="rounded-[2rem] bg-card px-4 pt-3 pb-6">
          <div className="mx-auto mb-5 h-1.5 w-16 rounded-full bg-line" />
          <div className="mb-5 flex items-center gap-2">
            <span className="size-8 rounded-lg bg-gradient-to-br from-brand-500 to-accent-600" />
            <span className="flex flex-col gap-1.5">
              <span className="h-2 w-24 rounded-full bg-line-strong" />
              <span className="h-2 w-16 rounded-full bg-line" />
            </span>
          </div>
          <div className="grid grid-cols-2 gap-3">
            {items.map((item) => (
              <div
                key={item.title}
                className="flex flex-col items-center gap-2 rounded-2xl bg-tint px-2 py-3 text-center"
              >
                <span className="inline-flex size-9 items-center justify-center rounded-xl bg-card text-link shadow-card">
                  <Icon name={item.icon} className="size-5" />
                </span>
                <span className="text-[0.7rem] leading-tight font-semibold text-ink-soft">{item.title}</span>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

/** An ordered list of features with large numbers, beside a phone showing them (e.g. the ERP mobile app). */
export function NumberedFeatures({ id, headline, items, tone = "default" }: NumberedFeaturesProps) {
  return (
    <Section id={id} tone={tone} labelledBy={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`} {...headline} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <PhoneArt items={items} />
        <ol className="grid gap-5 sm:grid-cols-2">
          {items.map((item, i) => (
            <li
              key={item.title}
              className="flex flex-col rounded-2xl border border-line bg-card p-6 shadow-card"
            >
              <div className="mb-4 flex items-center justify-between">
                <span
                  aria-hidden="true"
                  className="text-4xl font-extrabold tracking-tight text-link-soft tabular-nums"
                >
                  {String(i + 1).padStart(2, "0")}
                </span>
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-tint text-link ring-1 ring-tint-line">
                  <Icon name={item.icon} className="size-5" />
                </span>
              </div>
              <h3 className="text-lg font-bold text-ink">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{item.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
