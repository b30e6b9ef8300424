#!/usr/bin/env node
// `npm run launch-check`: every placeholder still in the content and configuration, and every production
// form setting still missing, each with the file to change. Exits 1 while anything remains, 0 when the site
// is ready to launch. `--json` prints the list as JSON (tests/unit/launch-check.test.mjs).
//
// A value counts as a placeholder when it looks like one (an `.example` domain, a run of zeros, a bare
// network homepage, a `#` link) or while its name is in the "placeholders" list of its file (the company's
// details in content/data/company.json, its words in content/company.json and content/ar/company.json), or,
// in cms/config.yml, while its line says PLACEHOLDER: replace the value, then delete that name (or that word).
//
// Form settings are read as the PHP handlers read them (public/assets/phpscripts/lib/config.php): environment
// variables first, then the config file `FORMS_CONFIG` (default: forms.config.php in the folder above the web
// root, i.e. beside out/ here). Pass `--forms-config=/path/forms.config.php` to check the production file, and
// `--web-root=DIR` to judge FORMS_STORAGE_DIR against the host's real web root.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { cmsHostProblem, cmsOrigins, isPlaceholder } from "../lib/cms-origin.mjs";
import { listFiles } from "../lib/walk.mjs";
import { listEntries } from "../../content/lists.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const load = (file) => import(pathToFileURL(join(root, file)).href);

const args = process.argv.slice(2);
const asJson = args.includes("--json");
const configArg = args.find((a) => a.startsWith("--forms-config="))?.slice("--forms-config=".length);

/** @type {{ id: string, what: string, value: string, file: string, fix: string }[]} */
const found = [];
const add = (id, what, value, file, fix) => found.push({ id, what, value: String(value), file, fix });

const digits = (s) => String(s).replace(/\D/g, "");
const zeros = (s, n) => new RegExp(`0{${n},}`).test(digits(s));
const exampleDomain = (s) =>
  /(^|[.@/])example(\.[a-z]+)?($|[/:])|\.example\b|\.test\b|\.invalid\b/i.test(String(s));

const COMPANY = "content/data/company.json";
const WORDS = "content/company.json";
const AR_WORDS = "content/ar/company.json";
const { site } = await load("content/site.ts");
const { siteCopy } = await load("content/ar/site.ts");
const { ui } = await load("content/ui.ts");
/** True while `file` still lists `key` (e.g. "registration.cr") under "placeholders". */
const listed = (key, file = COMPANY) =>
  (JSON.parse(readFileSync(join(root, file), "utf8")).placeholders ?? []).includes(key);

// Company identity: the language-free details in content/data/company.json (a value counts as a placeholder
// while its name is under "placeholders" there), the words in content/company.json and its Arabic twin. Their
// formats are content/lists.ts's companySchema's (loading content/site.ts fails on one out of format).
if (exampleDomain(site.url) || listed("url"))
  add("site-url", "Site URL (canonical, sitemap, Open Graph, JSON-LD)", site.url, COMPANY, "url");
if (exampleDomain(site.email) || listed("email"))
  add("email", "Support e-mail", site.email, COMPANY, "email");
if (zeros(site.phone, 6) || listed("phone")) add("phone", "Phone number", site.phone, COMPANY, "phone");
if (
  zeros(site.whatsapp, 6) ||
  !/^9665\d{8}$/.test(site.whatsapp) ||
  digits(site.whatsappDisplay) !== site.whatsapp ||
  listed("whatsapp")
)
  add(
    "whatsapp",
    "WhatsApp number (a Saudi mobile: 9665XXXXXXXX)",
    site.whatsappDisplay,
    COMPANY,
    "whatsapp (digits) and whatsappDisplay",
  );
const reg = site.registration;
if (listed("legalName", WORDS))
  add("legal-name-en", "Registered trade name (English)", reg.legalName, WORDS, "legalName");
if (listed("legalName", AR_WORDS))
  add("legal-name-ar", "Registered trade name (Arabic)", siteCopy.legalName, AR_WORDS, "legalName");
if (zeros(reg.cr, 6) || listed("registration.cr"))
  add("cr", "Commercial registration (CR) number", reg.cr, COMPANY, "registration.cr");
if (zeros(reg.vat, 8) || listed("registration.vat"))
  add("vat", "VAT registration number", reg.vat, COMPANY, "registration.vat");
if (zeros(reg.unifiedNumber, 6) || listed("registration.unifiedNumber"))
  add(
    "unified-number",
    "Unified National Number (10 digits beginning with 7)",
    reg.unifiedNumber,
    COMPANY,
    "registration.unifiedNumber",
  );
if (/0000$/.test(reg.shortAddress) || listed("registration.shortAddress"))
  add("short-address", "National address short code", reg.shortAddress, COMPANY, "registration.shortAddress");
if (listed("address", WORDS))
  add(
    "address-en",
    "Office address (English)",
    `${site.address.street}, ${site.address.city}`,
    WORDS,
    "address",
  );
if (listed("address", AR_WORDS))
  add(
    "address-ar",
    "Office address (Arabic)",
    `${siteCopy.address.street}، ${siteCopy.address.city}`,
    AR_WORDS,
    "address",
  );
for (const s of site.social) {
  const u = URL.canParse(s.href) ? new URL(s.href) : null;
  if (!u || (u.pathname.replace(/\/+$/, "") === "" && !u.search))
    add(
      `social-${s.network}`,
      `${ui.footer.socialNames[s.network]} profile (a bare network homepage)`,
      s.href,
      COMPANY,
      "social",
    );
}

// Portfolio project links: written once for both editions, in each project's file.
{
  const list = listEntries(root, "portfolio");
  const placeholders = list.filter((p) => !p.data.url || p.data.url === "#" || exampleDomain(p.data.url));
  if (placeholders.length)
    add(
      "portfolio-links",
      `Portfolio project links (${placeholders.length} of ${list.length} are "#")`,
      placeholders.map((p) => p.id).join(", "),
      "content/portfolio/",
      "url of each project's file, <id>.json (the content manager: Portfolio projects → Link to the live project)",
    );
}

// Web server configurations shipped in deploy/ (server names, certificates, redirects, preview hosts): every
// .conf that still names example.com outside a comment (the comments say what to replace, and stay).
for (const server of ["apache", "nginx"]) {
  const dir = join(root, "deploy", server);
  for (const path of existsSync(dir) ? listFiles(dir, { suffix: ".conf" }) : []) {
    const file = relative(root, path);
    const lines = readFileSync(path, "utf8")
      .split("\n")
      .filter((l) => !/^\s*#/.test(l) && /\bexample\.com\b/.test(l));
    if (!lines.length) continue;
    // makkah-tech.conf keeps its id (deploy-apache, deploy-nginx); the others add their own part of the name.
    const part = basename(path, ".conf").replace(/^makkah-tech-?/, "");
    add(
      `deploy-${server}${part ? `-${part}` : ""}`,
      "Server name, redirect and certificate paths",
      `example.com (${lines.length} ${lines.length === 1 ? "line" : "lines"})`,
      file,
      "every example.com",
    );
  }
}

// The content manager's configuration (cms/config.yml): the GitHub repository it commits to and the origin
// of the sign-in script, while a line still says PLACEHOLDER or names an example domain.
{
  const file = "cms/config.yml";
  const keys = [
    ...readFileSync(join(root, file), "utf8").matchAll(/^\s*(repo|base_url|site_url|cms_url):\s*(\S+).*$/gm),
  ].filter((m) => /#\s*PLACEHOLDER/.test(m[0]) || exampleDomain(m[2]));
  if (keys.length)
    add(
      "cms-config",
      "Content manager: the company's GitHub repository, the site's origin and the CMS's own (cms_url)",
      keys.map(([, k, v]) => `${k}: ${v}`).join(", "),
      file,
      keys.map(([, k]) => k).join(", "),
    );
}

// The content manager on a host of its own (scripts/lib/cms-origin.mjs): cms_url is never the site's origin.
const cmsHost = (allowedOrigin) =>
  cmsHostProblem(cmsOrigins(root), {
    siteUrl: JSON.parse(readFileSync(join(root, COMPANY), "utf8")).url ?? "",
    allowedOrigin,
  });
const ownHost = cmsHost("");
if (ownHost)
  add("cms-own-host", "Content manager on a host of its own", ownHost, "cms/config.yml", "cms_url");

// Production form settings (as lib/config.php reads them).
const configFile = configArg ?? process.env.FORMS_CONFIG ?? join(root, "forms.config.php");
let fromFile = {};
if (existsSync(configFile)) {
  const php = spawnSync(
    "php",
    ["-n", "-r", '$c = include getenv("LC_FILE"); echo json_encode(is_array($c) ? $c : []);'],
    { env: { ...process.env, LC_FILE: configFile }, encoding: "utf8" },
  );
  if (php.status === 0) fromFile = JSON.parse(php.stdout || "{}");
  else
    for (const m of readFileSync(configFile, "utf8").matchAll(/'((?:FORMS|CMS)_[A-Z_]+)'\s*=>\s*'([^']*)'/g))
      fromFile[m[1]] = m[2];
}
const setting = (key) => process.env[key] ?? (fromFile[key] != null ? String(fromFile[key]) : "");
const configFix = `${configArg ?? process.env.FORMS_CONFIG ?? "forms.config.php"} (outside the web root; docs/forms.md "Configuration")`;
const email = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const secret = setting("FORMS_SECRET");
if (secret.length < 32 || /paste|change|example/i.test(secret))
  add(
    "forms-secret",
    "FORMS_SECRET (32+ random characters: openssl rand -hex 32)",
    secret ? "too short" : "unset",
    configFix,
    "FORMS_SECRET",
  );
for (const key of ["FORMS_MAIL_TO", "FORMS_MAIL_FROM"]) {
  const v = setting(key);
  if (!email.test(v) || exampleDomain(v))
    add(
      key.toLowerCase().replace(/_/g, "-"),
      `${key} (an address of the company's domain)`,
      v || "unset (defaults to @makkahtech.example)",
      configFix,
      key,
    );
}
const storage = setting("FORMS_STORAGE_DIR");
// Inside the web root: under --web-root=DIR when given; else under a folder that serves files beside the config
// (the handlers read it from the web root's parent: P/current, P/releases, P/previews, out/, public_html/ ...) or
// under Debian's /var/www/html. A "www" elsewhere in the path is only a name (/var/www/makkah-tech/storage is fine).
const webRootArg = args.find((a) => a.startsWith("--web-root="))?.slice("--web-root=".length);
const served = ["current", "releases", "previews", "out", "public_html", "htdocs", "public", "html"];
const webRoots = webRootArg
  ? [resolve(webRootArg)]
  : [...served.map((name) => join(dirname(resolve(configFile)), name)), "/var/www/html"];
const under = (dir, path) => path === dir || path.startsWith(`${dir}/`);
const storageInWebRoot = (path) =>
  webRoots.some((dir) => under(dir, path)) ||
  (!webRootArg && /(^|\/)(public_html|htdocs|out|public|current|releases|previews)(\/|$)/.test(path));
if (!isAbsolute(storage) || storageInWebRoot(resolve(storage)))
  add(
    "forms-storage",
    "FORMS_STORAGE_DIR (an absolute path outside the web root)",
    storage || "unset",
    configFix,
    "FORMS_STORAGE_DIR",
  );
// The CMS's GitHub sign-in (cms-auth.php; docs/cms-production.md), in the same config file.
const cmsFix = `${configFix.replace(/docs\/forms\.md "Configuration"/, 'docs/cms-production.md "The settings on the PHP host"')}`;
const clientId = setting("CMS_GITHUB_CLIENT_ID");
const clientSecret = setting("CMS_GITHUB_CLIENT_SECRET");
if (!clientId || clientSecret.length < 8 || /paste|change|example/i.test(clientSecret))
  add(
    "cms-github-client",
    "CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET (the GitHub OAuth app of the CMS sign-in)",
    clientId ? "secret unset" : "unset",
    cmsFix,
    "CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET",
  );
// Two https origins: the sign-in's redirect_uri is FORMS_SCRIPT_ORIGIN + the script's path, never the request's Host.
for (const [id, key, what] of [
  ["cms-allowed-origin", "CMS_ALLOWED_ORIGIN", "the https origin that serves /admin/"],
  [
    "cms-callback",
    "FORMS_SCRIPT_ORIGIN",
    "the https origin of the PHP scripts: the CMS sign-in's callback URL",
  ],
]) {
  const origin = setting(key);
  if (!/^https:\/\/[a-z0-9.-]+(:\d+)?\/?$/i.test(origin) || exampleDomain(origin))
    add(id, `${key} (${what})`, origin || "unset", cmsFix, key);
}

{
  const allowed = setting("CMS_ALLOWED_ORIGIN");
  // While cms_url is a placeholder, the cms-config item above says so; then they must agree.
  const { cms } = cmsOrigins(root);
  const ready = allowed && cms && !isPlaceholder(cms) && !found.some((f) => f.id === "cms-own-host");
  const problem = ready ? cmsHost(allowed) : null;
  if (problem)
    add("cms-own-host", "Content manager on a host of its own", problem, cmsFix, "CMS_ALLOWED_ORIGIN");
}

if (asJson) {
  console.log(JSON.stringify(found, null, 2));
} else if (found.length === 0) {
  console.log("launch-check: no placeholders left, and the form and CMS settings are complete.");
} else {
  console.log(`launch-check: ${found.length} item(s) to fill in before launch:\n`);
  const groups = found.reduce((m, f) => m.set(f.file, [...(m.get(f.file) ?? []), f]), new Map());
  for (const [file, items] of groups) {
    console.log(file);
    for (const f of items) console.log(`  - ${f.what}: ${f.value}  [${f.fix}]`);
  }
  console.log('\nSee docs/deploy.md "Before launch".');
}
process.exit(found.length ? 1 : 0);
