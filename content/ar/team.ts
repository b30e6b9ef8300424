// Arabic team cards of the Teams page: the "ar" words of content/team/<id>.json (content/team.ts says why all
// four share one placeholder name and portrait).
import { readEntries, teamList } from "@/content/lists";
import type { TeamMember } from "@/content/types";

export const teamMembers: TeamMember[] = readEntries(teamList, "ar");
