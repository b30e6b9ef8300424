import { CountUp } from "@/components/islands/count-up";
import { Section, SectionHeading } from "@/components/ui/section";
import { content } from "@/lib/content";
import type { Locale } from "@/content/i18n";

/** The three counters (7 / 5 / 5), counting up when scrolled into view. */
export function StatsBand({ locale }: { locale: Locale }) {
  const { stats } = content(locale).shared;
  return (
    <Section id="stats" tone="brand" labelledBy="stats-heading">
      <SectionHeading id="stats-heading" {...stats.headline} inverted />
      <dl className="grid gap-6 sm:grid-cols-3">
        {stats.items.map((s) => (
          <div
            key={s.label}
            className="flex flex-col rounded-2xl bg-white/5 p-8 text-center ring-1 ring-white/15"
          >
            <dt className="text-brand-100">{s.label}</dt>
            <dd className="order-first text-5xl font-extrabold tracking-tight">
              <CountUp value={s.value} suffix={s.suffix} />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
