// Shared by the node tests over the main build's out/ (tests/build/; CONTRACTS.md): the route registry and
// content of both editions (TypeScript, loaded by tsx), and the exported HTML of a route (read it with
// scripts/lib/html.mjs).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
export const out = join(root, "out");

/** Both editions' routes (English first), content, navigation and site facts, from the TypeScript sources. */
export async function loadSite() {
  const { routes, localizedRoutes, content, navigation } = await import("../../lib/content.ts");
  const { site } = await import("../../content/site.ts");
  const { absoluteUrl } = await import("../../lib/metadata.ts");
  return { routes, arRoutes: localizedRoutes("ar"), content, navigation, site, absoluteUrl };
}

/** The exported HTML of a route path as a visitor types it ("/ar/about-us" → out/ar/about-us/index.html). */
export function pageHtml(path) {
  const file = join(out, decodeURI(path).replace(/\/?$/, "/"), "index.html");
  if (!existsSync(file)) throw new Error(`${path}: no ${file.slice(root.length + 1)} (run npm run build)`);
  return readFileSync(file, "utf8");
}
