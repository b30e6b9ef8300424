import { LegalPage } from "@/components/pages/legal-page";
import { corePageMetadata } from "@/lib/metadata";

export const metadata = corePageMetadata("accessibility", "ar");

export default function Page() {
  return <LegalPage page="accessibility" locale="ar" />;
}
