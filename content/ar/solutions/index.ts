import { healthcareLifesciences } from "./healthcare-lifesciences";
import { bankingFinanceInsurance } from "./banking-finance-insurance";
import { eCommerceSolutions } from "./e-commerce-solutions";
import { onDemandDelivery } from "./on-demand-delivery";
import { realEstate } from "./real-estate";
import { transportLogistics } from "./transport-logistics";
import { educationELearning } from "./education-eLearning";
import { enterpriseRetailManufacturing } from "./enterprise-retail-manufacturing";
import { travelHospitality } from "./travel-hospitality";
import { mediaEntertainment } from "./media-entertainment";
import { socialNetworking } from "./social-networking";
import type { SolutionPage } from "@/content/types";

/** The Arabic solution pages, in the English menu order (content/solutions/index.ts). */
export const solutions: SolutionPage[] = [
  healthcareLifesciences,
  bankingFinanceInsurance,
  eCommerceSolutions,
  onDemandDelivery,
  realEstate,
  transportLogistics,
  educationELearning,
  enterpriseRetailManufacturing,
  travelHospitality,
  mediaEntertainment,
  socialNetworking,
];
