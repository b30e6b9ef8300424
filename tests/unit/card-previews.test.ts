import { readFileSync } from "node:fs";
import assert from "node:assert/strict";
import { test } from "node:test";
import { cardPreviewParts } from "../../scripts/lib/card-preview-parts.mjs";
import { portfolioCategories } from "@/content/ar/portfolio";
import { testimonialsSection } from "@/content/testimonials";

// The CMS's previews of the lists' entries (cms/card-previews.js) draw each card as the site's components do,
// with their class names, so the site's stylesheets give them the site's look. A class changed in a component
// and not in the preview (or the reverse) fails here, naming the class list.

const components = [
  "components/sections/team-grid.tsx",
  "components/sections/testimonials-section.tsx",
  "components/sections/portfolio-card.tsx",
  "components/sections/client-logos-section.tsx",
].map((file) => readFileSync(file, "utf8"));
const previews = readFileSync("cms/card-previews.js", "utf8");

/** The class lists the previews write: className values, the shared class constants, the icons' classes. */
const classLists = [
  ...previews.matchAll(/className: (?:"([^"]+)"|`([^`]+)`)/g),
  ...previews.matchAll(/const (?:pictureClass|action|cardClass) =\s*"([^"]+)"/g),
  ...previews.matchAll(/svg\("\w+",\s*(?:"([^"]+)"|`([^`]+)`)/g),
]
  .map((m) => m[1] ?? m[2]!)
  // The preview's own layout (cms/card-previews.css) and the wrapper of an inline SVG.
  .filter((c) => !/^card-preview/.test(c) && c !== "contents");

test("every class list of the card previews is one the site's card components write; their SVGs and words come from the site's components and copy", async () => {
  assert.ok(classLists.length > 25);
  const unknown = classLists.filter((c) => !components.some((source) => source.includes(c)));
  assert.deepEqual(unknown, [], "class lists of cms/card-previews.js that no card component writes");
  // The previews' SVGs and words come from the site's components and copy.
  const parts = await cardPreviewParts(process.cwd());
  for (const [name, svg] of Object.entries(parts.svg)) {
    assert.match(svg, /^<svg [^>]*class="[^"]*\{class\}"/, name);
    assert.ok(previews.includes(`svg("${name}"`), name);
  }
  assert.equal(parts.en.quote, testimonialsSection.quote("{q}"));
  assert.deepEqual(parts.ar.categories, Object.fromEntries(portfolioCategories.map((c) => [c.id, c.label])));
  for (const words of [parts.en, parts.ar])
    assert.ok(Object.values(words).every((w) => w && JSON.stringify(w).length > 2));
});
