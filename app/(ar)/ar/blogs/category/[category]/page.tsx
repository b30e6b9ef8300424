import { BlogsIndexPage } from "@/components/pages/blogs-index-page";
import { categoryRoute, type CategoryParams } from "@/lib/listing-route";

// One page per category with articles: the blog's filter, without JavaScript.
const route = categoryRoute("ar");

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function Page({ params }: CategoryParams) {
  return <BlogsIndexPage locale="ar" category={await route.find(params)} />;
}
