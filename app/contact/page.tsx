import { PageHero } from "@/components/sections/page-hero";
import { hero } from "@/content/pages/contact";
import { pages } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.contact, pages.contact.path);

export default function ContactPage() {
  return <PageHero {...hero} />;
}
