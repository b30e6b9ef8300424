#!/usr/bin/env node
// Draws every page's share card (lib/share-card.ts, scripts/build/share-card-template.mjs) into public/og/ before
// `next build` (scripts/build/index.mjs), which copies them to out/og/. A card is named by a hash of what it
// shows, so a card already drawn is copied from node_modules/.cache/share-cards/ instead of drawn again; cards
// no page names any more are removed from public/og/. Prints how many were drawn and copied, and the time.
// docs/images.md, "Share cards".
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { basename, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
/** Draws the share cards into public/og/; false (the reason printed) when one cannot be drawn. */
export async function shareCards() {
  const started = Date.now();
  const cache = join(root, "node_modules/.cache/share-cards");
  const publicDir = join(root, "public/og");
  mkdirSync(cache, { recursive: true });
  mkdirSync(publicDir, { recursive: true });

  // Pango finds fonts through fontconfig: a private configuration that knows only the brand fonts, so every
  // machine draws the same cards (no system font can stand in unnoticed). Set before sharp is loaded.
  const fontsConf = join(cache, "fonts.conf");
  writeFileSync(
    fontsConf,
    `<?xml version="1.0"?>
  <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
  <fontconfig><dir>${join(root, "app/fonts/share-card")}</dir><cachedir>${join(cache, "fontconfig")}</cachedir></fontconfig>
  `,
  );
  process.env.FONTCONFIG_FILE = fontsConf;
  const { default: sharp } = await import("sharp");
  const { drawShareCard } = await import("./share-card-template.mjs");
  // Reading the content can fail on a mistake validate-content did not catch: its message, never a stack trace.
  let cards, site;
  try {
    const { allShareCards } = await import("../../lib/share-card.ts");
    ({ site } = await import("../../content/site.ts"));
    cards = allShareCards();
  } catch (error) {
    console.error(`share-cards: the content cannot be read: ${error.message}`);
    console.error(
      "Run `npm run validate-content`, fix the entry it names in the content manager, and publish again.",
    );
    return false;
  }
  const host = new URL(site.url).host.replace(/^www\./, "");

  const wanted = new Map(cards.map((c) => [basename(c.file), c]));
  let drawn = 0;
  let copied = 0;
  const queue = [...wanted.entries()];
  async function worker() {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, card] = next;
      const cached = join(cache, name);
      if (!existsSync(cached)) {
        let image;
        try {
          const inputs = { cover: undefined, ...card.inputs }; // the template's inferred type names `cover`
          image = await drawShareCard(sharp, inputs, { root, brand: site.name, host });
        } catch (error) {
          throw new Error(`share card of ${card.path}: ${error.message}`);
        }
        writeFileSync(`${cached}.tmp`, image);
        copyFileSync(`${cached}.tmp`, cached);
        rmSync(`${cached}.tmp`);
        drawn++;
      } else copied++;
      copyFileSync(cached, join(publicDir, name));
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(4, availableParallelism() * 2) }, worker));
  } catch (error) {
    console.error(error.message);
    return false;
  }
  for (const name of readdirSync(publicDir)) if (!wanted.has(name)) rmSync(join(publicDir, name));
  console.log(
    `share cards: ${wanted.size} in public/og/ (${drawn} drawn, ${copied} from the cache) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename)
  process.exit((await shareCards()) ? 0 : 1);
