// Arabic team cards of the Teams page: the words of content/ar/team.json on the base of content/data/team.json
// (content/team.ts says why all four share one placeholder name and portrait).
import words from "@/content/ar/team.json";
import { readList, teamList } from "@/content/lists";
import type { TeamMember } from "@/content/types";

export const teamMembers: TeamMember[] = readList(teamList, words, "content/ar/team.json");
