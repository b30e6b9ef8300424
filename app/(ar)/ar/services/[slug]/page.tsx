import { ServicePage } from "@/components/templates/service-page";
import { servicePath } from "@/content/routes";
import { familyRoute, type FamilyParams } from "@/lib/family-route";

const family = familyRoute((c) => c.services, servicePath, "ar");

export const dynamicParams = false;
export const generateStaticParams = family.generateStaticParams;
export const generateMetadata = family.generateMetadata;

export default async function Page({ params }: FamilyParams) {
  return <ServicePage service={await family.find(params)} locale="ar" />;
}
