import { SolutionPage } from "@/components/templates/solution-page";
import { solutionPath } from "@/content/routes";
import { familyRoute, type FamilyParams } from "@/lib/family-route";

const family = familyRoute((c) => c.solutions, solutionPath, "ar");

export const dynamicParams = false;
export const generateStaticParams = family.generateStaticParams;
export const generateMetadata = family.generateMetadata;

export default async function Page({ params }: FamilyParams) {
  return <SolutionPage solution={await family.find(params)} locale="ar" />;
}
