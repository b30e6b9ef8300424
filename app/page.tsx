import { PageHero } from "@/components/sections/page-hero";
import { hero } from "@/content/pages/home";
import { pages } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.home, pages.home.path);

export default function HomePage() {
  return <PageHero {...hero} size="home" />;
}
