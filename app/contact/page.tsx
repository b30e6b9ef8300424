import { ContactSection } from "@/components/sections/contact-section";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { enquiryHeading, hero } from "@/content/pages/contact";
import { pages } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.contact, pages.contact.path);

export default function ContactPage() {
  return (
    <>
      <RouteJsonLd path={pages.contact.path} />
      <PageHero {...hero} />
      <ContactSection returnTo={pages.contact.path} heading={enquiryHeading} />
    </>
  );
}
