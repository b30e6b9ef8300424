import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { StatsBand } from "@/components/sections/stats-band";
import { TeamGrid } from "@/components/sections/team-grid";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { pages } from "@/content/routes";

export function TeamsPage({ locale }: { locale: Locale }) {
  const c = content(locale);
  return (
    <>
      <RouteJsonLd path={localePath(pages.teams.path, locale)} locale={locale} />
      <PageHero {...c.pages.teams.hero} />
      <TeamGrid headline={c.pages.teams.teamHeadline} members={c.team.teamMembers} />
      <StatsBand locale={locale} />
      <CtaBand {...c.shared.emailCta} />
    </>
  );
}
