import { BookDemoPage } from "@/components/pages/book-demo-page";
import { corePageMetadata } from "@/lib/metadata";

export const metadata = corePageMetadata("bookDemo", "ar");

export default function Page() {
  return <BookDemoPage locale="ar" />;
}
