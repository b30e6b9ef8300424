// The Arabic title on its share card (issue 40, docs/images.md "Share cards") is shaped: compared with HarfBuzz's
// own rendering of the same words in the same font (hb-view), and shown to tell an unshaped rendering apart. Each
// page's card (its tags, its file's size, dimensions and type, one per page): pages.test.mjs, every route.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import sharp from "sharp";
import { TITLE_BOX, TITLE_TOP } from "../../scripts/build/share-card-template.mjs";
import { attributesOf } from "../../scripts/lib/html.mjs";
import { out, pageHtml, root } from "./support.mjs";

const arabicFont = join(root, "app/fonts/share-card/ibm-plex-sans-arabic-700.ttf");

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
  const metas = attributesOf(pageHtml("/ar/blogs/category/artificial-intelligence"), "meta");
  const meta = (property) => metas.find((m) => m.property === property)?.content ?? "";
  const title = meta("og:image:alt").replace(/^[^:]+: /, "");
  assert.match(title, /^[\u0600-\u06ff ]+$/, "an all-Arabic title");
  const card = readFileSync(join(out, decodeURIComponent(new URL(meta("og:image")).pathname)));
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
