import { rssFeed } from "@/lib/feed";

// The edition's RSS 2.0 feed, written once at build time (out/blogs/feed.xml).
export const dynamic = "force-static";

export function GET() {
  return new Response(rssFeed("en"), { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
