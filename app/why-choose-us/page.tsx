import { PageHero } from "@/components/sections/page-hero";
import { hero } from "@/content/pages/why-choose-us";
import { pages } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.whyChooseUs, pages.whyChooseUs.path);

export default function WhyChooseUsPage() {
  return <PageHero {...hero} />;
}
