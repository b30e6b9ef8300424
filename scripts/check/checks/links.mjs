// Check 3, internal links and assets: every link and asset an exported page references (and every url() in its
// CSS) resolves to a file in out/, and a same-page #fragment to an element of the page.
import { elements } from "../../lib/html.mjs";
import { cssUrls, follow, isExternal } from "./site.mjs";

/** @param {ReturnType<typeof import("./site.mjs").readSite>} site */
export function internalLinks(site) {
  const { rel, resolvePath } = site;
  const problems = [];
  for (const { file, page, url: pageUrl, refs } of site.pages) {
    const ids = new Set(elements(page).map((el) => el.attribs.id));
    for (const { name, url } of refs) {
      const to = follow(site, pageUrl, url);
      if (to.scheme) problems.push(`${rel(file)}: <${name}> ${url} has an unknown scheme`);
      if (!to.resolved) continue;
      const { resolved, target } = to;
      if (
        resolved.pathname === pageUrl.pathname &&
        resolved.hash &&
        !resolved.search &&
        target.startsWith("#")
      ) {
        const id = decodeURIComponent(resolved.hash.slice(1));
        if (id && !ids.has(id)) problems.push(`${rel(file)}: ${url} points at no element on the page`);
      } else if (!resolvePath(resolved.pathname))
        problems.push(`${rel(file)}: <${name}> ${url} does not resolve in out/`);
    }
  }
  for (const file of site.files.filter((f) => f.endsWith(".css"))) {
    for (const url of cssUrls(file)) {
      if (/^(data:|#)/i.test(url) || isExternal(url)) continue;
      if (!resolvePath(new URL(url, new URL(`/${rel(file)}`, "http://site.invalid")).pathname))
        problems.push(`${rel(file)}: CSS url(${url}) does not resolve`);
    }
  }
  return problems;
}
