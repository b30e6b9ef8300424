#!/usr/bin/env node
// The content manager at /admin/ (docs/editing.md, docs/decisions/cms.md): copies cms/ and the Decap CMS
// bundle of the pinned npm package (node_modules/decap-cms, never a CDN) into out/admin/, after the site's
// post-build steps, so none of the site's steps touch it and it touches none of the site's pages.
//  - the bundle and the chunks it loads on demand go into a folder named after the package version
//    (admin/decap-cms-3.16.3/): a new version is a new URL;
//  - index.html gets its own Content-Security-Policy (adminPolicy below): Decap compiles its config schema
//    with `new Function` (ajv), so this page alone allows 'unsafe-eval'; the site's pages never do;
//  - `noindex` meta, and app/robots.ts disallows /admin/; the sitemap lists routes from content/ only;
//  - the body editor's preview gets site-data.json (the company's values and the icons, rendered by the site's
//    own components; the page ids a heading's address may not take, docs/markdown-pipeline.md) and js-yaml.js (gray-matter's parser, for the articles' file format): docs/decisions/cms-rich-text.md.
// `npm run cms` (scripts/dev/cms.mjs) serves the same files from memory. check-build verifies the isolation.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import matter from "gray-matter";
import { tsImport } from "tsx/esm/api";
import { cardPreviewParts } from "../lib/card-preview-parts.mjs";
import { cmsHostRules, cmsOrigins, withCmsHostRules } from "../lib/cms-origin.mjs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

const root = resolve(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);
/**
 * The site's TypeScript read afresh on each call (tsx in a new namespace): `npm run cms` rebuilds /admin/ on each
 * reload, and reads the content's mistakes afresh on each request (scripts/dev/cms.mjs).
 */
export const fresh = (file) => tsImport(pathToFileURL(join(root, file)).href, import.meta.url);

/**
 * The Decap CMS package's version and files (the pinned devDependency): decap-cms.js, the chunks it loads on
 * demand (<n>.decap-cms.js, found beside the script), its WebAssembly and licence; no source maps.
 */
export function decapBundle() {
  const pkgFile = require.resolve("decap-cms/package.json");
  const { version } = JSON.parse(readFileSync(pkgFile, "utf8"));
  const dist = join(dirname(pkgFile), "dist");
  if (!existsSync(join(dist, "decap-cms.js")))
    throw new Error(`build-admin: ${dist}/decap-cms.js is missing (is decap-cms installed?)`);
  const files = readdirSync(dist).filter((f) =>
    /^(\d+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(f),
  );
  return { version, dist, files, folder: `decap-cms-${version}` };
}

/**
 * decap-server's port on this computer (`npm run cms`; CMS_BACKEND_PORT moves it), written into config.json's
 * `local_backend`. A test starts its own on a free port and tells the CMS (cms/admin.js, `cms-backend-port`).
 */
export const CMS_BACKEND_PORT = Number(process.env.CMS_BACKEND_PORT ?? 8081);

/** Where the CMS may connect: GitHub's API (production) and decap-server on this computer, on any port. */
export const LOCAL_BACKEND = ["http://localhost:*", "http://127.0.0.1:*"];

/**
 * The admin page's policy: stricter than nothing, looser than the site's (unsafe-eval, GitHub's API). `local`:
 * with decap-server on this computer (the page's own <meta>, which `npm run cms`, `npm start` and the tests use);
 * the production hosts' header for /admin/ is the policy without it (both are enforced, so a deployed CMS never
 * reaches localhost: scripts/lib/security-headers.mjs, public/.htaccess, deploy/nginx).
 */
export function adminPolicy({ local = true } = {}) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    // Decap's styles are injected at run time (emotion): no hashes possible.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self'",
    // blob: the CMS reads an uploaded file back from its object URL before saving it.
    ["connect-src 'self' blob: data: https://api.github.com", ...(local ? LOCAL_BACKEND : [])].join(" "),
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "media-src 'self' blob:",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * cms/config.yml as the CMS reads it (/admin/config.json): its anchors and `<<` merges resolved, so
 * what the CMS sees does not depend on its YAML parser's options, and each field filled in from the build's
 * schemas (lib/cms-config.ts: widgets, required, options). Parsed with js-yaml (through gray-matter).
 */
export async function resolvedConfig(text) {
  // cms_url (the CMS's own origin) is the build's (scripts/lib/cms-origin.mjs), not a Decap setting.
  const data = matter(`---\n${text}\n---\n`).data;
  delete data.cms_url;
  if (!Array.isArray(data.collections)) throw new Error("build-admin: cms/config.yml has no collections");
  // The schemas are TypeScript with "@/" imports, read afresh each time (`npm run cms` reloads).
  const { cmsConfig } = await fresh("lib/cms-config.ts");
  const config = cmsConfig(data);
  if (config.local_backend === true)
    config.local_backend = { url: `http://localhost:${CMS_BACKEND_PORT}/api/v1` };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * What the body editor's preview shows for the site's blocks (cms/editor-components.js), rendered by the site's
 * own components: each company value (`<CompanyName />`, `<Email />`…) per edition (components/mdx/site-values.tsx
 * on the edition's copy, content/dictionary.ts), and each icon a Figure may draw (components/ui/icon.tsx).
 * Rendered afresh each time (`npm run cms` reloads).
 */
export async function siteData(uploads) {
  const { siteValues } = await fresh("components/mdx/site-values.tsx");
  const { copy } = await fresh("content/dictionary.ts");
  const { Icon } = await fresh("components/ui/icon.tsx");
  const { iconNames } = await fresh("content/icons.ts");
  const render = (component, props = {}) => renderToStaticMarkup(createElement(component, props));
  const values = Object.fromEntries(
    ["en", "ar"].map((locale) => {
      const components = siteValues(copy(locale), locale);
      return [locale, Object.fromEntries(Object.entries(components).map(([id, c]) => [id, render(c)]))];
    }),
  );
  const icons = Object.fromEntries(iconNames.map((name) => [name, render(Icon, { name })]));
  // The build's limits on a source image, enforced at upload too (cms/upload-guard.js).
  const { imageLimits } = await fresh("lib/images.ts");
  return { values, iconNames: [...iconNames], icons, uploads, imageLimits, anchors: await headingAnchors() };
}

/** The build's messages (content/editor-messages.json) in both languages, without their "(line {line})". */
function messagesWithoutLine(...keys) {
  const messages = JSON.parse(readFileSync(join(root, "content/editor-messages.json"), "utf8"));
  const withoutLine = (text) => text.replace(/\s*[(（][^()]*\{line\}[^()]*[)）]\s*$/, "");
  return Object.fromEntries(
    keys.map((key) => [key, { en: withoutLine(messages.en[key]), ar: withoutLine(messages.ar[key]) }]),
  );
}

/**
 * What the body editor's "+" → Heading address refuses (cms/editor-components.js `headingAddress`), as the build
 * refuses it (lib/mdx/safety.ts): the ids of the page around a body of each kind (lib/page-ids.ts), and the
 * build's messages for an address that is one of them or holds nothing of the anchor's alphabet.
 */
export async function headingAnchors() {
  const { PAGE_IDS } = await fresh("lib/page-ids.ts");
  const reserved = Object.fromEntries(Object.entries(PAGE_IDS).map(([kind, ids]) => [kind, [...ids]]));
  return { reserved, refusals: messagesWithoutLine("anchorMark", "anchorReserved") };
}

/**
 * The site's pages the body editor's link button offers (cms/link-picker.js), per edition: each path as a link
 * writes it (with its trailing slash, the site's `trailingSlash`) and its title, in the edition's language, from
 * the site's own route list (lib/content.ts localizedRoutes). The blog's numbered list pages are left out.
 * With them the build's own refusal of a link that is not a web address (content/editor-messages.json "link",
 * without its line number), in both languages.
 */
export async function linkPages() {
  const { localizedRoutes } = await fresh("lib/content.ts");
  const slash = (path) => (path.endsWith("/") ? path : `${path}/`);
  const each = (of) => Object.fromEntries(["en", "ar"].map((locale) => [locale, of(locale)]));
  return {
    pages: each((locale) =>
      localizedRoutes(locale)
        .filter((r) => !/\/blogs\/page\/\d+$/.test(r.path))
        .map((r) => ({ path: slash(r.path), title: r.heading ?? r.title })),
    ),
    refusal: messagesWithoutLine("link").link,
  };
}

/** js-yaml as the build reads front matter with it (gray-matter's own copy): the CMS reads the files the same way. */
function jsYamlBundle() {
  const fromGrayMatter = createRequire(require.resolve("gray-matter"));
  return readFileSync(fromGrayMatter.resolve("js-yaml/dist/js-yaml.min.js"));
}

/** The fonts the editor and the preview use: the site's own subsets (app/fonts). */
const FONTS = ["inter-latin-wght.woff2", "ibm-plex-sans-arabic-400.woff2", "ibm-plex-sans-arabic-700.woff2"];

/** Every file of /admin/: path under admin/ → contents. */
export async function adminFiles() {
  const cms = join(root, "cms");
  const bundle = decapBundle();
  const index = readFileSync(join(cms, "index.html"), "utf8")
    .replace('<script src="decap-cms.js"></script>', `<script src="${bundle.folder}/decap-cms.js"></script>`)
    .replace(
      '<meta charset="utf-8" />',
      `<meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="${adminPolicy()}" />`,
    );
  if (!index.includes(bundle.folder) || !index.includes("Content-Security-Policy"))
    throw new Error(
      "build-admin: cms/index.html is not in the expected shape (decap-cms.js script, charset meta)",
    );
  const config = await resolvedConfig(readFileSync(join(cms, "config.yml"), "utf8"));
  // Where uploads go (media_folder) and the address they get (public_folder), from the served config.
  const { media_folder, public_folder } = JSON.parse(config);
  const files = new Map([
    ["index.html", index],
    // JSON, not .yml: the web servers refuse .yml files in the web root; cms/admin.js hands it to Decap.
    ["config.json", config],
    ["card-previews.json", JSON.stringify(await cardPreviewParts(root))],
    ["js-yaml.js", /** @type {string | Buffer} */ (jsYamlBundle())],
    ["link-pages.json", `${JSON.stringify(await linkPages())}\n`],
    ["site-data.json", `${JSON.stringify(await siteData({ media_folder, public_folder }))}\n`],
  ]);
  // The CMS page's scripts and styles, as written.
  for (const name of readdirSync(cms).filter((f) => /\.(js|css)$/.test(f)))
    files.set(name, readFileSync(join(cms, name)));
  for (const f of bundle.files) files.set(`${bundle.folder}/${f}`, readFileSync(join(bundle.dist, f)));
  for (const font of FONTS) files.set(`fonts/${font}`, readFileSync(join(root, "app", "fonts", font)));
  return files;
}

/** Writes out/admin/ (or `out`/admin/) afresh. */
export async function buildAdmin(out = resolve(process.env.OUT_DIR ?? join(root, "out"))) {
  const dir = join(out, "admin");
  rmSync(dir, { recursive: true, force: true });
  const files = await adminFiles();
  for (const [name, body] of files) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  console.log(`build-admin: /admin/ with Decap CMS ${decapBundle().version} (${files.size} files)`);
  // The content manager's own host (scripts/lib/cms-origin.mjs): its rules in the copied .htaccess.
  const htaccess = join(out, ".htaccess");
  if (existsSync(htaccess)) {
    const origins = cmsOrigins(root);
    writeFileSync(htaccess, withCmsHostRules(readFileSync(htaccess, "utf8"), origins));
    const rules = cmsHostRules(origins);
    console.log(
      rules
        ? `build-admin: /admin/ redirects to ${origins.cms} (out/.htaccess)`
        : `build-admin: /admin/ served on the site's host (cms_url ${origins.cms ?? "unset"}: a placeholder or the site's origin)`,
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) buildAdmin();
