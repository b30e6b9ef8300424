// The build-time image pipeline (docs/images.md). Every raster image the content names (a .jpg, .jpeg, .png,
// .webp or .avif under public/images/) becomes AVIF and WebP at a few widths plus a JPEG (or PNG, for a source
// with transparency) fallback, named by a hash of the source and the settings, metadata stripped (sharp
// writes none unless asked: a phone photo's GPS position never reaches the site). SVGs stay as they are.
//
// Where the files go: the build writes them to .next/static/media/, which Next copies to out/_next/static/media/
// with its own hashed assets, so they are served with the same one-year immutable caching on every host
// (public/.htaccess, public/_headers, deploy/nginx) and nothing stale is left from an earlier build (Next empties
// .next/ at the start of each build). The encoded files are also kept in node_modules/.cache/site-images/, so a
// rebuild only copies them.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, extname, join } from "node:path";
import sharp, { type Metadata, type Sharp } from "sharp";

/** Widths made of each image (capped at the source's width, which is then made too). */
export const imageWidths = [360, 720, 1080, 1440, 1920] as const;

/** Limits on a source: over one, the build stops naming the file (resize the photo before adding it). */
export const imageLimits = {
  /** Bytes of the source file. */
  maxBytes: 8_000_000,
  /** Longest side, in pixels. */
  maxSide: 6000,
  /** Pixels in all (width × height). */
  maxPixels: 30_000_000,
};

// Quality settings: AVIF 50 and WebP 72 look like the JPEG at 75 at about 40% and 70% of its bytes on photos.
const settings = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 72 },
  jpeg: { quality: 75, mozjpeg: true },
};
// Bump when the encoding changes: every image is then made again.
const PIPELINE_VERSION = 1;
// The fallback <img src>: the largest width up to this one.
const FALLBACK_WIDTH = 1280;

export const rasterPattern = /\.(jpe?g|png|webp|avif)$/i;

export interface ImageSource {
  type: "image/avif" | "image/webp";
  srcSet: string;
}

/** What <Picture> renders for one source image. */
export interface ImageSet {
  /** Intrinsic size of the source (after EXIF rotation): the <img>'s width and height. */
  width: number;
  height: number;
  sources: ImageSource[];
  /** The fallback (JPEG, or PNG for a source with transparency) at several widths. */
  src: string;
  srcSet: string;
}

export interface PipelineOptions {
  /** Folder the site's URLs start from (public/). */
  publicDir?: string;
  /** Where the build's output goes; served at `urlPrefix`. */
  outDir?: string;
  urlPrefix?: string;
  /** Where encoded files are kept between builds. */
  cacheDir?: string;
}

const defaults = (): Required<PipelineOptions> => ({
  publicDir: join(process.cwd(), "public"),
  outDir: join(process.cwd(), ".next/static/media"),
  urlPrefix: "/_next/static/media/",
  // SITE_IMAGES_CACHE: a shared cache (the photo fixture builds of a project copy use the project's).
  cacheDir: process.env.SITE_IMAGES_CACHE ?? join(process.cwd(), "node_modules/.cache/site-images"),
});

export class ImageError extends Error {}

interface Manifest {
  width: number;
  height: number;
  fallback: "jpeg" | "png";
  /** Widths made, ascending. */
  widths: number[];
  /** File names, by format and width. */
  files: Record<"avif" | "webp" | "fallback", Record<number, string>>;
}

const inFlight = new Map<string, Promise<ImageSet>>();

/** The image set of a raster under public/ (`src` is its URL path, e.g. "/images/team/amal.jpg"). */
export function processImage(src: string, options: PipelineOptions = {}): Promise<ImageSet> {
  const o = { ...defaults(), ...options };
  const key = JSON.stringify([src, o]);
  let job = inFlight.get(key);
  if (!job) {
    job = makeImageSet(src, o);
    inFlight.set(key, job);
    // A failed job is not kept: the error names the file every time it is asked for.
    job.catch(() => inFlight.delete(key));
  }
  return job;
}

/** Writes `data` to `file` atomically (build workers may write the same file at once). */
function writeAtomic(file: string, data: Buffer | string) {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

function copyAtomic(from: string, to: string) {
  if (existsSync(to)) return;
  const tmp = `${to}.${process.pid}.tmp`;
  copyFileSync(from, tmp);
  renameSync(tmp, to);
}

async function makeImageSet(src: string, o: Required<PipelineOptions>): Promise<ImageSet> {
  if (!src.startsWith("/") || src.includes("..") || !rasterPattern.test(src))
    throw new ImageError(`${src}: not a raster image path under public/ (.jpg, .jpeg, .png, .webp, .avif)`);
  const file = join(o.publicDir, src);
  const shown = `public${src}`;
  if (!existsSync(file)) throw new ImageError(`${shown}: no such image (named in the content)`);
  const bytes = statSync(file).size;
  if (bytes > imageLimits.maxBytes)
    throw new ImageError(
      `${shown} is ${(bytes / 1e6).toFixed(1)} MB, over the ${imageLimits.maxBytes / 1e6} MB limit for a source image: ` +
        `export it smaller (docs/images.md#limits)`,
    );
  const input = readFileSync(file);
  const hash = createHash("sha256")
    .update(JSON.stringify([PIPELINE_VERSION, settings, imageWidths, FALLBACK_WIDTH]))
    .update(input)
    .digest("hex")
    .slice(0, 12);
  const stem = basename(src, extname(src))
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-");
  const cache = join(o.cacheDir, `${stem}.${hash}`);
  const manifestFile = join(cache, "manifest.json");
  let manifest: Manifest;
  if (existsSync(manifestFile)) {
    manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  } else {
    manifest = await encode(input, shown, stem, hash, cache);
    writeAtomic(manifestFile, JSON.stringify(manifest));
  }
  mkdirSync(o.outDir, { recursive: true });
  const all = Object.values(manifest.files).flatMap((byWidth) => Object.values(byWidth));
  for (const name of all) copyAtomic(join(cache, name), join(o.outDir, name));

  const url = (name: string) => `${o.urlPrefix}${name}`;
  const srcSet = (format: keyof Manifest["files"]) =>
    manifest.widths.map((w) => `${url(manifest.files[format][w]!)} ${w}w`).join(", ");
  const fallbackWidth =
    [...manifest.widths].reverse().find((w) => w <= FALLBACK_WIDTH) ?? manifest.widths[0]!;
  return {
    width: manifest.width,
    height: manifest.height,
    sources: [
      { type: "image/avif", srcSet: srcSet("avif") },
      { type: "image/webp", srcSet: srcSet("webp") },
    ],
    src: url(manifest.files.fallback[fallbackWidth]!),
    srcSet: srcSet("fallback"),
  };
}

async function encode(
  input: Buffer,
  shown: string,
  stem: string,
  hash: string,
  cache: string,
): Promise<Manifest> {
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch (e) {
    throw new ImageError(`${shown}: not a readable image (${(e as Error).message})`);
  }
  // EXIF orientation 5-8 turns the picture a quarter: the shown width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  if (Math.max(width, height) > imageLimits.maxSide || width * height > imageLimits.maxPixels)
    throw new ImageError(
      `${shown} is ${width}×${height} px, over the limit for a source image (longest side ${imageLimits.maxSide} px, ` +
        `${imageLimits.maxPixels / 1e6} megapixels): export it smaller (docs/images.md#limits)`,
    );
  const fallback = meta.hasAlpha ? "png" : "jpeg";
  const widths = [
    ...new Set([...imageWidths.filter((w) => w < width), Math.min(width, imageWidths.at(-1)!)]),
  ];
  mkdirSync(cache, { recursive: true });
  const files: Manifest["files"] = { avif: {}, webp: {}, fallback: {} };
  for (const w of widths) {
    // rotate() applies the EXIF orientation; no withMetadata(): the output carries no EXIF, GPS, XMP or ICC
    // profile (sharp converts to sRGB).
    const base = sharp(input).rotate().resize({ width: w, withoutEnlargement: true });
    const outputs: [keyof Manifest["files"], string, Sharp][] = [
      ["avif", "avif", base.clone().avif(settings.avif)],
      ["webp", "webp", base.clone().webp(settings.webp)],
      fallback === "png"
        ? ["fallback", "png", base.clone().png({ compressionLevel: 9, palette: false })]
        : ["fallback", "jpg", base.clone().flatten({ background: "#ffffff" }).jpeg(settings.jpeg)],
    ];
    for (const [format, ext, pipeline] of outputs) {
      const name = `${stem}.${hash}-${w}.${ext}`;
      writeAtomic(join(cache, name), await pipeline.toBuffer());
      files[format][w] = name;
    }
  }
  return { width, height, fallback, widths, files };
}
