// Article categories (the front matter's `category` is one of these ids; labels per edition in
// content/publishing.ts and content/ar/publishing.ts) with their default card illustrations.
import type { IconName } from "@/content/icons";

export const categoryIds = ["mobile-app-development", "web-development", "artificial-intelligence"] as const;
export type CategoryId = (typeof categoryIds)[number];

/** Each category's default card illustration. */
export const categoryIcons: Record<CategoryId, IconName> = {
  "mobile-app-development": "smartphone",
  "web-development": "layout",
  "artificial-intelligence": "brain",
};
