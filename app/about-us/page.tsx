import { PageHero } from "@/components/sections/page-hero";
import { hero } from "@/content/pages/about-us";
import { pages } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.about, pages.about.path);

export default function AboutUsPage() {
  return <PageHero {...hero} />;
}
