// The Arabic articles: every *.mdx (or *.md) file in this folder, newest first. An Arabic article is
// the twin of the English one with the same `slug`; either may exist alone.
import { categories } from "@/content/ar/publishing";
import type { BlogPost } from "@/content/types";
import { loadArticles, toBlogPost } from "@/lib/markdown";

export const blogPosts: BlogPost[] = loadArticles("ar").map((a) => toBlogPost(a, categories));
