// Copy of the Blogs page (/blogs). Posts come from content/blogs, the FAQ and CTA from content/shared.ts.
import type { Headline } from "@/content/types";

export const hero = {
  eyebrow: "Insights",
  title: "Blogs",
  lead: "Practical guides on apps, websites and emerging technology for business decision makers.",
};

export const postsHeadline: Headline = {
  eyebrow: "Latest articles",
  title: "Guides from our engineers",
  lead: "Each article comes from projects we have delivered: what worked, what it cost and what we would do again.",
};
