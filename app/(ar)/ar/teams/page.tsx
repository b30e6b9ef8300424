import { TeamsPage } from "@/components/pages/teams-page";
import { corePageMetadata } from "@/lib/metadata";

export const metadata = corePageMetadata("teams", "ar");

export default function Page() {
  return <TeamsPage locale="ar" />;
}
