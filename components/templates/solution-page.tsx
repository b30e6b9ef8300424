import { OfferingsPage } from "@/components/templates/offerings-page";
import { FeatureCard } from "@/components/ui/feature-card";
import type { Locale } from "@/content/i18n";
import type { SolutionPage as SolutionPageData } from "@/content/types";

/** An industry solution: its offerings as illustrated cards. */
export function SolutionPage({ solution, locale }: { solution: SolutionPageData; locale: Locale }) {
  return (
    <OfferingsPage family="solutions" page={solution} locale={locale}>
      <div className="grid gap-5 md:grid-cols-2">
        {solution.offerings.map((o, i) => (
          <FeatureCard key={o.title} feature={o} variant="art" index={i} />
        ))}
      </div>
    </OfferingsPage>
  );
}
