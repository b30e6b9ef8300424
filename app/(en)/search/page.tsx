import { SearchPage } from "@/components/pages/search-page";
import { searchPageMetadata } from "@/lib/metadata";

export const metadata = searchPageMetadata("en");

export default function Page() {
  return <SearchPage locale="en" />;
}
