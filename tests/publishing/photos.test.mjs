// The company adds real photos: one extra build of a temporary copy of the project with photo-like JPEGs
// (scripts/lib/photo-fixture.mjs: 4 team portraits, 9 portfolio projects, an article cover; EXIF with a GPS
// position), then checks what the pipeline (lib/images.ts, components/ui/picture.tsx) made of them on the
// built pages of both editions: AVIF and WebP sources with a srcset, width and height, the first image of the
// page fetched first and the rest lazily, the files hashed under /_next/static/media/ with no metadata left, and
// the byte budgets of scripts/check-build.mjs on the fixture build. (The limits' build error: tests/unit/images.spec.ts.)
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { buildPhotoFixture, coverArticle, gps } from "../../scripts/lib/photo-fixture.mjs";

const root = process.cwd();
let dir;
let out;

before(
  async () => {
    dir = process.env.PHOTO_FIXTURE_DIR ?? (await buildPhotoFixture(root));
    out = join(dir, "out");
  },
  { timeout: 15 * 60_000 },
);

after(() => {
  if (!dir || process.env.PHOTO_FIXTURE_DIR) return;
  if (process.env.KEEP_FIXTURE_BUILD) console.log(`photo fixture build kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
});

const html = (path) => readFileSync(join(out, path, "index.html"), "utf8");
const attrs = (tag) =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2]]));
/** Each <picture> of a page: its <source> and <img> attributes. */
const pictures = (page) =>
  [...page.matchAll(/<picture[^>]*>([\s\S]*?)<\/picture>/g)].map((m) => ({
    sources: [...m[1].matchAll(/<source [^>]*>/g)].map((s) => attrs(s[0])),
    img: attrs(m[1].match(/<img [^>]*>/)[0]),
  }));
/** An EXIF block with a GPS IFD: the GPSInfo pointer tag 0x8825, in either byte order. */
const hasGpsBlock = (exif) =>
  exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])) ||
  exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]));
const urls = (srcset) => srcset.split(", ").map((c) => c.split(" ")[0]);
const widths = (srcset) => srcset.split(", ").map((c) => Number(c.split(" ")[1].replace("w", "")));

/** What a page's pictures must look like: AVIF then WebP, several widths, sizes, width/height, loading. */
function assertPictures(page, { count, src, firstIsPriority }) {
  const found = pictures(page).filter((p) => p.img.src && src.test(p.sources[0]?.srcset ?? ""));
  assert.equal(found.length, count, `${count} pictures of ${src}`);
  for (const [i, { sources, img }] of found.entries()) {
    assert.deepEqual(
      sources.map((s) => s.type),
      ["image/avif", "image/webp"],
    );
    for (const s of [...sources, img]) {
      const set = s.srcset;
      assert.ok(widths(set).length >= 4, `several widths: ${set}`);
      assert.deepEqual(
        widths(set),
        [...widths(set)].sort((a, b) => a - b),
      );
      assert.ok(s.sizes && s.sizes.length > 3, "sizes");
      for (const u of urls(set))
        assert.match(u, /^\/_next\/static\/media\/[\w-]+\.[0-9a-f]{12}-\d+\.(avif|webp|jpg)$/);
    }
    assert.ok(Number(img.width) > 0 && Number(img.height) > 0, "width and height reserve the space");
    assert.equal(img.decoding, "async");
    if (firstIsPriority && i === 0) {
      assert.equal(img.fetchpriority, "high", "the first is fetched first");
      assert.equal(img.loading, "eager");
    } else {
      assert.equal(img.loading, "lazy");
      assert.equal(img.fetchpriority, undefined);
    }
  }
  return found;
}

test("/teams/ and /ar/teams/: four portraits as AVIF and WebP with a srcset, the first fetched first", () => {
  for (const path of ["teams", "ar/teams"]) {
    const found = assertPictures(html(path), {
      count: 4,
      src: /\/_next\/static\/media\/[\w-]+\./,
      firstIsPriority: true,
    });
    // 1600×2000 sources: 360 … 1440 and the source's own 1600.
    assert.deepEqual(widths(found[0].sources[0].srcset), [360, 720, 1080, 1440, 1600]);
    assert.deepEqual([found[0].img.width, found[0].img.height], ["1600", "2000"]);
    assert.match(found[0].img.alt, path === "teams" ? /^Portrait of our Application Manager/ : /صورة/);
    // No placeholder drawing left on the cards.
    assert.ok(!/viewBox="0 0 320 320"/.test(html(path)), `${path}: no placeholder portrait`);
  }
});

test("/portfolio/ and home: the nine project photos, the first fetched first on /portfolio/ only", () => {
  for (const [path, first] of [
    ["portfolio", true],
    ["ar/portfolio", true],
    ["", false],
  ]) {
    // Each project: its card thumbnail and the preview dialog's image (lazy: the closed dialog is not rendered).
    const found = assertPictures(html(path), { count: 18, src: /\/project-\d\./, firstIsPriority: first });
    assert.deepEqual(widths(found[0].sources[0].srcset), [360, 720, 1080, 1440, 1920]);
  }
});

test("an article's cover: above the article, fetched first; on the blog cards, lazy and decorative", () => {
  for (const prefix of ["", "ar/"]) {
    const page = html(`${prefix}blogs/${coverArticle.slug}`);
    const [cover] = assertPictures(page, { count: 1, src: /car-service-center\./, firstIsPriority: true });
    assert.ok(cover.img.alt.length > 5, "the cover is described");
    // The body's Markdown image goes through the pipeline too, lazily.
    assertPictures(page, { count: 1, src: /\/project-4\./, firstIsPriority: false });
    const cards = assertPictures(html(`${prefix}blogs`), {
      count: 1,
      src: /car-service-center\./,
      firstIsPriority: false,
    });
    assert.equal(cards[0].img.alt, "");
  }
});

test("every image file is in out/, in the format its type says, with no EXIF, GPS or other metadata", async () => {
  const files = new Set();
  for (const path of ["teams", "portfolio", `blogs/${coverArticle.slug}`]) {
    for (const { sources, img } of pictures(html(path)))
      for (const s of [...sources, img]) for (const u of urls(s.srcset)) files.add(u);
  }
  assert.ok(files.size >= 14 * 15, `${files.size} files`);
  const magic = {
    avif: (b) => b.subarray(4, 12).toString() === "ftypavif",
    webp: (b) => b.subarray(8, 12).toString() === "WEBP",
    jpg: (b) => b[0] === 0xff && b[1] === 0xd8,
  };
  for (const u of files) {
    const file = join(out, u);
    assert.ok(existsSync(file), `${u} is in out/`);
    const bytes = readFileSync(file);
    assert.ok(magic[u.split(".").pop()](bytes), `${u}: its format`);
    const meta = await sharp(bytes).metadata();
    assert.deepEqual(
      [meta.exif, meta.xmp, meta.iptc, meta.icc],
      [undefined, undefined, undefined, undefined],
      u,
    );
    assert.ok(!bytes.includes(Buffer.from("FixtureCam")), `${u}: no camera name`);
  }
  // The sources did carry the position and the camera.
  const source = await sharp(join(dir, "public/images/team/application-manager.jpg")).metadata();
  assert.ok(source.exif?.includes(Buffer.from("FixtureCam")), "the fixture portrait has EXIF");
  assert.ok(hasGpsBlock(source.exif), `with its GPS block (${gps.GPSLatitude} ${gps.GPSLatitudeRef})`);
});

test("the fixture build keeps the byte budgets and every image reference resolves (check-build)", () => {
  const r = spawnSync(process.execPath, [join(root, "scripts/check-build.mjs")], {
    cwd: root,
    env: { ...process.env, OUT_DIR: out, BUDGETS: "photos" },
    encoding: "utf8",
  });
  assert.equal(r.status, 0, `${r.stdout}\n${r.stderr}`);
});
