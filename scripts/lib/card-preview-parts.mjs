// scripts/build/build-admin.mjs writes this to /admin/card-previews.json, for cms/card-previews.js.
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * What the card previews of the lists (cms/card-previews.js) draw from the site itself, so they show the cards
 * as the site does without a copy of its markup or words: the components' SVGs (the team's portrait placeholder
 * and the cards' icons, each with `{class}` where the component puts its classes) and each language's words of
 * the cards (rating label and quotation marks of a testimonial, the portfolio card's buttons and categories).
 */
export async function cardPreviewParts(root) {
  const load = createRequire(join(root, "package.json"));
  // The site's TypeScript (the placeholder component, the copy) through the TypeScript loader; the packages as they are.
  const ts = (file) => import(pathToFileURL(join(root, file)).href);
  const { createElement: h } = load("react");
  const { renderToStaticMarkup } = load("react-dom/server");
  const { ArrowUpRight, Expand, Star } = load("lucide-react");
  const { PortraitPlaceholder } = await ts("components/ui/portrait-placeholder.tsx");
  const draw = (component, props = {}) =>
    renderToStaticMarkup(h(component, { "aria-hidden": "true", ...props, className: "{class}" }));
  const words = async (locale) => {
    const dir = locale === "en" ? "content" : "content/ar";
    const { testimonialsSection: t } = await ts(`${dir}/testimonials.ts`);
    const { portfolioSection: p, portfolioCategories } = await ts(`${dir}/portfolio.ts`);
    return {
      ratingLabel: t.ratingLabel("{n}"),
      quote: t.quote("{q}"),
      viewImage: p.viewImage,
      visitProject: p.visitProject,
      categories: Object.fromEntries(portfolioCategories.map((c) => [c.id, c.label])),
    };
  };
  return {
    svg: {
      portrait: draw(PortraitPlaceholder),
      star: draw(Star, { strokeWidth: 1.5 }),
      expand: draw(Expand),
      arrowUpRight: draw(ArrowUpRight),
    },
    en: await words("en"),
    ar: await words("ar"),
  };
}
