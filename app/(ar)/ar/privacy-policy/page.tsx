import { LegalPage } from "@/components/pages/legal-page";
import { corePageMetadata } from "@/lib/metadata";

export const metadata = corePageMetadata("privacy", "ar");

export default function Page() {
  return <LegalPage page="privacy" locale="ar" />;
}
