import type { Viewport } from "next";
import { SiteShell } from "@/components/layout/site-shell";
import { layoutMetadata, siteViewport } from "@/lib/metadata";
import "../globals.css";

// Root layout of the Arabic edition: every page under /ar, right to left, with the Arabic font.
export const metadata = layoutMetadata("ar");
export const viewport: Viewport = siteViewport;

export default function ArabicLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell locale="ar">{children}</SiteShell>;
}
