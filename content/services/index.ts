import { appDevelopment } from "./app-development";
import { webDevelopment } from "./web-development";
import { softwareDevelopment } from "./software-development";
import { itConsulting } from "./it-consulting";
import { digitalMarketing } from "./digital-marketing";
import { cloudServices } from "./cloud-services";
import type { ServicePage } from "@/content/types";

/** The service pages, in menu order. Adding a page: one content file plus one line here. */
export const services: ServicePage[] = [
  appDevelopment,
  webDevelopment,
  softwareDevelopment,
  itConsulting,
  digitalMarketing,
  cloudServices,
];
