import type { Metadata, Viewport } from "next";
import { SiteShell } from "@/components/layout/site-shell";
import { NotFoundPage } from "@/components/pages/not-found-page";
import { ui } from "@/content/ui";
import { layoutMetadata, siteViewport } from "@/lib/metadata";
import "./globals.css";

// The English 404 (out/404.html). With two root layouts a group's not-found.tsx is not exported, so
// this file renders the whole document itself. The Arabic 404 is app/(ar)/ar/404/page.tsx.
export const metadata: Metadata = {
  ...layoutMetadata("en"),
  title: ui.notFound.title,
  robots: { index: false },
};
export const viewport: Viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteShell locale="en" switchHref="/ar/">
      <NotFoundPage locale="en" />
    </SiteShell>
  );
}
