import { ServicePage } from "@/components/templates/service-page";
import { familyRoute } from "@/lib/family-route";

const route = familyRoute("services", "en", (service) => <ServicePage service={service} locale="en" />);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
