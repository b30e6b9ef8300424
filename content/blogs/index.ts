// The English articles: every *.mdx (or *.md) file in this folder, newest first. Adding one needs no
// code: write the file (README "Writing an article"); routes, cards, feeds and the sitemap pick it up.
import { categories } from "@/content/publishing";
import type { BlogPost } from "@/content/types";
import { loadArticles, toBlogPost } from "@/lib/markdown";

export const blogPosts: BlogPost[] = loadArticles("en").map((a) => toBlogPost(a, categories));
