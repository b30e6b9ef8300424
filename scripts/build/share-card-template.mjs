// The share card's drawing (1200×630), used by scripts/share-cards.mjs. Its digest is the template version in
// every card's file name (lib/share-card.ts), so any change here makes every card anew.
//
// The background, logo and accent bar are a small SVG (no text); the words are sharp's text input: Pango
// lays them out (wrapping at word boundaries) and HarfBuzz shapes them, so Arabic is joined and set right to
// left, in the brand fonts (app/fonts/share-card/, found through the private fontconfig of share-cards.mjs).
// Light brand colours of tailwind.config.ts; an article's cover is drawn behind the title under a white veil.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const WIDTH = 1200;
export const HEIGHT = 630;
/** Margin on every side, and the box the title must fit in (it shrinks until it does; never cut). */
export const MARGIN = 80;
export const TITLE_TOP = 236;
export const TITLE_BOX = { width: WIDTH - 2 * MARGIN, height: 300 };
const TITLE_SIZES = [76, 70, 64, 58, 52, 46, 40];

const colour = {
  ink: "#111a42", // brand-950
  brand: "#1f33b0", // brand-700
  section: "#0f766e", // accent-700
  muted: "#1c2c6e", // brand-900
};

/** Pango font descriptions: the brand fonts, Latin words in an Arabic title set in Inter. */
const fonts = {
  en: { bold: "Inter Bold", semibold: "Inter SemiBold", regular: "Inter" },
  // The card's Arabic is bold only (title and section): one face, IBM Plex Sans Arabic 700.
  ar: { bold: "IBM Plex Sans Arabic,Inter Bold", semibold: "IBM Plex Sans Arabic,Inter Bold" },
};

const escapeMarkup = (s) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The background: white to brand-50, a soft brand circle, the accent bar; with a cover, the veil over it. */
function backgroundSvg({ rtl, cover }) {
  const start = rtl ? WIDTH : 0;
  const far = rtl ? 0 : WIDTH;
  const veil = cover
    ? `<linearGradient id="v" x1="${rtl ? 1 : 0}" y1="0" x2="${rtl ? 0 : 1}" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.92"/><stop offset="0.55" stop-color="#fff" stop-opacity="0.8"/><stop offset="1" stop-color="#eef4ff" stop-opacity="0.5"/></linearGradient>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs>
<linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef4ff"/></linearGradient>
<linearGradient id="a" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#3a5cf0"/><stop offset="1" stop-color="#0d9488"/></linearGradient>${veil}</defs>
${cover ? `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#v)"/>` : `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#b)"/><circle cx="${far === 0 ? 60 : WIDTH - 60}" cy="${HEIGHT + 40}" r="300" fill="#dbe6ff" opacity="0.7"/><circle cx="${far === 0 ? 150 : WIDTH - 150}" cy="-90" r="170" fill="#ccfbf1" opacity="0.55"/>`}
<rect x="0" y="${HEIGHT - 12}" width="${WIDTH}" height="12" fill="url(#a)"/>
<rect x="${start === 0 ? MARGIN : WIDTH - MARGIN - 64}" y="${MARGIN - 8}" width="64" height="64" rx="16" fill="url(#a)"/>
<g transform="translate(${start === 0 ? MARGIN : WIDTH - MARGIN - 64} ${MARGIN - 8}) scale(1.6)"><path d="M10 28V12.5l10 9 10-9V28" fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round"/><circle cx="20" cy="30" r="2.2" fill="#fff"/></g>
</svg>`;
}

/** Words as an RGBA image: Pango markup in one colour, wrapped at word boundaries within `width`. */
const drawWords = (sharp, text, { font, size, color, width, spacing = 0 }) =>
  sharp({
    text: {
      text: `<span foreground="${color}">${escapeMarkup(text)}</span>`,
      font: `${font} ${size}`,
      width,
      wrap: "word",
      rgba: true,
      dpi: 72,
      spacing,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });

// libvips lays out text under one lock, so words every card shares (the brand, the host, a section) are
// drawn once per run.
const drawn = new Map();
const words = (sharp, text, options) => {
  const key = JSON.stringify([text, options]);
  if (!drawn.has(key)) drawn.set(key, drawWords(sharp, text, options));
  return drawn.get(key);
};

/** The title at the largest size that fits its box; throws (naming the title) when none does. */
async function fittedTitle(sharp, title, font) {
  for (const size of TITLE_SIZES) {
    const r = await drawWords(sharp, title, {
      font,
      size,
      color: colour.ink,
      width: TITLE_BOX.width,
      spacing: Math.round(size * 0.12),
    });
    if (r.info.width <= TITLE_BOX.width && r.info.height <= TITLE_BOX.height) return r;
  }
  throw new Error(`share card: the title "${title}" does not fit the card at ${TITLE_SIZES.at(-1)} px`);
}

/**
 * The card of one page as an encoded image: PNG without a cover, JPEG with one. `root` is the project (for
 * the cover under public/), `brand` the site's name.
 */
export async function drawShareCard(sharp, { title, section, locale, cover }, { root, brand, host }) {
  const rtl = locale === "ar";
  const f = fonts[rtl ? "ar" : "en"];
  const [titleImage, sectionImage, brandImage, hostImage] = await Promise.all([
    fittedTitle(sharp, title, f.bold),
    words(sharp, section, { font: f.semibold, size: 30, color: colour.section, width: TITLE_BOX.width }),
    words(sharp, brand, { font: fonts.en.bold, size: 32, color: colour.muted, width: 700 }),
    words(sharp, host, { font: fonts.en.regular, size: 24, color: colour.brand, width: 700 }),
  ]);
  /** The left edge of a layer set from the start side (left in English, right in Arabic). */
  const x = (info, inset = 0) => (rtl ? WIDTH - MARGIN - inset - info.width : MARGIN + inset);
  const layers = [
    { input: Buffer.from(backgroundSvg({ rtl, cover: Boolean(cover) })), left: 0, top: 0 },
    {
      input: brandImage.data,
      left: x(brandImage.info, 88),
      top: MARGIN + 24 - Math.round(brandImage.info.height / 2),
    },
    { input: sectionImage.data, left: x(sectionImage.info), top: 176 },
    { input: titleImage.data, left: x(titleImage.info), top: TITLE_TOP },
    { input: hostImage.data, left: x(hostImage.info), top: HEIGHT - 52 - hostImage.info.height },
  ];
  const base = cover
    ? sharp(readFileSync(join(root, "public", cover)))
        .rotate()
        .resize(WIDTH, HEIGHT, { fit: "cover" })
    : sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: "#ffffff" } });
  const card = base.composite(layers);
  // No metadata is written (sharp adds none unless asked); sRGB. A photo as JPEG, flat colour and text as PNG.
  return cover
    ? card.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
    : card.png({ compressionLevel: 9, palette: true, quality: 95, colours: 128 }).toBuffer();
}
