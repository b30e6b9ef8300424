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
import { mergePages } from "@/content/merge";
import { solutionBase, type SolutionEdition } from "@/content/solutions/base";
import type { SolutionPage } from "@/content/types";

/** The Arabic words of each solution page, keyed by slug. */
const words = {
  "healthcare-lifesciences": healthcareLifesciences,
  "banking-finance-insurance": bankingFinanceInsurance,
  "e-commerce-solutions": eCommerceSolutions,
  "on-demand-delivery": onDemandDelivery,
  "real-estate": realEstate,
  "transport-logistics": transportLogistics,
  "education-eLearning": educationELearning,
  "enterprise-retail-manufacturing": enterpriseRetailManufacturing,
  "travel-hospitality": travelHospitality,
  "media-entertainment": mediaEntertainment,
  "social-networking": socialNetworking,
} satisfies SolutionEdition;

/** The Arabic solutions pages, in the menu order of content/solutions/base.ts. */
export const solutions: SolutionPage[] = mergePages<SolutionPage>(
  solutionBase,
  words,
  "content/ar/solutions",
);
