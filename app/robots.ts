import type { MetadataRoute } from "next";
import { site } from "@/content/site";
import { isPreviewBuild } from "@/lib/metadata";

export const dynamic = "force-static";

/** Everything may be crawled but the content manager (/admin/, also `noindex`); the sitemap lists every route. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: "/admin/" },
    // A preview build points at no sitemap (its pages are noindex, see isPreviewBuild).
    ...(isPreviewBuild ? {} : { sitemap: `${site.url}/sitemap.xml` }),
  };
}
