// Shared by the node tests over the main build's out/ (tests/build/; CONTRACTS.md): the route registry and
// content of both editions (TypeScript, loaded by tsx), and small readers of the exported HTML.
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
  return {
    routes,
    arRoutes: localizedRoutes("ar"),
    content,
    navigation,
    site,
    absoluteUrl,
  };
}

/** The exported HTML of a route path as a visitor types it ("/ar/about-us" → out/ar/about-us/index.html). */
export function pageHtml(path) {
  const file = join(out, decodeURI(path).replace(/\/?$/, "/"), "index.html");
  if (!existsSync(file)) throw new Error(`${path}: no ${file.slice(root.length + 1)} (run npm run build)`);
  return readFileSync(file, "utf8");
}

const entities = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
/** Text or an attribute value as a browser reads it (the entities React writes). */
export const decode = (s) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e) =>
    e[0] === "#"
      ? String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : (entities[e] ?? m),
  );

/** Every start tag `name` in `html` as an object of its attributes (names lower-cased, values decoded). */
export function tags(html, name) {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))].map(([, attrs]) =>
    Object.fromEntries(
      [...attrs.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, k, v]) => [k.toLowerCase(), decode(v ?? "")]),
    ),
  );
}

/** The inner HTML of the first element `<name …attr="value"…>` (no nesting of the same element inside). */
export function element(html, name, attr, value) {
  const re = new RegExp(
    `<${name}\\b[^>]*\\b${attr}="${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>([\\s\\S]*?)</${name}>`,
  );
  return html.match(re)?.[1] ?? null;
}

/** Visible text of an HTML fragment: tags and comments dropped, entities decoded, spaces collapsed. */
export const text = (fragment) =>
  decode(fragment.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
