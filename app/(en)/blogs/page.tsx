import { BlogsIndexPage } from "@/components/pages/blogs-index-page";
import { corePageMetadata } from "@/lib/metadata";

export const metadata = corePageMetadata("blogs", "en");

export default function Page() {
  return <BlogsIndexPage locale="en" />;
}
