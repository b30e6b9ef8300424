import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { ServicesGrid } from "@/components/sections/services-grid";
import { WhyChooseBlock } from "@/components/sections/why-choose-block";
import { hero } from "@/content/pages/services";
import { pages } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.services, pages.services.path);

export default function ServicesPage() {
  return (
    <>
      <RouteJsonLd path={pages.services.path} />
      <PageHero {...hero} />
      <ServicesGrid />
      <WhyChooseBlock />
    </>
  );
}
