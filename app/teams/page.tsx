import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { StatsBand } from "@/components/sections/stats-band";
import { TeamGrid } from "@/components/sections/team-grid";
import { hero, teamHeadline } from "@/content/pages/teams";
import { pages } from "@/content/routes";
import { emailCta } from "@/content/shared";
import { teamMembers } from "@/content/team";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.teams, pages.teams.path);

export default function TeamsPage() {
  return (
    <>
      <RouteJsonLd path={pages.teams.path} />
      <PageHero {...hero} />
      <TeamGrid headline={teamHeadline} members={teamMembers} />
      <StatsBand />
      <CtaBand {...emailCta} />
    </>
  );
}
