import { ServicePage } from "@/components/templates/service-page";
import { servicePath } from "@/content/routes";
import { services } from "@/content/services";
import { familyRoute, type FamilyParams } from "@/lib/family-route";

const family = familyRoute(services, servicePath);

export const dynamicParams = false;
export const generateStaticParams = family.generateStaticParams;
export const generateMetadata = family.generateMetadata;

export default async function Page({ params }: FamilyParams) {
  return <ServicePage service={await family.find(params)} />;
}
