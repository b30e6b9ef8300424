import { HomePage } from "@/components/pages/home-page";
import { corePageMetadata } from "@/lib/metadata";

export const metadata = corePageMetadata("home", "ar");

export default function Page() {
  return <HomePage locale="ar" />;
}
