// Where the content manager shows an image of the site from: the repository, not the website (issue 41: a new
// team portrait's thumbnail stayed broken after publishing, a new cover showed only its description in the
// preview). Every image value here is a public path (/images/team/sara.jpg, /images/uploads/photo.jpg), and
// Decap's `getAsset` takes a value that starts with "/" for an address on the website: a new upload is there only
// after the next build and deploy, so it was missing from the draft, after publishing and after a reload. Asked
// for the file's name instead, Decap finds it in the media folder (the field's, else the collection's or the
// site's: public/images/team/sara.jpg) and reads it through the backend: the upload just made (a blob: URL in
// the draft), the draft's branch, or the published file. A path outside the public folder is the site's own
// file: its address is right as it is.
// One ES module for the form's thumbnails (cms/repository-images.js), the lists' card previews
// (cms/card-previews.js) and the body's previews (cms/editor-components.js); cms/admin.js hands it to the first two.

/** Per Decap `getAsset`, the same lookup each time (the image control compares what it is given). */
const lookups = new WeakMap();

/**
 * `getAsset`, reading the values under the public folder from the repository: that of the field it is asked
 * with, else `config.public_folder` (the site's, for a preview, which has no field).
 */
export function repositoryAsset(getAsset, config) {
  if (!lookups.has(getAsset))
    lookups.set(getAsset, (path, field) => {
      // The config is a plain object in Decap 3, a field an Immutable map.
      const folder = field?.get("public_folder") ?? config?.public_folder;
      const inFolder = typeof path === "string" && folder && path.startsWith(`${folder.replace(/\/$/, "")}/`);
      return getAsset(inFolder ? path.slice(path.lastIndexOf("/") + 1) : path, field);
    });
  return lookups.get(getAsset);
}

/** The address a preview shows an image value at ("" for none): `repositoryAsset`'s answer as a URL. */
export const assetUrl = (getAsset, value, config) =>
  value ? String(repositoryAsset(getAsset, config)(value)) : "";
