// Checks 6 and 7, the images published: none carries metadata (EXIF, GPS, XMP, IPTC, comments; SVG: <metadata>,
// comments, editor namespaces), the content manager's included (scripts/lib/image-metadata.mjs, docs/images.md;
// images are known by their bytes, whatever their names), and no upload is published that no entry names
// (scripts/build/prune-uploads.mjs leaves them out in the build).
import { imagesWithMetadata } from "../../lib/image-metadata.mjs";
import { unusedUploads } from "../../build/prune-uploads.mjs";

/** @param {string} out */
export const imageMetadata = async (out) =>
  [...(await imagesWithMetadata(out))].map(
    ([file, kinds]) => `out/${file} carries ${kinds.join(", ")}: run npm run strip-metadata on its source`,
  );

/** @param {string} out @param {string} project the folder whose content/ names the uploads */
export const unusedUploadsPublished = (out, project) =>
  unusedUploads(out, project).map(
    (file) => `out/images/uploads/${file} is used by no entry: the build leaves it out (prune-uploads)`,
  );
