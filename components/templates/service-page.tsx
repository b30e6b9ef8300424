import { OfferingsPage } from "@/components/templates/offerings-page";
import { FeatureCard } from "@/components/ui/feature-card";
import type { Locale } from "@/content/i18n";
import type { ServicePage as ServicePageData } from "@/content/types";

/** Offerings in order, split where `group` changes (digital marketing has three groups). */
function groupOfferings(offerings: ServicePageData["offerings"]) {
  const groups: { title?: string; items: ServicePageData["offerings"] }[] = [];
  for (const o of offerings) {
    const last = groups.at(-1);
    if (last && last.title === o.group) last.items.push(o);
    else groups.push({ title: o.group, items: [o] });
  }
  return groups;
}

/** A service: its offerings as cards, in groups where the service has them. */
export function ServicePage({ service, locale }: { service: ServicePageData; locale: Locale }) {
  return (
    <OfferingsPage family="services" page={service} locale={locale}>
      {groupOfferings(service.offerings).map((group) => (
        <div key={group.title ?? "all"} className="mb-10 last:mb-0">
          {group.title ? <h3 className="mb-5 text-xl font-bold text-link-strong">{group.title}</h3> : null}
          <div className="grid gap-5 md:grid-cols-2">
            {group.items.map((o) => (
              <FeatureCard key={o.title} feature={o} headingLevel={group.title ? "h4" : "h3"} />
            ))}
          </div>
        </div>
      ))}
    </OfferingsPage>
  );
}
