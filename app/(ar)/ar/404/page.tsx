import type { Metadata } from "next";
import { NotFoundPage } from "@/components/pages/not-found-page";
import { content } from "@/lib/content";

// The Arabic 404: the web server answers unknown /ar/... paths with this page and status 404.
export const metadata: Metadata = { title: content("ar").ui.notFound.title, robots: { index: false } };

export default function Page() {
  return <NotFoundPage locale="ar" />;
}
