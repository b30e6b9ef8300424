/** What the CMS's card previews draw from the site: its SVGs (with `{class}`) and each language's card words. */
export function cardPreviewParts(root: string): Promise<{
  svg: Record<"portrait" | "star" | "expand" | "arrowUpRight", string>;
  en: CardWords;
  ar: CardWords;
}>;
interface CardWords {
  ratingLabel: string;
  quote: string;
  viewImage: string;
  visitProject: string;
  categories: Record<string, string>;
}
