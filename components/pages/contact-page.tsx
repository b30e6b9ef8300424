import { ContactSection } from "@/components/sections/contact-section";
import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { content } from "@/lib/content";
import { localePath, type Locale } from "@/content/i18n";
import { pages } from "@/content/routes";

export function ContactPage({ locale }: { locale: Locale }) {
  const { hero, enquiryHeading } = content(locale).pages.contact;
  const path = localePath(pages.contact.path, locale);
  return (
    <>
      <RouteJsonLd path={path} locale={locale} />
      <PageHero {...hero} />
      <ContactSection locale={locale} returnTo={path} heading={enquiryHeading} />
    </>
  );
}
