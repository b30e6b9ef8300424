// Team members of the Teams page, one file each: content/team/<id>.json (both languages' words, the order and
// the portrait). The spec asks for one placeholder name and portrait for all four until the company adds its
// people; each card is told apart by its role. No photo yet: the card draws a placeholder silhouette
// (components/ui/portrait-placeholder.tsx). With a photo, the member's file gets `"image":
// "/images/team/<file>.jpg"` and an `imageAlt` in each language; the build makes the AVIF and WebP variants
// (docs/images.md).
import { readEntries, teamList } from "@/content/lists";
import type { TeamMember } from "@/content/types";

export const teamMembers: TeamMember[] = readEntries(teamList, "en");
