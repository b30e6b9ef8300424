// What an image file carries besides its pixels, and the same file without it. One module for the three
// places that care (docs/images.md, "Metadata"): `npm run strip-metadata` (scripts/build/strip-metadata.mjs) on
// the sources, the build's strip of the originals copied into out/, and check 6 of scripts/check/check-build.mjs.
//
// Raster images (JPEG, PNG, WebP, AVIF, GIF): sharp reads EXIF, XMP, IPTC and text comments; a byte scan
// for the blocks' signatures backs it up (a GIF comment, an EXIF block sharp did not surface). GPS is
// named on its own: it is the one that publishes where a photo was taken. The colour profile (ICC) is not
// metadata here: it is how the colours are meant, and it is kept.
// SVG: text-wise, <metadata> (RDF, author, licence), comments and the drawing editors' own namespaces
// (sodipodi, inkscape: file paths, window sizes, layer names).
// Which files are images is decided by their bytes, not their names (cms/upload-check.js's sniffFormat): a
// GPS photo renamed .png is found and stripped, a PDF renamed .jpg or an iPhone photo (HEIC) is refused, naming
// what it is, and an SVG that could run or load something (svgProblems) is refused too (issue 46).
import { closeSync, openSync, readFileSync, readSync, statSync, writeFileSync } from "node:fs";
import { extname } from "node:path";
import sharp from "sharp";
import { sniffFormat, svgProblems, uploadMessage } from "../../cms/upload-check.js";
import { listFiles } from "./walk.mjs";

/** The extensions that promise an image: a file so named must be one the site can serve. */
const RASTER_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".gif"];
export const IMAGE_EXTENSIONS = new Set([...RASTER_EXTENSIONS, ".svg", ".heic", ".heif"]);
/** The formats served as they are (everything sharp re-encodes, and SVG). */
const SERVED = new Set(["jpeg", "png", "webp", "avif", "gif", "svg"]);

/** The first bytes of a file: enough for sniffFormat. */
function head(file) {
  const fd = openSync(file, "r");
  try {
    const buf = Buffer.alloc(4096);
    return buf.subarray(0, readSync(fd, buf, 0, buf.length, 0));
  } finally {
    closeSync(fd);
  }
}

/** Whether a file is an image, or claims to be one: by its bytes, or by a name that promises an image. */
export const isImage = (file) =>
  IMAGE_EXTENSIONS.has(extname(file).toLowerCase()) || [...SERVED, "heic"].includes(sniffFormat(head(file)));

/** Every image under each path (a file or a folder), in walk order: named as one or recognised by content. */
export const imageFiles = (paths) =>
  paths.flatMap((path) => (statSync(path).isDirectory() ? listFiles(path) : [path])).filter(isImage);

/**
 * Why the site cannot serve a file as an image (the editor's words, cms/upload-check.js), or null when it can:
 * a HEIC (with the iPhone advice), a PDF or anything else under an image's name, an unsafe SVG.
 */
export function refusal(buf, name) {
  const format = sniffFormat(buf);
  if (format === "heic" || format === "pdf") return uploadMessage({ key: format, name });
  if (!SERVED.has(format)) return uploadMessage({ key: "unknown", name });
  if (format === "svg") {
    const found = svgProblems(buf.toString("utf8"));
    if (found.length) return uploadMessage({ key: "svg", name, what: found.join(", ") });
  }
  return null;
}

/** Whether a TIFF-structured EXIF block's first directory points to a GPS directory (tag 0x8825). */
function exifHasGps(exif) {
  const start = exif.indexOf("II*\0") >= 0 ? exif.indexOf("II*\0") : exif.indexOf("MM\0*");
  if (start < 0 || start + 8 > exif.length) return false;
  const le = exif[start] === 0x49;
  const u16 = (o) => (le ? exif.readUInt16LE(start + o) : exif.readUInt16BE(start + o));
  const u32 = (o) => (le ? exif.readUInt32LE(start + o) : exif.readUInt32BE(start + o));
  const ifd = u32(4);
  if (start + ifd + 2 > exif.length) return false;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const at = ifd + 2 + i * 12;
    if (start + at + 2 > exif.length) return false;
    if (u16(at) === 0x8825) return true;
  }
  return false;
}

/** Byte signatures of metadata blocks, by what they hold. */
const SIGNATURES = [
  ["EXIF", Buffer.from("Exif\0\0", "latin1")],
  ["XMP", Buffer.from("http://ns.adobe.com/xap/1.0/", "latin1")],
  ["IPTC", Buffer.from("Photoshop 3.0\0", "latin1")],
];

/** A GIF comment extension block (0x21 0xFE) outside the image data: walks the GIF's blocks. */
function gifHasComment(buf) {
  if (buf.toString("latin1", 0, 3) !== "GIF") return false;
  let at = 13;
  if (buf[10] & 0x80) at += 3 * 2 ** ((buf[10] & 7) + 1);
  const skipSubBlocks = () => {
    while (at < buf.length && buf[at] !== 0) at += buf[at] + 1;
    at++;
  };
  while (at < buf.length) {
    const block = buf[at];
    if (block === 0x3b) return false;
    if (block === 0x21) {
      if (buf[at + 1] === 0xfe) return true;
      at += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      const flags = buf[at + 9];
      at += 10;
      if (flags & 0x80) at += 3 * 2 ** ((flags & 7) + 1);
      at++; // LZW minimum code size
      skipSubBlocks();
    } else return false;
  }
  return false;
}

/**
 * What a raster image carries, e.g. ["GPS", "EXIF", "XMP"] (empty when clean). Throws on a file sharp
 * cannot read, naming it.
 */
export async function rasterMetadata(buf, name = "image") {
  let meta;
  try {
    meta = await sharp(buf, { animated: true }).metadata();
  } catch (error) {
    throw new Error(`${name} is not a readable image (${error.message})`);
  }
  const found = new Set();
  const exif = meta.exif ?? (buf.includes(SIGNATURES[0][1]) ? buf : undefined);
  if (exif && exifHasGps(exif)) found.add("GPS");
  if (meta.exif) found.add("EXIF");
  if (meta.xmp) found.add("XMP");
  if (meta.iptc || meta.tifftagPhotoshop) found.add("IPTC");
  if (meta.comments?.length) found.add("comments");
  for (const [kind, signature] of SIGNATURES) if (buf.includes(signature)) found.add(kind);
  if (gifHasComment(buf)) found.add("comments");
  return [...found];
}

const SVG_METADATA = /<metadata\b[^>]*?(?:\/>|>[\s\S]*?<\/metadata\s*>)/gi;
const SVG_COMMENT = /<!--[\s\S]*?-->/g;
const EDITOR = "(?:sodipodi|inkscape)";
const SVG_EDITOR_ELEMENT = new RegExp(
  `<${EDITOR}:[\\w.-]+\\b[^>]*?(?:/>|>[\\s\\S]*?</${EDITOR}:[\\w.-]+\\s*>)`,
  "g",
);
const SVG_EDITOR_ATTRIBUTE = new RegExp(
  `\\s+(?:xmlns:)?${EDITOR}(?::[\\w.-]+)?\\s*=\\s*(?:"[^"]*"|'[^']*')`,
  "g",
);

/** What an SVG carries (["metadata", "comments", "editor data"] or fewer). */
export function svgMetadata(text) {
  const found = [];
  if (text.match(SVG_METADATA)) found.push("metadata");
  if (text.match(SVG_COMMENT)) found.push("comments");
  if (text.match(SVG_EDITOR_ELEMENT) || text.match(SVG_EDITOR_ATTRIBUTE)) found.push("editor data");
  return found;
}

/** The SVG without metadata, comments and editor namespaces (blank lines they leave are dropped). */
export const stripSvg = (text) =>
  text
    .replace(SVG_METADATA, "")
    .replace(SVG_COMMENT, "")
    .replace(SVG_EDITOR_ELEMENT, "")
    .replace(SVG_EDITOR_ATTRIBUTE, "")
    .replace(/\n[ \t]*(?=\n)/g, "");

/**
 * A file's bytes, its format (by its bytes) and what it carries besides its pixels (`found`, empty when clean).
 * Throws the refusal when the site cannot serve the file as an image, and on an unreadable image.
 */
async function inspect(file) {
  const buf = readFileSync(file);
  const refused = refusal(buf, file);
  if (refused) throw new Error(refused);
  const format = sniffFormat(buf);
  const found = format === "svg" ? svgMetadata(buf.toString("utf8")) : await rasterMetadata(buf, file);
  return { buf, format, found };
}

/** What an image file carries besides its pixels (empty when clean); throws as inspect does. */
export const metadataOf = async (file) => (await inspect(file)).found;

/** @type {Record<string, (image: import("sharp").Sharp) => import("sharp").Sharp>} */
const ENCODERS = {
  jpeg: (image) => image.jpeg({ quality: 92, chromaSubsampling: "4:4:4", mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
  webp: (image) => image.webp({ quality: 92 }),
  avif: (image) => image.avif({ quality: 80 }),
  gif: (image) => image.gif(),
};

/**
 * The raster re-encoded without metadata: EXIF orientation applied to the pixels first, the colour
 * profile kept, high quality (the file is an original other steps may resize later).
 */
export async function stripRaster(buf, format) {
  const input = sharp(buf, { animated: true });
  const { pages = 1 } = await input.metadata();
  // Orientation applies to a still photo; an animation has none, and rotate() works on one frame.
  const image = (pages > 1 ? input : input.rotate()).keepIccProfile();
  // Re-encoded as what it is (by its bytes), whatever its name: a JPEG named .png stays a JPEG.
  const encode = ENCODERS[format];
  if (!encode) throw new Error(`not a raster image: ${format}`);
  return encode(image).toBuffer();
}

/**
 * Strips one file in place when it carries metadata; leaves a clean file untouched (byte for byte).
 * Returns what was removed (empty when nothing). Throws on a file the site cannot serve as an image (refusal),
 * an unreadable image, or when the result still carries something.
 */
export async function stripFile(file) {
  const { buf, format, found } = await inspect(file);
  if (!found.length) return found;
  if (format === "svg") {
    writeFileSync(file, stripSvg(buf.toString("utf8")));
    return found;
  }
  const clean = await stripRaster(buf, format);
  const left = await rasterMetadata(clean, file);
  if (left.length) throw new Error(`${file} still carries ${left.join(", ")} after stripping`);
  writeFileSync(file, clean);
  return found;
}

/** Every image under `dir` that carries metadata, as [path relative to dir, what it carries]. */
export async function imagesWithMetadata(dir) {
  const found = [];
  for (const file of imageFiles([dir])) {
    const rel = file.slice(dir.length + 1).replaceAll("\\", "/");
    try {
      const kinds = await metadataOf(file);
      if (kinds.length) found.push([rel, kinds]);
    } catch (error) {
      // Refused (cms/upload-check.js: a HEIC, a PDF named .jpg, an unsafe SVG) or unreadable, in its words.
      const message = error.message.replaceAll(file, rel);
      found.push([
        rel,
        [message.startsWith("“") ? `refused: ${message}` : `unreadable: ${message.replace(`${rel} `, "")}`],
      ]);
    }
  }
  return found;
}
