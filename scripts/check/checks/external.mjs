// Check 2, no external origins: nothing in out/**/*.{html,css,js} loads a script, style, image, font or frame from
// another origin (outbound <a href> links are fine, and so are the site's own canonical and og URLs, absolute).
import { readFileSync } from "node:fs";
import { rawText, elements } from "../../lib/html.mjs";
import { cssUrls, follow, isExternal } from "./site.mjs";

/**
 * Hosts that appear in framework JS as plain strings (XML namespaces, error-page links in React/Next
 * messages) and are never requested. Anything else absolute in a script or stylesheet fails the check.
 */
const inertHosts = new Set([
  "www.w3.org",
  "react.dev",
  "reactjs.org",
  "nextjs.org",
  "schema.org",
  "github.com",
  // Pagefind (out/pagefind/) parses result URLs against this base; it never requests it.
  "example.com",
  // The forms' ALTCHA widget (loaded on the first touch of a form): Svelte's error-page links in its messages
  // and ALTCHA's footer link, which the site hides; neither is ever fetched.
  "svelte.dev",
  "altcha.org",
]);

/** Inline <script> bodies that run (JSON-LD and other JSON blocks are data and are not executed). */
const inlineScripts = (page) =>
  elements(page, "script")
    .filter((el) => !el.attribs.src && !/application\/(ld\+)?json/.test(el.attribs.type ?? ""))
    .map(rawText);

/** @param {ReturnType<typeof import("./site.mjs").readSite>} site */
export function externalOrigins(site) {
  const { siteOrigin, rel } = site;
  const problems = [];
  for (const { file, page, url: pageUrl, refs } of site.pages) {
    const anchors = new Set(refs.filter((r) => r.name === "a" && isExternal(r.url)).map((r) => r.url));
    for (const { name, url, loads, ownAbsoluteOk } of refs) {
      const to = follow(site, pageUrl, url);
      if (to.other && loads) problems.push(`${rel(file)}: <${name}> loads ${url}`);
      if (to.ownAbsolute && !ownAbsoluteOk && loads)
        problems.push(`${rel(file)}: <${name}> loads ${url} absolutely`);
    }
    // Inline scripts (the RSC payload) repeat the page's links as data; anything else absolute must be inert.
    for (const text of inlineScripts(page)) {
      for (const m of text.matchAll(/https?:\/\/[^\s"'\\)<>]+/g)) {
        const url = m[0];
        if (url.startsWith(siteOrigin) || inertHosts.has(new URL(url).host)) continue;
        if ([...anchors].some((a) => a.startsWith(url) || url.startsWith(a))) continue;
        problems.push(`${rel(file)}: inline script mentions ${url}`);
      }
    }
  }
  // Stylesheets and scripts: no absolute URL may be fetched from CSS or JS.
  for (const file of site.files.filter((f) => f.endsWith(".css"))) {
    for (const url of cssUrls(file)) if (isExternal(url)) problems.push(`${rel(file)}: CSS loads ${url}`);
  }
  for (const file of site.files.filter((f) => f.endsWith(".js"))) {
    for (const m of readFileSync(file, "utf8").matchAll(
      /https?:\/\/([a-z0-9.-]+\.[a-z]{2,})[^\s"'`\\)<>]*/gi,
    )) {
      // The host as written (a template literal's "${…}" after it is not part of it).
      if (inertHosts.has(m[1].toLowerCase()) || m[0].startsWith(siteOrigin)) continue;
      problems.push(`${rel(file)}: script references ${m[0]}`);
    }
  }
  return problems;
}
