// The subset Arabic font (app/fonts, made by scripts/dev/subset-fonts.sh) must shape Arabic exactly like the full
// IBM Plex Sans Arabic it was cut from: same glyph positions and mark offsets, and no missing glyph. The first
// subset lacked the space glyph, and WebKit (Safari's engine) then drew the marks of lam-alef and tanween
// words off the baseline (issue 17). Shaped with HarfBuzz's hb-shape (Debian libharfbuzz-bin); the woff2
// files are unpacked to TrueType with fontTools (Debian fonttools + python3-brotli).
// ARABIC_FONT_DIR=<dir> checks other files (e.g. an old subset, to see the test fail).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { tempDir } from "../support/temp.mjs";

const root = resolve(fileURLToPath(import.meta.url), "../../..");
const subsetDir = resolve(process.env.ARABIC_FONT_DIR ?? join(root, "app/fonts"));
const fullDir = join(root, "node_modules/@fontsource/ibm-plex-sans-arabic/files");
const tmp = tempDir("arabic-font-");

// Words the reviewer saw misdrawn, in phrases (spaces and no-break spaces between them), and copy-like text.
const phrases = [
  "أولًا بدلًا وصولًا الملّاك مباشرةً",
  "أولًا\u00A0بدلًا، وصولًا؛ الملّاك؟ مباشرةً.",
  "نطوّر تطبيقات الجوال والمواقع الإلكترونية لشركات مكة المكرمة خلال 24 ساعة عمل",
  "لا إله إلا الله لأن للأمانة ﴿ ﴾ ٠١٢٣٤٥٦٧٨٩ ۰۱۲",
];

function toTtf(woff2, name) {
  const ttf = join(tmp, name);
  const py = `from fontTools.ttLib import TTFont\nf=TTFont(${JSON.stringify(woff2)})\nf.flavor=None\nf.save(${JSON.stringify(ttf)})`;
  const r = spawnSync("/usr/bin/python3", ["-c", py], { encoding: "utf8" });
  assert.equal(r.status, 0, `fontTools could not unpack ${woff2}: ${r.stderr}`);
  return ttf;
}

function shape(font, text) {
  const r = spawnSync("hb-shape", ["--output-format=json", font, text], { encoding: "utf8" });
  assert.equal(r.status, 0, `hb-shape failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

for (const weight of [400, 700]) {
  test(`IBM Plex Sans Arabic ${weight}: the subset shapes like the full font`, () => {
    const subset = toTtf(join(subsetDir, `ibm-plex-sans-arabic-${weight}.woff2`), `subset-${weight}.ttf`);
    const full = toTtf(
      join(fullDir, `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`),
      `full-${weight}.ttf`,
    );
    for (const text of phrases) {
      const mine = shape(subset, text);
      const theirs = shape(full, text);
      // hb-shape's clusters index the text's code points. What the full font lacks too (Latin digits and
      // punctuation) is Inter's on the page; the subset must have every glyph the full font has.
      const chars = [...text];
      const charAt = (cl) => `U+${chars[cl].codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
      const missing = (glyphs) =>
        glyphs.filter((g) => g.g === "gid0" || g.g === ".notdef").map((g) => charAt(g.cl));
      assert.deepEqual(missing(mine), missing(theirs), `glyphs missing from the subset in «${text}»`);
      const positions = (glyphs) => glyphs.map(({ cl, dx, dy, ax, ay }) => ({ cl, dx, dy, ax, ay }));
      assert.deepEqual(
        positions(mine),
        positions(theirs),
        `positions differ from the full font in «${text}»`,
      );
    }
  });
}
