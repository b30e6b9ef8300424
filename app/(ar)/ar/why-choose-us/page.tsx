import { WhyChooseUsPage } from "@/components/pages/why-choose-us-page";
import { corePageMetadata } from "@/lib/metadata";

export const metadata = corePageMetadata("whyChooseUs", "ar");

export default function Page() {
  return <WhyChooseUsPage locale="ar" />;
}
