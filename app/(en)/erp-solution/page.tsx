import { ErpPage } from "@/components/pages/erp-page";
import { corePageMetadata } from "@/lib/metadata";

export const metadata = corePageMetadata("erp", "en");

export default function Page() {
  return <ErpPage locale="en" />;
}
