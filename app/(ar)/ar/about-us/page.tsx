import { AboutPage } from "@/components/pages/about-page";
import { corePageMetadata } from "@/lib/metadata";

export const metadata = corePageMetadata("about", "ar");

export default function Page() {
  return <AboutPage locale="ar" />;
}
