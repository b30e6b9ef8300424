import type { MetadataRoute } from "next";
import { site } from "@/content/site";
import { backgroundColor, themeColor } from "@/lib/metadata";

export const dynamic = "force-static";

/** Web app manifest: name, colours and the icons made by scripts/dev/generate-icons.mjs. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    lang: site.locale,
    dir: site.dir,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: themeColor,
    background_color: backgroundColor,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
