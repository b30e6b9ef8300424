// Writes the hosting rules (scripts/lib/hosting-rules.mjs) into the forms each server reads (issue 51): the
// marked regions of public/.htaccess, public/.user.ini, public/_headers, deploy/nginx/*.conf and
// deploy/apache/*.conf, and scripts/serve/hosting-rules.json (the PHP preview's copy). Everything outside a region is left as it is.
//   node scripts/build/hosting-rules.mjs          rewrite the files
//   node scripts/build/hosting-rules.mjs --check  fail, naming them, if a file is not what the table makes
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { cspOf, hostingRules, patterns } from "../lib/hosting-rules.mjs";

const root = resolve(import.meta.dirname, "../..");

/** The admin page's header policy (scripts/build/build-admin.mjs adminPolicy without the local backend), and that. */
async function adminDefaults() {
  const { adminPolicy, LOCAL_BACKEND } = await import("./build-admin.mjs");
  return [`${adminPolicy({ local: false })}; frame-ancestors 'none'`, LOCAL_BACKEND.join(" ")];
}

const unslash = (re) => re.replace(/^\^\//, "^");

/**
 * { file: { region: lines[] } | string } for a table; `adminCsp` is /admin/'s header policy, `localBackend` the
 * sources the PHP preview adds to it (decap-server on this computer).
 */
export function renderForms(rules, adminCsp, localBackend) {
  const p = patterns(rules);
  const { headers, cache, notFound: nf } = rules;
  const header = Object.entries(headers);
  const adminHeaders = header.map(([n, v]) => [n, rules.admin.headers[n] ?? v]);

  const apacheTypes = new Map();
  for (const ext of rules.mime.apache) {
    const type = rules.mime.types[ext];
    apacheTypes.set(type, [...(apacheTypes.get(type) ?? []), `.${ext}`]);
  }

  const { path: formsPath, maxBody } = rules.forms;
  const big = rules.tooLarge;
  const kb = maxBody / 1024;
  const bodyLimit = {
    "body-limit": [`<Location ${formsPath}>`, `    LimitRequestBody ${maxBody}`, "</Location>"],
  };

  const denied = (open, close) => [open, "  Require all denied", close];
  const htaccess = {
    "too-large": [
      `RewriteCond %{REQUEST_URI} ^${formsPath}`,
      "RewriteCond %{HTTP:Content-Length} ^[0-9]{1,15}$",
      `RewriteCond expr "%{HTTP:Content-Length} -gt ${maxBody}"`,
      "RewriteRule ^ - [R=413,L]",
    ],
    "too-large-page": [
      `ErrorDocument 413 ${big.page}`,
      `<If "%{REQUEST_URI} =~ m#${nf.arabicPath}# || %{HTTP_REFERER} =~ m#${big.arabicReferer}# || %{QUERY_STRING} =~ m#(^|&)${big.arabicQuery}(&|$)#">`,
      `    ErrorDocument 413 ${big.arabicPage}`,
      "</If>",
    ],
    "body-limit": [`<If "%{REQUEST_URI} =~ m#^${formsPath}#">`, `  LimitRequestBody ${maxBody}`, "</If>"],
    "post-max-size": [`php_value post_max_size ${kb}K`],
    "not-found": [
      "RewriteCond %{ENV:REDIRECT_STATUS} ^$",
      `RewriteRule ${unslash(p.notFoundArabic)} - [R=404,L]`,
      "RewriteCond %{ENV:REDIRECT_STATUS} ^$",
      `RewriteRule ${unslash(p.notFoundOther)} - [R=404,L]`,
    ],
    "error-documents": [
      `ErrorDocument 404 ${nf.page}`,
      `ErrorDocument 403 ${nf.page}`,
      "# The Arabic edition has its own 404 page.",
      `<If "%{REQUEST_URI} =~ m#${nf.arabicPath}#">`,
      `    ErrorDocument 404 ${nf.arabicPage}`,
      `    ErrorDocument 403 ${nf.arabicPage}`,
      "</If>",
    ],
    private: [
      ...denied(`<If "%{REQUEST_URI} =~ m#${rules.private.dotFiles}#">`, "</If>"),
      ...denied(`<If "%{REQUEST_URI} =~ m#${p.privateFolders}#i">`, "</If>"),
      ...denied(`<FilesMatch "(?i)${p.privateFile("^")}">`, "</FilesMatch>"),
    ],
    headers: [
      ...header.map(([n, v]) => `Header always set ${n} "${v}"`),
      `Header always set Content-Security-Policy "${cspOf("file", rules)}"`,
      `<FilesMatch "(^$|${p.pageExtensions}$)">`,
      `  Header always set Content-Security-Policy "${cspOf("page", rules)}"`,
      "</FilesMatch>",
      `<FilesMatch "${p.scriptExtensions}$">`,
      `  Header always set Content-Security-Policy "${cspOf("script", rules)}"`,
      "</FilesMatch>",
    ],
    admin: [
      `<If "%{REQUEST_URI} =~ m#${rules.admin.path}#">`,
      ...Object.entries(rules.admin.headers).map(([n, v]) => `  Header always set ${n} "${v}"`),
      `  Header always set Content-Security-Policy "${adminCsp}"`,
      "</If>",
    ],
    cache: [
      `Header set Cache-Control "${cache.other}"`,
      `<If "%{REQUEST_URI} =~ m#^${cache.immutable.path}#">`,
      `  Header set Cache-Control "${cache.immutable.value}"`,
      "</If>",
      `<FilesMatch "${p.revalidateExtensions}">`,
      `  Header set Cache-Control "${cache.revalidate.value}"`,
      "</FilesMatch>",
    ],
    "sign-in": [
      `<If "%{REQUEST_URI} == '${rules.admin.signIn}'">`,
      '  Header always set Cross-Origin-Opener-Policy "unsafe-none"',
      "</If>",
    ],
    "own-csp": [
      `Header unset Content-Security-Policy "expr=${[rules.admin.signIn, ...rules.admin.ownCsp].map((s) => `%{REQUEST_URI} != '${s}'`).join(" && ")}"`,
    ],
    php: [
      `Header set Cache-Control "${cache.php}"`,
      "# A script may send its own copy of a security header; keep only the one above.",
      ...header.map(([n]) => `Header unset ${n}`),
    ],
    types: [
      `AddCharset utf-8 ${rules.mime.charset.map((e) => `.${e}`).join(" ")}`,
      ...[...apacheTypes].map(([type, exts]) => `AddType ${type} ${exts.join(" ")}`),
    ],
    compression: [`AddOutputFilterByType DEFLATE ${rules.mime.compressed.join(" ")}`],
  };

  const cdn = {
    headers: [
      "/*",
      ...header.map(([n, v]) => `  ${n}: ${v}`),
      `  Content-Security-Policy: ${cspOf("page", rules)}`,
      "",
      `${cache.immutable.path}*`,
      `  Cache-Control: ${cache.immutable.value}`,
      "",
      "# Files that are not pages: these hosts match paths, not types, and send every matching rule's value, so",
      "# these folders get the file policy as a second policy (both enforced: nothing runs, sandboxed).",
      ...rules.csp.fileFolders.flatMap((folder, i) => [
        ...(i ? [""] : []),
        `${folder}*`,
        `  Content-Security-Policy: ${cspOf("file", rules)}`,
      ]),
    ],
  };

  const snippet = { headers: header.map(([n, v]) => `add_header ${n} "${v}" always;`) };

  const include = "include snippets/makkah-tech-security-headers.conf;";
  const errorPage = (page, ...extra) => [
    `location = ${page} {`,
    "    internal;",
    `    ${include}`,
    `    add_header Cache-Control "${cache.revalidate.value}";`,
    ...extra,
    "}",
  ];
  const gone = (match) => [`location ${match} {`, "    return 404;", "}"];
  const site = {
    csp: [
      `set $site_csp "${cspOf("file", rules)}";`,
      `if ($uri ~ "(/|/[^./]+|${p.pageExtensions})$") {`,
      `    set $site_csp "${cspOf("page", rules)}";`,
      "}",
      `if ($uri ~ "${p.scriptExtensions}$") {`,
      `    set $site_csp "${cspOf("script", rules)}";`,
      "}",
    ],
    private: [
      ...gone(`~ ${rules.private.dotFiles.replace("(^|/)", "/")}`),
      ...gone(`~* ${p.privateFolders}`),
      ...gone(`~* ${p.privateFile("/")}`),
    ],
    "php-cache": [
      `add_header Cache-Control "${cache.php}" always;`,
      "# A script may send its own copy of a security header or caching; keep only the ones above (as Apache does).",
      "# (A location's fastcgi_hide_header lines replace the server's: X-Powered-By is hidden again here.)",
      ...["X-Powered-By", "Cache-Control", ...header.map(([n]) => n)].map((n) => `fastcgi_hide_header ${n};`),
    ],
    "sign-in-location": [`location = ${rules.admin.signIn} {`],
    "sign-in-headers": rules.admin.signInHeaders.map((n) => `add_header ${n} "${headers[n]}" always;`),
    "not-found": [
      ...errorPage(nf.page),
      ...errorPage(nf.arabicPage, `    error_page 404 ${nf.arabicPage};`),
      `location ~ ${p.notFoundArabic} {`,
      `    error_page 404 ${nf.arabicPage};`,
      "    return 404;",
      "}",
      ...gone(`~ ${p.notFoundOther}`),
    ],
    cache: [
      "# Content-hashed build output: cache for a year.",
      `location ^~ ${cache.immutable.path} {`,
      `    ${include}`,
      `    add_header Cache-Control "${cache.immutable.value}";`,
      "    try_files $uri =404;",
      "}",
      "",
      "# Images and fonts outside _next/static keep their names across deploys: one day.",
      `location ~* \\.(${cache.otherExtensions.join("|")})$ {`,
      `    ${include}`,
      `    add_header Cache-Control "${cache.other}";`,
      "    try_files $uri =404;",
      "}",
    ],
    compression: [`gzip_types ${rules.mime.compressed.filter((t) => t !== "text/html").join(" ")};`],
    "page-cache": [`add_header Cache-Control "${cache.revalidate.value}";`],
    "body-limit": [`client_max_body_size ${kb}k;`, `error_page 413 ${big.page};`],
    "too-large-page": [
      `location = ${big.page} {`,
      `    ${include}`,
      `    add_header Cache-Control "${cache.php}" always;`,
      `    if ($http_referer ~ "${big.arabicReferer}") {`,
      `        rewrite ^ ${big.arabicPage} break;`,
      "    }",
      `    if ($request_uri ~ "[?&]${big.arabicQuery}(&|$)") {`,
      `        rewrite ^ ${big.arabicPage} break;`,
      "    }",
      "}",
    ],
    "php-value": [
      '    fastcgi_param PHP_VALUE "display_errors=Off',
      "display_startup_errors=Off",
      `post_max_size=${kb}K`,
      'max_input_vars=50";',
    ],
    admin: [
      ...adminHeaders.map(([n, v]) => `add_header ${n} "${v}" always;`),
      `add_header Content-Security-Policy "${adminCsp}" always;`,
    ],
    "arabic-404": [`error_page 404 ${nf.arabicPage};`],
  };

  const json = `${JSON.stringify({ ...rules, adminCsp, localBackend, patterns: { ...p, privateFile: p.privateFile("/") } }, null, 2)}\n`;

  return {
    "public/.htaccess": htaccess,
    "public/_headers": cdn,
    "deploy/nginx/security-headers.conf": snippet,
    "deploy/nginx/makkah-tech-site.conf": site,
    "public/.user.ini": { "post-max-size": [`post_max_size = ${kb}K`] },
    "deploy/apache/makkah-tech.conf": bodyLimit,
    "deploy/apache/preview-layout.conf": bodyLimit,
    "deploy/apache/release-layout.conf": bodyLimit,
    "scripts/serve/hosting-rules.json": json,
  };
}

const REGION = /^([ \t]*)([#;]) hosting-rules:begin (\S+)\n[\s\S]*?^[ \t]*\2 hosting-rules:end \3$/gm;

/** `text` with each marked region filled from `regions` (each line indented as its begin marker). */
export function fillRegions(text, regions, name = "file") {
  const seen = new Set();
  const filled = text.replace(REGION, (_, indent, c, region) => {
    const lines = regions[region];
    if (!lines) throw new Error(`${name}: unknown region ${region}`);
    seen.add(region);
    const body = lines.map((l) => (l ? indent + l : l)).join("\n");
    return `${indent}${c} hosting-rules:begin ${region}\n${body}\n${indent}${c} hosting-rules:end ${region}`;
  });
  const missing = Object.keys(regions).filter((r) => !seen.has(r));
  if (missing.length) throw new Error(`${name}: no region ${missing.join(", ")}`);
  return filled;
}

/** Each generated file's path and new content, for the repository at `dir`. */
export async function generate({ dir = root, rules = hostingRules } = {}) {
  const forms = renderForms(rules, ...(await adminDefaults()));
  return Object.entries(forms).map(([file, form]) => ({
    file,
    text: typeof form === "string" ? form : fillRegions(readFileSync(join(dir, file), "utf8"), form, file),
  }));
}

if (process.argv[1] === import.meta.filename) {
  const check = process.argv.includes("--check");
  const stale = [];
  for (const { file, text } of await generate()) {
    if (existsSync(join(root, file)) && readFileSync(join(root, file), "utf8") === text) continue;
    stale.push(file);
    if (!check) writeFileSync(join(root, file), text);
  }
  if (check && stale.length) {
    console.error(`hosting-rules: not what scripts/lib/hosting-rules.mjs makes: ${stale.join(", ")}`);
    console.error("Run `node scripts/build/hosting-rules.mjs` and commit the result.");
    process.exit(1);
  }
  console.log(`hosting-rules: ${stale.length ? `rewrote ${stale.join(", ")}` : "all forms up to date"}`);
}
