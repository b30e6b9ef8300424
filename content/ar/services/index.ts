import { appDevelopment } from "./app-development";
import { webDevelopment } from "./web-development";
import { softwareDevelopment } from "./software-development";
import { itConsulting } from "./it-consulting";
import { digitalMarketing } from "./digital-marketing";
import { cloudServices } from "./cloud-services";
import type { ServicePage } from "@/content/types";

/** The Arabic service pages, in the English menu order (content/services/index.ts). */
export const services: ServicePage[] = [
  appDevelopment,
  webDevelopment,
  softwareDevelopment,
  itConsulting,
  digitalMarketing,
  cloudServices,
];
