import { LegalPage } from "@/components/pages/legal-page";
import { corePageMetadata } from "@/lib/metadata";

export const metadata = corePageMetadata("terms", "ar");

export default function Page() {
  return <LegalPage page="terms" locale="ar" />;
}
