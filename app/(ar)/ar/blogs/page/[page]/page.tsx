import { BlogsIndexPage } from "@/components/pages/blogs-index-page";
import { paginationRoute } from "@/lib/listing-route";

// /blogs/page/2, /blogs/page/3…: the older articles, once they fill more than one page.
const route = paginationRoute("ar", (page) => <BlogsIndexPage locale="ar" page={page} />);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
