import { BlogsIndexPage } from "@/components/pages/blogs-index-page";
import { corePageMetadata } from "@/lib/metadata";

export const metadata = corePageMetadata("blogs", "ar");

export default function Page() {
  return <BlogsIndexPage locale="ar" />;
}
