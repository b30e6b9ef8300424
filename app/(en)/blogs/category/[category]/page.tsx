import { BlogsIndexPage } from "@/components/pages/blogs-index-page";
import { categoryRoute } from "@/lib/listing-route";

// One page per category with articles: the blog's filter, without JavaScript.
const route = categoryRoute("en", (category) => <BlogsIndexPage locale="en" category={category} />);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
