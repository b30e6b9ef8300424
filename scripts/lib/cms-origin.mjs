// The content manager on a host of its own (issue 46, docs/cms-production.md "The content manager's own host"):
// Decap keeps each editor's GitHub token in the browser's storage of the origin that serves /admin/, so that
// origin must be one no page of the site runs on. The one setting is `cms_url` in cms/config.yml (read by the
// build only; build-admin leaves it out of the CMS's config): the CMS's origin, e.g. https://cms.makkahtech.com.
// The sign-in (cms-auth.php, base_url) stays on the PHP host; CMS_ALLOWED_ORIGIN, where it sends the token, is
// this origin. From it:
// - the build writes the Apache rules into out/.htaccess (scripts/build/build-admin.mjs): the site's host answers
//   /admin/ with a redirect to the CMS's host, and the CMS's host serves /admin/ and the sign-in only;
// - `npm run launch-check` fails while it is the site's own origin (or a placeholder);
// - `npm run check:live` follows /admin/ to it and checks the content manager there.
// `npm run cms` (localhost) is untouched: the CMS runs on the development server's origin, as before.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { escapeRe } from "./hosting-rules.mjs";

/** The origins of cms/config.yml: `cms` (cms_url) and `site` (site_url); null where one is missing. */
export function cmsOrigins(root) {
  const text = readFileSync(join(root, "cms/config.yml"), "utf8");
  const value = (key) => new RegExp(`^\\s*${key}:\\s*["']?([^"'\\s#]+)`, "m").exec(text)?.[1];
  const origin = (v) => {
    try {
      return v ? new URL(v).origin : null;
    } catch {
      return null;
    }
  };
  return { cms: origin(value("cms_url")), site: origin(value("site_url")) };
}

/** Whether an origin is a placeholder (an example or test domain): no rules are written for one. */
export const isPlaceholder = (origin) =>
  /(^|\.)(example|test|invalid|localhost)$|\.example\.[a-z]+$/i.test(new URL(origin).hostname);

/**
 * Why the content manager is not on a host of its own (for launch-check), or null: cms_url missing, or the
 * origin of the site (site_url, or the company's address `siteUrl` of content/data/company.json), or a
 * CMS_ALLOWED_ORIGIN (the sign-in's answer goes there) that is not cms_url's origin.
 */
export function cmsHostProblem({ cms, site }, { siteUrl = "", allowedOrigin = "" } = {}) {
  if (!cms) return "cms_url is missing: set the content manager's own origin";
  const sites = [site, siteUrl && URL.canParse(siteUrl) ? new URL(siteUrl).origin : null].filter(Boolean);
  if (sites.includes(cms))
    return `cms_url ${cms} is the site's own origin: pages of the site could read an editor's GitHub token`;
  if (allowedOrigin && URL.canParse(allowedOrigin) && new URL(allowedOrigin).origin !== cms)
    return `CMS_ALLOWED_ORIGIN ${allowedOrigin} is not cms_url's origin ${cms}: the sign-in would answer elsewhere`;
  return null;
}

/**
 * The Apache rules (mod_rewrite) for the two hosts, or "" when the CMS has no host of its own yet (the same origin
 * as the site, or a placeholder): the site keeps serving /admin/ itself, as in development.
 */
export function cmsHostRules({ cms, site }) {
  if (!cms || !site || cms === site || isPlaceholder(cms)) return "";
  const host = new URL(cms).host;
  return [
    "<IfModule mod_rewrite.c>",
    "  RewriteEngine On",
    `  # The site's host: /admin/ is on the content manager's own host (${cms}).`,
    `  RewriteCond %{HTTP_HOST} !^${escapeRe(host)}$ [NC]`,
    `  RewriteRule ^admin(/.*)?$ ${cms}/admin/ [R=302,L]`,
    "  # The content manager's host: /admin/ and the sign-in only; anything else is the site's.",
    `  RewriteCond %{HTTP_HOST} ^${escapeRe(host)}$ [NC]`,
    "  RewriteCond %{ENV:REDIRECT_STATUS} ^$",
    `  RewriteRule !^(admin(/.*)?|assets/phpscripts/cms-auth\\.php|icons/icon\\.svg)$ ${site}%{REQUEST_URI} [R=302,L]`,
    "</IfModule>",
  ].join("\n");
}

const BEGIN = "# cms-host:begin";
const END = "# cms-host:end";

/** The .htaccess text with the rules between its cms-host markers (which must be there). */
export function withCmsHostRules(htaccess, origins) {
  const start = htaccess.indexOf(BEGIN);
  const end = htaccess.indexOf(END);
  if (start < 0 || end < start) throw new Error(`.htaccess has no "${BEGIN}" … "${END}" block`);
  const rules = cmsHostRules(origins);
  return `${htaccess.slice(0, start + BEGIN.length)}\n${rules ? `${rules}\n` : ""}${htaccess.slice(end)}`;
}
