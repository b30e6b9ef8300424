// Every page's share card (issue 40, docs/images.md "Share cards"), on the built out/: each sitemap page names
// its own card in og:image and twitter:image, absolute on the production address, with alt, size, type and
// locales; the file is there, 1200×630, at most 300 KB, in the format its extension and type say. An English
// and an Arabic page have different cards, and the Arabic title on its card is shaped: compared with HarfBuzz's
// own rendering of the same words in the same font (hb-view), and shown to tell an unshaped rendering apart.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import sharp from "sharp";
import { TITLE_BOX, TITLE_TOP } from "../../scripts/build/share-card-template.mjs";
import { attributesOf } from "../../scripts/lib/html.mjs";
import { sitemapUrls } from "../../scripts/lib/sitemap.mjs";
import { out, pageHtml, root } from "./support.mjs";

const siteUrl = JSON.parse(readFileSync(join(root, "content/data/company.json"), "utf8")).url;
const arabicFont = join(root, "app/fonts/share-card/ibm-plex-sans-arabic-700.ttf");
const MAX_BYTES = 300_000;

/** The page's meta tags as [property or name, content] pairs (repeated ones kept). */
const metaTags = (html) =>
  attributesOf(html, "meta")
    .filter((m) => (m.property ?? m.name) && "content" in m)
    .map((m) => [m.property ?? m.name, m.content]);
const one = (tags, key) => tags.find(([k]) => k === key)?.[1];

/** The card file of an absolute og:image URL. */
const cardFile = (url) => join(out, decodeURIComponent(new URL(url).pathname));

test("every sitemap page names its own card, absolute, and the file is 1200×630, ≤ 300 KB, of its type", async () => {
  assert.ok(existsSync(join(out, "sitemap.xml")), "out/ is missing: run npm run build first");
  const pages = sitemapUrls(readFileSync(join(out, "sitemap.xml"), "utf8"));
  assert.ok(pages.length >= 64, `${pages.length} pages in the sitemap`);
  const seen = new Map();
  for (const url of pages) {
    const html = pageHtml(new URL(url).pathname);
    const tags = metaTags(html);
    const image = one(tags, "og:image");
    assert.ok(image, `${url}: no og:image`);
    assert.match(
      image,
      new RegExp(`^${siteUrl.replace(/\./g, "\\.")}/og/(en|ar)-[0-9a-f]{16}\\.(png|jpg)$`),
      url,
    );
    const sizes = ["twitter:image", "og:image:width", "og:image:height"].map((k) => one(tags, k));
    assert.deepEqual(sizes, [image, "1200", "630"], `${url}: twitter:image, og:image:width and height`);
    const alt = one(tags, "og:image:alt");
    assert.ok(alt && alt.includes(one(tags, "og:title").split(" | ")[0]), `${url}: alt names the title`);
    const arabic = new URL(url).pathname.startsWith("/ar");
    assert.ok(image.includes(`/og/${arabic ? "ar" : "en"}-`), `${url}: a card of its own language`);
    assert.equal(one(tags, "og:locale"), arabic ? "ar_SA" : "en_US", url);
    const hasTwin = tags.some(([k]) => k === "og:locale:alternate");
    const twinLinked = /<link rel="alternate" hrefLang="(en|ar)"/.test(html);
    assert.equal(hasTwin, twinLinked, `${url}: og:locale:alternate when the other edition exists`);

    // One card per page: an English page and its Arabic twin among them.
    assert.ok(!seen.has(image), `${url} and ${seen.get(image)} share the card ${image}`);
    seen.set(image, url);
    const card = cardFile(image);
    assert.ok(existsSync(card), `${url}: ${image} is not in out/`);
    assert.ok(statSync(card).size <= MAX_BYTES, `${image} is ${statSync(card).size} bytes`);
    const { width, height, format } = await sharp(card).metadata();
    assert.deepEqual([width, height], [1200, 630], image);
    const ext = image.endsWith(".png") ? "png" : "jpeg";
    assert.deepEqual([format, one(tags, "og:image:type")], [ext, `image/${ext}`], image);
  }
});

/**
 * Ink of an image as a 256×32 grey profile: dark pixels (the title's colour) thresholded, trimmed to their
 * bounding box and scaled, so two renderings of the same words at different sizes can be compared.
 */
async function inkProfile(input) {
  const ink = await sharp(input)
    .flatten({ background: "#ffffff" })
    .greyscale()
    .threshold(110)
    .png()
    .toBuffer();
  const trimmed = await sharp(ink).trim({ background: "#ffffff", threshold: 10 }).png().toBuffer();
  const { data } = await sharp(trimmed)
    .resize(256, 32, { fit: "fill" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
}

/** Pearson correlation of two profiles (1: the same drawing). */
function correlation(a, b) {
  const centred = (v, mean = v.reduce((s, x) => s + x, 0) / v.length) => v.map((x) => x - mean);
  const dot = (u, v) => u.reduce((s, x, i) => s + x * v[i], 0);
  const [ca, cb] = [centred(a), centred(b)];
  return dot(ca, cb) / Math.sqrt(dot(ca, ca) * dot(cb, cb));
}

/** HarfBuzz's rendering of `text` in the card's Arabic font (extra: hb-view options). */
function harfbuzz(text, extra = []) {
  const r = spawnSync(
    "hb-view",
    ["--font-file", arabicFont, "--font-size", "76", "--margin", "8", "-O", "png", ...extra, text],
    { maxBuffer: 1 << 24 },
  );
  assert.equal(r.status, 0, `hb-view (Debian: libharfbuzz-bin): ${r.stderr}`);
  return r.stdout;
}

const SHAPED = 0.8;

test("an Arabic card's title is shaped: joined, right to left, as HarfBuzz draws it", async (t) => {
  // A one-line Arabic title: the category page of artificial intelligence.
  const tags = metaTags(pageHtml("/ar/blogs/category/artificial-intelligence"));
  const title = one(tags, "og:image:alt").replace(/^[^:]+: /, "");
  assert.match(title, /^[\u0600-\u06ff ]+$/, "an all-Arabic title");
  const card = readFileSync(cardFile(one(tags, "og:image")));
  const band = await sharp(card)
    .extract({ left: 0, top: TITLE_TOP, width: 1200, height: TITLE_BOX.height })
    .png()
    .toBuffer();
  const onCard = await inkProfile(band);
  const reference = await inkProfile(harfbuzz(title));
  const unshaped = await inkProfile(harfbuzz(title, ["--shapers=fallback", "--direction=ltr"]));
  const unjoinedRtl = await inkProfile(harfbuzz(title, ["--shapers=fallback", "--direction=rtl"]));
  const score = correlation(onCard, reference);
  t.diagnostic(`card ${score.toFixed(3)}`);
  // The comparison can tell: letters drawn one by one (left to right, or right to left) are far from it.
  for (const [name, profile] of Object.entries({ "unshaped LTR": unshaped, "unjoined RTL": unjoinedRtl })) {
    const wrong = correlation(profile, reference);
    t.diagnostic(`${name} ${wrong.toFixed(3)}`);
    assert.ok(wrong < SHAPED, `${name} scores ${wrong}`);
  }
  assert.ok(score >= SHAPED, `the card's title scores ${score.toFixed(3)} against HarfBuzz (≥ ${SHAPED})`);
});
