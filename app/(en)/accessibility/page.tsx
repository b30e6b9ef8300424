import { LegalPage } from "@/components/pages/legal-page";
import { corePageMetadata } from "@/lib/metadata";

export const metadata = corePageMetadata("accessibility", "en");

export default function Page() {
  return <LegalPage page="accessibility" locale="en" />;
}
