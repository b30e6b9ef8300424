// Team members of the Teams page: ids (and photos, once there are some) in content/data/team.json, the
// English words in content/team.json. The spec asks for one placeholder name and portrait for all four until
// the company adds its people; each card is told apart by its role. No photo yet: the card draws a placeholder
// silhouette (components/ui/portrait-placeholder.tsx). With photos, give each member `"image":
// "/images/team/<file>.jpg"` in content/data/team.json and an `imageAlt` in both editions' words; the build makes
// the AVIF and WebP variants (docs/images.md).
import { readList, teamList } from "@/content/lists";
import words from "@/content/team.json";
import type { TeamMember } from "@/content/types";

export const teamMembers: TeamMember[] = readList(teamList, words, "content/team.json");
