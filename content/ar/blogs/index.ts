import { carServiceCenterApp } from "./car-service-center-app";
import { noCodeVsCustomWebsites } from "./no-code-vs-custom-websites";
import { aiInAgriculture } from "./ai-in-agriculture";
import type { BlogPost } from "@/content/types";

/** The Arabic articles, in the English order (content/blogs/index.ts). */
export const blogPosts: BlogPost[] = [aiInAgriculture, noCodeVsCustomWebsites, carServiceCenterApp];
