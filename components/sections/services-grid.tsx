import { AppLink } from "@/components/ui/app-link";
import { CardArrow } from "@/components/ui/card-arrow";
import { Icon } from "@/components/ui/icon";
import { Section, SectionHeading } from "@/components/ui/section";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { servicePath } from "@/content/routes";

/** The six services as cards, each linking to its page (home and services pages). */
export function ServicesGrid({ locale }: { locale: Locale }) {
  const { services, shared } = content(locale);
  const { serviceCardMore, servicesGridHeadline } = shared;
  return (
    <Section id="services" labelledBy="services-heading">
      <SectionHeading id="services-heading" {...servicesGridHeadline} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((s) => (
          <li key={s.slug}>
            <AppLink
              href={localePath(servicePath(s.slug), locale)}
              className="group flex h-full flex-col rounded-2xl border border-line bg-card p-7 shadow-card transition hover:-translate-y-1 hover:border-tint-edge hover:shadow-lift"
            >
              <span className="mb-5 inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-lift">
                <Icon name={s.icon} className="size-7" />
              </span>
              <h3 className="text-xl font-bold text-ink">{s.name}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-ink-muted">{s.summary}</p>
              <span className="mt-5 inline-flex items-center gap-1.5 font-semibold text-link">
                {serviceCardMore}
                <CardArrow />
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
