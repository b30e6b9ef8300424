// Step 6: nothing else before the first paint. The web app manifest (and the icons a browser then reads
// from it) adds nothing to the paint: its <link> is added by the loader (loader.js) after the paint.
// Next's `<link rel="preconnect" href="/" crossorigin>` opened a second, credentialless connection for
// preloaded fonts; no font is fetched before the paint now (app/globals.css), so it goes.
//
// Shape it relies on (docs/upgrading-next.md): at most one manifest link, written
// `<link rel="manifest" href="…"/>`. A manifest link in any other shape throws (it would stay before
// the paint unnoticed).
import { isDeferred, setDeferredAttribute } from "./defer-scripts.mjs";

const MANIFEST_RE = /<link rel="manifest" href="([^"]+)"\s*\/?>/g;
const SELF_PRECONNECT_RE = /<link rel="preconnect" href="\/" crossorigin=""\s*\/?>/g;

const decodeAttribute = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&amp;/g, "&");

/** Moves the manifest link of a deferred page into the loader and drops the self-preconnect. */
export function deferHeadLinks(html) {
  if (!isDeferred(html)) throw new Error("head links can only move on a page whose scripts are deferred");
  let next = html.replace(SELF_PRECONNECT_RE, "");
  const manifests = [...next.matchAll(MANIFEST_RE)];
  if (manifests.length > 1) throw new Error(`${manifests.length} manifest links`);
  if (manifests.length === 1) {
    const [tag, href] = manifests[0];
    next = setDeferredAttribute(next.replace(tag, ""), "data-manifest", decodeAttribute(href));
  }
  if (/<link\b[^>]*\srel="?manifest\b/i.test(next)) {
    throw new Error('a manifest <link> not in the shape <link rel="manifest" href="…"/>');
  }
  return next;
}
