import type { Viewport } from "next";
import { SiteShell } from "@/components/layout/site-shell";
import { layoutMetadata, siteViewport } from "@/lib/metadata";
import "../globals.css";

// Root layout of the English edition (the site's original URLs). The Arabic one is app/(ar)/layout.tsx.
export const metadata = layoutMetadata("en");
export const viewport: Viewport = siteViewport;

export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell locale="en">{children}</SiteShell>;
}
