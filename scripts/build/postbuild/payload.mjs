// Step 5: the page's data out of the document. Next inlines the page's RSC payload
// (`self.__next_f.push([1,"…"])`, everything the server rendered, a second time) for hydration: half of
// a page's gzipped HTML, which a phone must download before it can paint. The same payload is exported
// beside the page as index.txt. The inline pushes are removed and the loader (loader.js) fetches
// index.txt after the first paint and pushes it exactly as the inline scripts did, so React hydrates
// from the same data.
//
// Shape it relies on (docs/upgrading-next.md): the payload is one or more
// `<script>self.__next_f.push([1,"…"])</script>` whose strings, joined, are byte for byte the exported
// file; the only other mention of __next_f is the bootstrap `(self.__next_f=self.__next_f||[]).push([0])`.
// A page that differs throws: keeping its payload inline would only show up as a byte budget.
import { isDeferred, setDeferredAttribute } from "./defer-scripts.mjs";
import { LOADER } from "./inline-loader.mjs";

const PAYLOAD_RE = /<script>self\.__next_f\.push\((\[1,"[\s\S]*?"\])\)<\/script>/g;
const BOOTSTRAP = "<script>(self.__next_f=self.__next_f||[]).push([0])</script>";

/** The RSC payload text a page inlines (the [1, "…"] pushes, joined), or "" when it has none. */
export function inlinePayload(html) {
  return [...html.matchAll(PAYLOAD_RE)].map((m) => JSON.parse(m[1])[1]).join("");
}

/** Whether step 5 has run on this page (the loader is told where the payload is). */
export const isExternalized = (html) => /\sdata-payload="/.test(html);

/**
 * Moves the inline RSC payload out of a deferred page when `exported` (the payload file Next wrote
 * beside the page) is byte for byte the same; the loader then fetches it from `url`. A page already
 * moved out is returned as it is. Throws when the page is not in the shape above.
 */
export function externalizePayload(html, url, exported) {
  if (isExternalized(html)) return html;
  if (!isDeferred(html))
    throw new Error("the payload can only move out of a page whose scripts are deferred");
  const inline = inlinePayload(html);
  if (!inline) throw new Error('no inline payload (<script>self.__next_f.push([1,"…"])</script>)');
  if (inline !== exported) {
    const at = [...inline].findIndex((c, i) => c !== exported[i]);
    throw new Error(
      `the inline payload (${inline.length} characters) differs from ${url} (${exported.length}) from character ${at < 0 ? Math.min(inline.length, exported.length) : at}`,
    );
  }
  const without = setDeferredAttribute(html, "data-payload", url).replace(PAYLOAD_RE, "");
  // Apart from the loader, what is left of __next_f must be the bootstrap alone: anything else is a push
  // this step does not know.
  const mentions = without.replace(LOADER, "").split("__next_f").length - 1;
  if (mentions !== 2 || !without.includes(BOOTSTRAP)) {
    throw new Error(
      `after the payload moved, __next_f is mentioned ${mentions} times (expected only the bootstrap ${BOOTSTRAP})`,
    );
  }
  return without;
}
