// Each page's share card (docs/images.md, "Share cards"): what it shows and the name of its file. The cards
// are drawn before `next build` by scripts/build/share-cards.mjs (sharp, text shaped by Pango/HarfBuzz) into the
// gitignored public/og/; the pages name them in og:image and twitter:image (lib/metadata.ts). Both sides
// call shareCardName on the same inputs, so a page always names the card the generator drew, and an edited
// title, section, cover or drawing gives a new file name (unchanged cards are copied from the cache).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { localePath, localeCodes, routeOf, type Locale } from "@/content/i18n";
import { blogPath, searchPath } from "@/content/routes";
import { content, localizedRoutes } from "@/lib/content";

export const shareCardSize = { width: 1200, height: 630 } as const;

/** Where the cards are published (public/og/ → out/og/). */
export const shareCardFolder = "/og";

/** The drawing: its source, whose digest is the template version in every card's name. */
export const shareCardTemplate = "scripts/build/share-card-template.mjs";

/** What a card shows. `cover` is the article's cover under /images/ (drawn behind the title). */
export interface ShareCardInputs {
  title: string;
  section: string;
  locale: Locale;
  cover?: string;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/**
 * The card's path on the site, e.g. "/og/ar-1f2e3d4c5b6a7980.png": a hash of the inputs, the cover's bytes
 * and the template version. A card with a cover is a JPEG (a photo), one without a PNG (flat colour, text).
 */
export function shareCardName(
  inputs: ShareCardInputs,
  coverDigest: string | null,
  templateVersion: string,
): string {
  const hash = sha256(
    JSON.stringify([
      inputs.title,
      inputs.section,
      inputs.locale,
      inputs.cover ?? null,
      coverDigest,
      templateVersion,
    ]),
  ).slice(0, 16);
  return `${shareCardFolder}/${inputs.locale}-${hash}.${inputs.cover ? "jpg" : "png"}`;
}

const digests = new Map<string, string>();
/** The digest of a file of the project (read once per build). */
function fileDigest(path: string): string {
  let d = digests.get(path);
  if (!d) digests.set(path, (d = sha256(readFileSync(join(process.cwd(), path)))));
  return d;
}

/** The line above the title: the article's category, the family's name, or the site's tagline. */
function sectionOf(route: string, locale: Locale): string {
  const c = content(locale);
  const post = c.blogPosts.find((p) => blogPath(p.slug) === route);
  if (post) return post.category;
  if (route === "/blogs" || route.startsWith("/blogs/")) return c.pageMeta.blogs.title;
  if (route.startsWith("/services/")) return c.nav.services;
  if (route.startsWith("/solutions/")) return c.nav.solutions;
  return c.site.tagline;
}

/** A page's card: its inputs and file (route is the registry's, unprefixed; title the page's <title>). */
export function shareCard(title: string, route: string, locale: Locale) {
  const post = content(locale).blogPosts.find((p) => blogPath(p.slug) === route);
  const inputs: ShareCardInputs = {
    title,
    section: sectionOf(route, locale),
    locale,
    ...(post?.cover ? { cover: post.cover.src } : {}),
  };
  const coverDigest = inputs.cover ? fileDigest(join("public", inputs.cover)) : null;
  const file = shareCardName(inputs, coverDigest, fileDigest(shareCardTemplate));
  return { inputs, file, type: inputs.cover ? "image/jpeg" : "image/png" } as const;
}

/** Every page's card in both editions (what scripts/build/share-cards.mjs draws): the routes and the search pages. */
export function allShareCards() {
  return localeCodes.flatMap((locale) => [
    ...localizedRoutes(locale).map((r) => ({ path: r.path, ...shareCard(r.title, routeOf(r.path), locale) })),
    {
      path: localePath(searchPath, locale),
      ...shareCard(content(locale).search.searchPage.meta.title, searchPath, locale),
    },
  ]);
}
