import { BlogsIndexPage } from "@/components/pages/blogs-index-page";
import { paginationRoute, type PageParams } from "@/lib/listing-route";

// /blogs/page/2, /blogs/page/3…: the older articles, once they fill more than one page.
const route = paginationRoute("en");

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function Page({ params }: PageParams) {
  return <BlogsIndexPage locale="en" page={await route.find(params)} />;
}
