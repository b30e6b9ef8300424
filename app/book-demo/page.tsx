import { PageHero } from "@/components/sections/page-hero";
import { hero } from "@/content/pages/book-demo";
import { pages } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.bookDemo, pages.bookDemo.path);

export default function BookDemoPage() {
  return <PageHero {...hero} />;
}
