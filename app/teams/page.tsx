import { PageHero } from "@/components/sections/page-hero";
import { hero } from "@/content/pages/teams";
import { pages } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.teams, pages.teams.path);

export default function TeamsPage() {
  return <PageHero {...hero} />;
}
