import { PageHero } from "@/components/sections/page-hero";
import { RouteJsonLd } from "@/components/seo/json-ld";
import { DemoRequest } from "@/components/sections/demo-request";
import { hero } from "@/content/pages/book-demo";
import { pages } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.bookDemo, pages.bookDemo.path);

export default function BookDemoPage() {
  return (
    <>
      <RouteJsonLd path={pages.bookDemo.path} />
      <PageHero {...hero} />
      <DemoRequest />
    </>
  );
}
