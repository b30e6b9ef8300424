#!/usr/bin/env node
// Writes the short static page a too-large form post gets (status 413), in both editions, from the copy
// in content/ui.ts and content/ar/ui.ts: out/413.html and out/ar/413.html. Served by Apache's
// ErrorDocument 413 (public/.htaccess), nginx's error_page 413 (deploy/nginx) and the form scripts
// themselves (lib/request.php). No script, no font, no stylesheet: it must work from any error path.
//   node --import tsx scripts/build/error-pages.mjs [web-root]   (default out/, after next build)
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");

/** Text for HTML (scripts/dev/cms.mjs's error page too). */
export const escapeHtml = (s) =>
  String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

/** The 413 page of one edition. No script may run here, so it follows the system theme only (no stored choice). */
const style = `
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1.5rem;box-sizing:border-box;font:1rem/1.6 system-ui,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:34rem}p.code{margin:0;font-weight:700;color:#0d9488}h1{margin:.25rem 0 .75rem;font-size:1.6rem;line-height:1.3}
a{color:#1d4ed8}.nowrap{white-space:nowrap}
:root{color-scheme:light dark}
@media (prefers-color-scheme:dark){body{color:#e6ebf4;background:#0b1120}p.code{color:#5eead4}a{color:#a7bdff}}
`;
/** Nothing runs or loads: only this inline style, by its hash. */
const csp = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(style).digest("base64")}'; base-uri 'none'; form-action 'none'`;

export function tooLargePage({ lang, dir, copy, siteName, email, contactPath }) {
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(copy.title)} | ${escapeHtml(siteName)}</title>
<style>${style}</style>
</head>
<body>
<main>
<p class="code">${escapeHtml(copy.code)}</p>
<h1>${escapeHtml(copy.title)}</h1>
<p>${escapeHtml(copy.text)}</p>
<p><a href="${escapeHtml(contactPath)}">${escapeHtml(copy.back)}</a> · <a class="nowrap" dir="ltr" href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a></p>
</main>
</body>
</html>
`;
}

export async function writeErrorPages(webRoot = join(root, "out")) {
  const { ui } = await import("../../content/ui.ts");
  const ar = await import("../../content/ar/ui.ts");
  const { site } = await import("../../content/site.ts");
  const { pages } = await import("../../content/routes.ts");
  const contact = pages.contact.path;
  const common = { siteName: site.name, email: site.email };
  writeFileSync(
    join(webRoot, "413.html"),
    tooLargePage({ lang: "en", dir: "ltr", copy: ui.tooLarge, contactPath: contact, ...common }),
  );
  mkdirSync(join(webRoot, "ar"), { recursive: true });
  writeFileSync(
    join(webRoot, "ar/413.html"),
    tooLargePage({ lang: "ar", dir: "rtl", copy: ar.ui.tooLarge, contactPath: `/ar${contact}`, ...common }),
  );
  console.log(`error-pages: wrote 413.html and ar/413.html in ${webRoot}`);
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  await writeErrorPages(process.argv[2] ? resolve(process.argv[2]) : undefined);
}
