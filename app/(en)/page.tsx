import { HomePage } from "@/components/pages/home-page";
import { corePageMetadata } from "@/lib/metadata";

export const metadata = corePageMetadata("home", "en");

export default function Page() {
  return <HomePage locale="en" />;
}
