import { AboutPage } from "@/components/pages/about-page";
import { corePageMetadata } from "@/lib/metadata";

export const metadata = corePageMetadata("about", "en");

export default function Page() {
  return <AboutPage locale="en" />;
}
