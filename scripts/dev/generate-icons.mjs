#!/usr/bin/env node
// Regenerates the committed icons and share image from the SVG logo (public/icons/icon.svg) and the site identity:
//   public/og-image.png          1200x630 share image (Open Graph, Twitter, JSON-LD)
//   public/icons/icon-192.png    web app manifest icons
//   public/icons/icon-512.png
//   public/icons/maskable-512.png  (full-bleed, logo inside the maskable safe zone)
//   public/icons/apple-touch-icon.png  180x180 touch icon (opaque: iOS rounds it itself)
// The PNGs are committed, so builds need no image tooling. Run after changing the logo, name or tagline:
//   node scripts/dev/generate-icons.mjs
// sharp comes with Next; text is drawn by librsvg with a system sans (Liberation Sans / DejaVu Sans).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = resolve(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);
const sharp = require("sharp");

// Identity values: the site's name, address and English tagline (content/site.ts).
const { site } = await tsImport(pathToFileURL(join(root, "content/site.ts")).href, import.meta.url);
const { name, tagline } = site;
const host = new URL(site.url).host.replace(/^www\./, "");

const escapeXml = (s) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The logo's mark (viewBox 0 0 40 40) without its tile, drawn in white. */
const mark = `<path d="M10 28V12.5l10 9 10-9V28" fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round"/><circle cx="20" cy="30" r="2.2" fill="#fff"/>`;
const gradient = `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a5cf0"/><stop offset="1" stop-color="#0d9488"/></linearGradient>`;

/** Square icon: full-bleed gradient, mark scaled to `inner` of the side (maskable safe zone is 80%). */
const squareIcon = (inner) => {
  const o = (40 - 40 * inner) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><defs>${gradient}</defs><rect width="40" height="40" fill="url(#g)"/><g transform="translate(${o} ${o}) scale(${inner})">${mark}</g></svg>`;
};

/** Wraps a line of text at `max` characters (a longer word on a line of its own). */
const wrap = (text, max) => text.match(new RegExp(`\\S.{0,${max - 1}}(?=\\s|$)|\\S+`, "g")) ?? [];

const font = `font-family="Liberation Sans, DejaVu Sans, sans-serif"`;
const taglineLines = wrap(tagline, 44)
  .map(
    (l, i) => `<text x="96" y="${404 + i * 50}" ${font} font-size="38" fill="#cbd5e1">${escapeXml(l)}</text>`,
  )
  .join("");

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
  ${gradient}
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1230"/><stop offset=".55" stop-color="#111a42"/><stop offset="1" stop-color="#0e1f4d"/></linearGradient>
  <radialGradient id="glow1" cx="1020" cy="-60" r="620" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#3a5cf0" stop-opacity=".55"/><stop offset="1" stop-color="#3a5cf0" stop-opacity="0"/></radialGradient>
  <radialGradient id="glow2" cx="-60" cy="700" r="480" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#14b8a6" stop-opacity=".35"/><stop offset="1" stop-color="#14b8a6" stop-opacity="0"/></radialGradient>
  <pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#fff" stroke-opacity=".06"/></pattern>
</defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<rect width="1200" height="630" fill="url(#grid)"/>
<rect width="1200" height="630" fill="url(#glow1)"/>
<rect width="1200" height="630" fill="url(#glow2)"/>
<g transform="translate(96 120) scale(2.4)"><rect width="40" height="40" rx="10" fill="url(#g)"/>${mark}</g>
<text x="96" y="330" ${font} font-size="76" font-weight="700" fill="#fff">${escapeXml(name)}</text>
${taglineLines}
<rect x="96" y="520" width="72" height="6" rx="3" fill="#2dd4bf"/>
<text x="188" y="530" ${font} font-size="28" font-weight="700" fill="#5eead4">${escapeXml(host)}</text>
</svg>`;

async function png(svg, [width, height], file, palette = true) {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  // Rasterise at high density, then downscale: smooth edges at any size.
  const buf = await sharp(Buffer.from(svg), { density: 288 })
    .resize(width, height)
    .png({ compressionLevel: 9, palette, quality: 90 })
    .toBuffer();
  writeFileSync(path, buf);
  console.log(`${file}: ${buf.length} B`);
}

await png(og, [1200, 630], "public/og-image.png", false); // gradients band in a palette
await png(squareIcon(0.8), [192, 192], "public/icons/icon-192.png");
await png(squareIcon(0.8), [512, 512], "public/icons/icon-512.png");
await png(squareIcon(0.6), [512, 512], "public/icons/maskable-512.png");
await png(squareIcon(0.7), [180, 180], "public/icons/apple-touch-icon.png");
