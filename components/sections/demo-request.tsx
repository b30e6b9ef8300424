import { CircleCheck } from "lucide-react";
import { DemoForm } from "@/components/forms/demo-form";
import { formSpecs } from "@/components/forms/validate";
import { Section, SectionHeading } from "@/components/ui/section";
import { content } from "@/lib/content";
import type { Locale } from "@/content/i18n";

/** /book-demo: what the demo covers beside the request form. Anchor #demo-form is where the form returns. */
export function DemoRequest({ locale }: { locale: Locale }) {
  const c = content(locale);
  const { demoForm, demoIntro: t } = c.pages.bookDemo;
  return (
    <Section id={formSpecs["book-demo"].anchor} tone="alt" labelledBy="demo-heading">
      <SectionHeading id="demo-heading" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <div className="grid gap-8 lg:grid-cols-[1fr_1.6fr]">
        <div className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-lift sm:p-8">
          <h3 className="text-xl font-bold">{t.coversTitle}</h3>
          <ul className="mt-5 space-y-4">
            {t.covers.map((item) => (
              <li key={item} className="flex gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-line bg-card p-6 shadow-card sm:p-8">
          <h3 className="mb-5 text-xl font-bold text-ink">{demoForm.title}</h3>
          <DemoForm locale={locale} />
        </div>
      </div>
    </Section>
  );
}
