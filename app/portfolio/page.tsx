import { PageHero } from "@/components/sections/page-hero";
import { hero } from "@/content/pages/portfolio";
import { pages } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.portfolio, pages.portfolio.path);

export default function PortfolioPage() {
  return <PageHero {...hero} />;
}
