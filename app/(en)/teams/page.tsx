import { TeamsPage } from "@/components/pages/teams-page";
import { corePageMetadata } from "@/lib/metadata";

export const metadata = corePageMetadata("teams", "en");

export default function Page() {
  return <TeamsPage locale="en" />;
}
