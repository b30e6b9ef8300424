// Check 4, the content manager apart (docs/decisions/cms.md): out/admin/ is `noindex` with its own CSP (the only
// one allowing 'unsafe-eval') and loads nothing from another origin, robots.txt disallows it, the sitemap omits
// it, and no public page references anything under /admin/ or carries Decap's code.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { elements } from "../../lib/html.mjs";
import { follow, isExternal } from "./site.mjs";

/** @param {ReturnType<typeof import("./site.mjs").readSite>} site */
export function adminApart(site) {
  const { out, rel } = site;
  const problems = [];
  for (const { file, url: pageUrl, refs } of site.pages)
    for (const { name, url } of refs) {
      const path = follow(site, pageUrl, url).resolved?.pathname;
      if (path?.startsWith("/admin/") || path === "/admin")
        problems.push(`${rel(file)}: <${name}> references the content manager (${url})`);
    }
  const adminIndex = join(out, "admin", "index.html");
  if (!existsSync(adminIndex))
    problems.push("out/admin/index.html is missing (scripts/build/build-admin.mjs)");
  else {
    const html = readFileSync(adminIndex, "utf8");
    if (!/<meta name="robots" content="noindex[^"]*"/.test(html))
      problems.push("admin/index.html: no noindex robots meta");
    if (!/<meta http-equiv="Content-Security-Policy" content="[^"]*'unsafe-eval'/.test(html))
      problems.push(
        "admin/index.html: not its own CSP (expected the admin policy of scripts/build/build-admin.mjs)",
      );
    for (const { name, attribs } of elements(html))
      for (const url of [attribs.src, attribs.href].filter(Boolean))
        if (isExternal(url)) problems.push(`admin/index.html: <${name}> loads ${url} from another origin`);
  }
  for (const file of site.files.filter((f) => /\.(html|js|css|txt)$/.test(f))) {
    const text = readFileSync(file, "utf8");
    if (/decap|netlify-?cms/i.test(text))
      problems.push(`${rel(file)}: mentions Decap CMS (its code belongs to /admin/ only)`);
    if (file.endsWith(".html") && /'unsafe-eval'/.test(text))
      problems.push(`${rel(file)}: a public page allows 'unsafe-eval'`);
  }
  const read = (name) => (existsSync(join(out, name)) ? readFileSync(join(out, name), "utf8") : "");
  if (!/^Disallow: \/admin\/$/m.test(read("robots.txt"))) problems.push("robots.txt: no `Disallow: /admin/`");
  if (/\/admin\b/.test(read("sitemap.xml"))) problems.push("sitemap.xml lists /admin/");
  return problems;
}
