import { SolutionPage } from "@/components/templates/solution-page";
import { familyRoute } from "@/lib/family-route";

const route = familyRoute("solutions", "ar", (solution) => <SolutionPage solution={solution} locale="ar" />);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
