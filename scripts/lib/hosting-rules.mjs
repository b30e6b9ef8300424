// The hosting rules, written once (issue 51): what answers 404, which paths are private, the security headers
// and the header CSP by kind of response, caching, MIME types and the forms' body limit. Plain data (JSON-safe), so the forms made
// from it agree by construction:
// - scripts/build/hosting-rules.mjs writes them into the marked regions ("hosting-rules:begin <name>") of
//   public/.htaccess (Apache; next build copies it to out/.htaccess), public/.user.ini, public/_headers (CDNs),
//   the nginx snippets under deploy/nginx/, the Apache site configs under deploy/apache/, and scripts/serve/hosting-rules.json for the PHP preview (scripts/serve/router.php,
//   headers included); `--check` (and tests/hosting/rules.test.mjs) fails when one is stale;
// - scripts/lib/static-server.mjs (the Node preview and the audit) reads this module directly.
// Change a rule here, run `node scripts/build/hosting-rules.mjs`, commit the regenerated files.

/** @typedef {{ [name: string]: string }} HeaderSet */

export const hostingRules = {
  /** The security headers every response carries (the CSP by kind, below). */
  headers: {
    // includeSubDomains: the CMS's own host and any other name under the domain are HTTPS-only too.
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "X-Permitted-Cross-Domain-Policies": "none",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), usb=(), xr-spatial-tracking=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  },
  /**
   * The header Content-Security-Policy by what the response is (issue 46; scripts/lib/security-headers.mjs
   * explains each): `extensions` name the kind's files; a page is also a folder or an extensionless route.
   * Anything else is a "file".
   */
  csp: {
    common: "frame-ancestors 'none'; form-action 'self'; base-uri 'self'; object-src 'none'",
    file: { sources: "default-src 'none'; sandbox" },
    page: {
      sources:
        "default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
      extensions: ["html", "htm", "php"],
    },
    script: {
      sources: "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'",
      extensions: ["js", "mjs"],
    },
    /** Hosts that match paths, not types (_headers): these folders hold files only and get the file policy. */
    fileFolders: ["/images/", "/icons/", "/_next/static/media/"],
  },
  /** /admin/ (the content manager): its own CSP (scripts/build/build-admin.mjs adminPolicy) and these overrides. */
  admin: {
    path: "^/admin(/|$)",
    headers: { "Cross-Origin-Opener-Policy": "same-origin-allow-popups" },
    /**
     * The CMS's GitHub sign-in script (nginx: its own location) sends its own opener policy, CSP and caching;
     * the server adds `signInHeaders`.
     */
    signIn: "/assets/phpscripts/cms-auth.php",
    signInHeaders: ["Strict-Transport-Security", "Cross-Origin-Resource-Policy", "Permissions-Policy"],
    /** Besides the sign-in, the scripts whose own CSP Apache keeps: the staff desk (no script at all). */
    ownCsp: ["/assets/phpscripts/desk.php"],
  },
  /** Paths never served (404; Apache: 403 with the 404 page), even if uploaded into the web root. */
  private: {
    /** Dot-files and dot-folders, .well-known excepted (a regular expression on the path). */
    dotFiles: "(^|/)\\.(?!well-known/)",
    /** Any path through one of these folders (case-insensitive). */
    folders: ["storage", "lib", "vendor", "node_modules", "private"],
    /** Files ending so (case-insensitive). */
    extensions: [
      ...["md", "markdown", "ini", "conf", "config", "cfg", "env", "log", "sql", "sqlite", "db"],
      ...["bak", "old", "orig", "swp", "dist", "sh", "yml", "yaml", "toml", "lock", "inc", "phps"],
      ...["phar", "jsonl", "csv"],
    ],
    suffixes: ["~"],
    names: ["_headers", "composer.json", "package.json", "package-lock.json", "tsconfig.json"],
  },
  /** The 404 pages, and their own URLs, which answer 404 like any unknown path. */
  notFound: {
    page: "/404.html",
    arabicPage: "/ar/404/index.html",
    arabicPath: "^/ar(/|$)",
    /** /<name>, /<name>.html, /<name>/, /<name>/index.html answer 404 (Arabic: /ar/<name>…). */
    names: ["404", "_not-found"],
    arabicNames: ["404"],
  },
  cache: {
    /** Content-hashed build output. */
    immutable: { path: "/_next/static/", value: "public, max-age=31536000, immutable" },
    /** HTML and the RSC payloads: revalidated on every visit, so a deploy is seen at once. */
    revalidate: {
      value: "public, max-age=0, must-revalidate",
      extensions: ["html", "txt", "xml", "webmanifest"],
    },
    /** Anything else that keeps its name across deploys (images, fonts outside _next/static). */
    other: "public, max-age=86400",
    /** nginx sends `other` for these only (its other files revalidate). */
    otherExtensions: ["svg", "png", "jpg", "jpeg", "gif", "webp", "avif", "ico", "woff", "woff2"],
    /** The form scripts' answers. */
    php: "no-store",
  },
  /** MIME types by extension; `charset` ones are sent with "; charset=utf-8". */
  mime: {
    types: {
      html: "text/html",
      js: "text/javascript",
      mjs: "text/javascript",
      css: "text/css",
      json: "application/json",
      txt: "text/plain",
      xml: "application/xml",
      webmanifest: "application/manifest+json",
      svg: "image/svg+xml",
      png: "image/png",
      ico: "image/x-icon",
      webp: "image/webp",
      avif: "image/avif",
      woff2: "font/woff2",
    },
    charset: ["html", "css", "js", "txt", "svg", "xml", "webmanifest"],
    /** The types Apache's own list may lack or get wrong (AddType in .htaccess). */
    apache: ["js", "mjs", "svg", "woff2", "webmanifest"],
    /** The types sent compressed to a client that accepts it (nginx compresses text/html by itself). */
    compressed: [
      "text/html",
      "text/plain",
      "text/css",
      "text/javascript",
      "application/javascript",
      "application/json",
      "application/manifest+json",
      "application/xml",
      "text/xml",
      "image/svg+xml",
    ],
  },
  /**
   * The form scripts: bodies larger than the forms ever send (128 KB fits a 5,000-character Arabic message,
   * about 60 KB urlencoded) get the site's 413 page before upload; PHP's post_max_size is the same
   * (FORMS_MAX_BODY's default in lib/config.php too).
   */
  forms: { path: "/assets/phpscripts/", maxBody: 131072 },
  /**
   * The site's short page for a too-large post (scripts/build/error-pages.mjs): Arabic under /ar/, for a post from an
   * Arabic page (the Referer) and with `arabicQuery` (the Arabic forms' action).
   */
  tooLarge: {
    page: "/413.html",
    arabicPage: "/ar/413.html",
    arabicReferer: "^https?://[^/]+/ar(/|[?]|$)",
    arabicQuery: "lang=ar",
  },
};

/** Text as a regular expression matching it literally (also cms-origin.mjs's host names). */
export const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SUFFIX = "(\\.html|/|/index\\.html)?";

/** Derived patterns, the same for every form (each form adds only its own syntax). */
export function patterns(rules = hostingRules) {
  const { private: p, notFound: nf, csp } = rules;
  const ext = (list) => list.join("|");
  return {
    privateFolders: `(^|/)(${p.folders.join("|")})(/|$)`,
    /** A private file name, after a "/" (nginx) or at the start of the file name (Apache: `^`). */
    privateFile: (start) =>
      `(\\.(${ext(p.extensions)})|${p.suffixes.map(escapeRe).join("|")}|${start}(${p.names.map(escapeRe).join("|")}))$`,
    notFoundArabic: `^/ar/(${nf.arabicNames.map(escapeRe).join("|")})${SUFFIX}$`,
    notFoundOther: `^/(${nf.names.map(escapeRe).join("|")})${SUFFIX}$`,
    pageExtensions: `\\.(${ext(csp.page.extensions)})`,
    scriptExtensions: `\\.(${ext(csp.script.extensions)})`,
    revalidateExtensions: `\\.(${ext(rules.cache.revalidate.extensions)})$`,
  };
}

/** The header CSP of each kind, whole. */
export function cspOf(kind, rules = hostingRules) {
  return `${rules.csp[kind].sources}; ${rules.csp.common}`;
}

/** What a URL path's response is, for its CSP: "page", "script" or "file" (as nginx decides it by address). */
export function kindOf(path, rules = hostingRules) {
  const p = patterns(rules);
  if (new RegExp(`\\.(${rules.csp.script.extensions.join("|")})$`).test(path)) return "script";
  if (new RegExp(`(/|/[^./]+|${p.pageExtensions})$`).test(path)) return "page";
  return "file";
}

/** Whether a URL path is private (never served). */
export function isPrivate(path, rules = hostingRules) {
  const p = patterns(rules);
  return (
    new RegExp(rules.private.dotFiles).test(path) ||
    new RegExp(p.privateFolders, "i").test(path) ||
    new RegExp(p.privateFile("/"), "i").test(path)
  );
}

/** Whether a URL path is one of the 404 pages' own URLs. */
export function isNotFoundPage(path, rules = hostingRules) {
  const p = patterns(rules);
  return new RegExp(p.notFoundArabic).test(path) || new RegExp(p.notFoundOther).test(path);
}

/** The Content-Type of a file name by its extension (application/octet-stream when unknown). */
export function mimeOf(name, rules = hostingRules) {
  const ext = /\.([^./]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";
  const type = rules.mime.types[ext];
  if (!type) return "application/octet-stream";
  return rules.mime.charset.includes(ext) ? `${type}; charset=utf-8` : type;
}
