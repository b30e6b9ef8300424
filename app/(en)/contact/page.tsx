import { ContactPage } from "@/components/pages/contact-page";
import { corePageMetadata } from "@/lib/metadata";

export const metadata = corePageMetadata("contact", "en");

export default function Page() {
  return <ContactPage locale="en" />;
}
