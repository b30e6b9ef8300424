import { appDevelopment } from "./app-development";
import { webDevelopment } from "./web-development";
import { softwareDevelopment } from "./software-development";
import { itConsulting } from "./it-consulting";
import { digitalMarketing } from "./digital-marketing";
import { cloudServices } from "./cloud-services";
import { mergePages } from "@/content/merge";
import { serviceBase, type ServiceEdition } from "@/content/services/base";
import type { ServicePage } from "@/content/types";

/** The Arabic words of each service page, keyed by slug. */
const words = {
  "app-development": appDevelopment,
  "web-development": webDevelopment,
  "software-development": softwareDevelopment,
  "it-consulting": itConsulting,
  "digital-marketing": digitalMarketing,
  "cloud-services": cloudServices,
} satisfies ServiceEdition;

/** The Arabic services pages, in the menu order of content/services/base.ts. */
export const services: ServicePage[] = mergePages<ServicePage>(serviceBase, words, "content/ar/services");
