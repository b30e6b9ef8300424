import { PageHero } from "@/components/sections/page-hero";
import { hero } from "@/content/pages/blogs";
import { pages } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(pages.blogs, pages.blogs.path);

export default function BlogsPage() {
  return <PageHero {...hero} />;
}
