// Team members of the Teams page. The spec asks for one placeholder name and portrait for all four
// until the company adds its people; each card is told apart by its role.
import type { TeamMember } from "@/content/types";

const placeholder = {
  name: "Our Specialist",
  // No photo yet: the card draws a placeholder silhouette (components/ui/portrait-placeholder.tsx). With photos,
  // give each member `image: "/images/team/<file>"` and `imageAlt` (in both editions).
};

export const teamMembers: TeamMember[] = [
  {
    ...placeholder,
    role: "Application Manager",
    description:
      "Plans each release with you, keeps your app roadmap on track and makes sure every update reaches your users smoothly.",
  },
  {
    ...placeholder,
    role: "Social Media",
    description:
      "Runs your brand's channels: content calendars, replies to your community in Arabic and English, and monthly results reports.",
  },
  {
    ...placeholder,
    role: "Content Writer",
    description:
      "Writes the words on your website, app and campaigns: clear, on-brand and written for real readers and for search engines.",
  },
  {
    ...placeholder,
    role: "Business Manager",
    description:
      "Your main point of contact: scopes the project, agrees timelines and budgets, and keeps the work tied to your business goals.",
  },
];
