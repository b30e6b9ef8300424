#!/usr/bin/env node
// `npm run strip-metadata -- [files or folders…]`: rewrites each JPEG, PNG, WebP, AVIF, GIF and SVG image in
// place without EXIF, XMP, IPTC, GPS and comments (orientation applied to the pixels first, colour profile
// kept). Images are known by their bytes, whatever their names (a JPEG named .png is stripped as a JPEG). A
// clean file is left byte for byte as it was. Prints one line per file it changed; exits 1 when an image cannot
// be read, or is one the site refuses (a HEIC, a PDF named .jpg, an SVG with script), after doing the others. With no argument it cleans public/images/.
// The build runs it on out/ too (scripts/build/index.mjs), so an original copied from public/ never reaches a
// visitor with a location in it; check 6 of scripts/check/check-build.mjs verifies that. docs/images.md.
import { relative, resolve } from "node:path";
import { imageFiles, stripFile } from "../lib/image-metadata.mjs";

const root = resolve(import.meta.dirname, "../..");
/** Strips the metadata of the images under `paths` in place; false when one was refused or unreadable. */
export async function stripMetadata(paths = [resolve(root, "public/images")]) {
  let changed = 0;
  let failed = 0;
  let files;
  try {
    files = imageFiles(paths);
  } catch (error) {
    console.error(`strip-metadata: ${error.message}`);
    return false;
  }
  for (const file of files) {
    const name = relative(process.cwd(), file) || file;
    try {
      const removed = await stripFile(file);
      if (removed.length) {
        changed++;
        console.log(`stripped ${name}: ${removed.join(", ")}`);
      }
    } catch (error) {
      failed++;
      console.error(`strip-metadata: ${error.message.replace(file, name)}`);
    }
  }
  console.log(
    `strip-metadata: ${files.length} image(s) checked, ${changed} stripped${failed ? `, ${failed} refused or unreadable` : ""}.`,
  );
  return !failed;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const args = process.argv.slice(2);
  process.exit((await stripMetadata(args.length ? args.map((p) => resolve(p)) : undefined)) ? 0 : 1);
}
