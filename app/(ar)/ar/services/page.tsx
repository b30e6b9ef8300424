import { ServicesIndexPage } from "@/components/pages/services-index-page";
import { corePageMetadata } from "@/lib/metadata";

export const metadata = corePageMetadata("services", "ar");

export default function Page() {
  return <ServicesIndexPage locale="ar" />;
}
