// Copy of the Meet Our Team page (/teams). The member cards are in content/team.ts.
import type { Headline } from "@/content/types";

export const hero = {
  eyebrow: "Our people",
  title: "Meet Our Team",
  lead: "The specialists who plan, build, write and manage your projects.",
};

export const teamHeadline: Headline = {
  eyebrow: "The people you work with",
  title: "One team from first call to launch and beyond",
  lead: "Every project is staffed by the same four disciplines, so strategy, build, content and promotion stay in step.",
};
