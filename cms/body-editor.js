// The body editor of articles and legal pages (docs/editing.md "The toolbar and the blocks"): registers with
// Decap, before it starts, the site's blocks (cms/editor-components.js) with the values and icons the preview
// shows (site-data.json, made by scripts/build/build-admin.mjs from the site's own components), the Markdown style the
// editor writes, and the files' format (cms/front-matter.js, read with js-yaml.js, gray-matter's parser).
// cms/admin.js imports it; an ES module served at /admin/ only.
import { editorComponents, remarkPrettierMarks } from "./editor-components.js";
import { assetUrl } from "./repository-asset.js";
import { frontMatterFormat } from "./front-matter.js";
import { localizedComponent, say } from "./i18n.js";

/** The open entry's edition, as cms/admin.js marks it on the page. */
const edition = () => (document.body.dataset.edition === "ar" ? "ar" : "en");
/** The page the open entry's body is shown in (lib/page-ids.ts): a legal page (collection "legal") or an article. */
const kind = () => (/^#\/collections\/legal\//.test(location.hash) ? "legal" : "article");

/**
 * Registers it all; returns where a preview shows an uploaded image, a new one (not yet published) included:
 * `imageUrl(getAsset, "/images/uploads/photo.jpg")`.
 */
export async function registerBodyEditor(CMS, h) {
  const site = await (await fetch("site-data.json")).json();
  for (const component of editorComponents({ h, site, edition, kind, say }))
    CMS.registerEditorComponent(localizedComponent(component));
  CMS.registerRemarkPlugin(remarkPrettierMarks);
  CMS.registerPreviewStyle("/admin/body-preview.css");
  CMS.registerCustomFormat("mdx-in-order", "mdx", frontMatterFormat(window.jsyaml));
  return { imageUrl: (getAsset, value) => assetUrl(getAsset, value, site.uploads) };
}
