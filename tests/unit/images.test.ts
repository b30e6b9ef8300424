import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import assert from "node:assert/strict";
import { test } from "node:test";
import sharp from "sharp";
import { imageLimits, processImage, type PipelineOptions } from "@/lib/images";
import { checkArticleFile } from "@/lib/markdown";
import { hasGpsBlock, PHONE_GPS } from "../support/phone-photo.mjs";
import { tempDir } from "../support/temp.mjs";

// The image pipeline (lib/images.ts) on a temporary public/ folder: what it makes of a phone photo, its
// limits and its cache. The fixture build (tests/fixture-site/photos.test.mjs) checks the same on built pages.

function workspace(): Required<PipelineOptions> {
  const root = tempDir("mts-images-");
  mkdirSync(join(root, "public/images/team"), { recursive: true });
  return {
    publicDir: join(root, "public"),
    outDir: join(root, "out/_next/static/media"),
    urlPrefix: "/_next/static/media/",
    cacheDir: join(root, "cache"),
  };
}

/** A photo as a phone writes it: JPEG with EXIF, including a GPS position (Makkah). */
async function phonePhoto(file: string, width = 2400, height = 1600) {
  await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12", Copyright: "Someone" },
      IFD3: PHONE_GPS,
    })
    .toFile(file);
}

const filesOf = (srcSet: string) => srcSet.split(", ").map((c) => c.split(" ")[0]!);

test("a phone photo becomes AVIF, WebP and JPEG at several widths, hashed, with no metadata left", async () => {
  const o = workspace();
  const file = join(o.publicDir, "images/team/amal.jpg");
  await phonePhoto(file);
  const source = await sharp(file).metadata();
  assert.ok((source.exif?.length ?? 0) > 0, "the test photo carries EXIF");
  assert.equal(source.exif!.includes(Buffer.from("PhoneMaker")), true);
  assert.equal(hasGpsBlock(source.exif!), true, "the test photo carries a GPS position");

  const image = await processImage("/images/team/amal.jpg", o);
  assert.deepEqual([image.width, image.height], [2400, 1600]);
  const types = image.sources.map((s) => s.type);
  assert.deepEqual(types, ["image/avif", "image/webp"]);
  const widths = (srcSet: string) => srcSet.split(", ").map((c) => c.split(" ")[1]);
  for (const srcSet of [...image.sources.map((s) => s.srcSet), image.srcSet])
    assert.deepEqual(widths(srcSet), ["360w", "720w", "1080w", "1440w", "1920w"]);
  assert.match(image.src, /^\/_next\/static\/media\/amal\.[0-9a-f]{12}-1080\.jpg$/);

  const expected = { avif: "heif", webp: "webp", jpg: "jpeg" } as const;
  for (const url of [...image.sources.flatMap((s) => filesOf(s.srcSet)), ...filesOf(image.srcSet)]) {
    const out = join(o.outDir, url.replace(o.urlPrefix, ""));
    assert.equal(existsSync(out), true, url);
    const meta = await sharp(out).metadata();
    assert.equal(meta.format, expected[url.split(".").pop() as keyof typeof expected], url);
    // No EXIF (so no GPS position, camera or owner), no XMP, no IPTC, no colour profile.
    assert.deepEqual([meta.exif, meta.xmp, meta.iptc, meta.icc], Array(4).fill(undefined), url);
    assert.equal(readFileSync(out).includes(Buffer.from("PhoneMaker")), false, url);
  }
});

test("a small source is not enlarged; a transparent PNG keeps a PNG fallback", async () => {
  const o = workspace();
  await sharp({
    create: { width: 500, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
  })
    .png()
    .toFile(join(o.publicDir, "images/team/logo.png"));
  const image = await processImage("/images/team/logo.png", o);
  assert.match(image.srcSet, /logo\.[0-9a-f]{12}-360\.png 360w, \S+-500\.png 500w$/);
  assert.equal(image.sources[0]!.srcSet.split(", ").length, 2);
  assert.equal((await sharp(join(o.outDir, image.src.replace(o.urlPrefix, ""))).metadata()).hasAlpha, true);
});

test("the encoded files are cached (a second build only copies them); a source over the size or dimension limit stops the build naming the file", async () => {
  const o = workspace();
  await phonePhoto(join(o.publicDir, "images/team/a.jpg"), 800, 600);
  const first = await processImage("/images/team/a.jpg", o);
  const again = { ...o, outDir: join(o.outDir, "../second") };
  const t0 = Date.now();
  const second = await processImage("/images/team/a.jpg", again);
  assert.ok(Date.now() - t0 < 500);
  assert.deepEqual(second, first);
  assert.equal(existsSync(join(again.outDir, first.src.replace(o.urlPrefix, ""))), true);
  // A source over the size or dimension limit stops the build naming the file.
  await sharp({ create: { width: imageLimits.maxSide + 1, height: 10, channels: 3, background: "#888" } })
    .png()
    .toFile(join(o.publicDir, "images/team/panorama.png"));
  await assert.rejects(
    processImage("/images/team/panorama.png", o),
    /public\/images\/team\/panorama\.png is 6001×10 px, over the limit.*longest side 6000 px/,
  );
  writeFileSync(join(o.publicDir, "images/team/huge.jpg"), Buffer.alloc(imageLimits.maxBytes + 1));
  await assert.rejects(
    processImage("/images/team/huge.jpg", o),
    /public\/images\/team\/huge\.jpg is 8\.0 MB, over the 8 MB limit/,
  );
  await assert.rejects(
    processImage("/images/team/missing.jpg", o),
    /public\/images\/team\/missing\.jpg: no such image/,
  );
});

test("an article's cover needs its description, and must be an image under /images/", () => {
  const dir = tempDir("mts-cover-");
  const write = (name: string, extra: string) => {
    const file = join(dir, name);
    writeFileSync(
      file,
      `---\nslug: "a-${name.replace(".mdx", "")}"\ntitle: "T"\ncategory: web-development\ndate: 2026-01-15\nexcerpt: "E"\n${extra}---\n\nBody.\n`,
    );
    return file;
  };
  assert.doesNotThrow(() =>
    checkArticleFile(write("ok.mdx", 'cover: /images/blog/a.jpg\ncoverAlt: "A farm"\n')),
  );
  assert.throws(
    () => checkArticleFile(write("no-alt.mdx", "cover: /images/blog/a.jpg\n")),
    /no-alt\.mdx[\s\S]*coverAlt is required with a cover/,
  );
  assert.throws(
    () => checkArticleFile(write("elsewhere.mdx", 'cover: https://cdn.example/a.jpg\ncoverAlt: "A"\n')),
    /cover must be an image path under \/images\//,
  );
});
