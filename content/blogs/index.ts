import { carServiceCenterApp } from "./car-service-center-app";
import { noCodeVsCustomWebsites } from "./no-code-vs-custom-websites";
import { aiInAgriculture } from "./ai-in-agriculture";
import type { BlogPost } from "@/content/types";

/** The articles, newest first. Adding one: one content file plus one line here. */
export const blogPosts: BlogPost[] = [aiInAgriculture, noCodeVsCustomWebsites, carServiceCenterApp];
