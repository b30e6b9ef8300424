#!/usr/bin/env node
// `npm run check:live -- URL [--production | --preview [--out DIR]] [--browser-pages N | --all]`: the route checks
// the developers run on out/, pointed at a deployed site (production, a preview, a staging address or a loopback
// port). Paths come from URL/sitemap.xml (both editions), or with --preview from the preview's build in out/ (a
// preview's sitemap is empty: its pages are noindex, which --preview requires); each is fetched from URL. Prints one line per failure
// and a summary; exits 1 on any failure. docs/deploy.md#checking-the-live-site lists what it checks.
import { once } from "node:events";
import { isIP } from "node:net";
import { connect as tlsConnect } from "node:tls";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { securityHeaderProblems } from "../lib/security-headers.mjs";
import { attributesOf, firstText, parseHtml } from "../lib/html.mjs";
import { sendRequest } from "../lib/http-request.mjs";
import { runMain } from "../lib/run-main.mjs";
import { sitemapEntries } from "../lib/sitemap.mjs";
import { join } from "node:path";
import { readSite, references } from "./checks/site.mjs";

const MIN_CERT_DAYS = 14;
const DEFAULT_BROWSER_PAGES = 12;
const OVERSIZE_BYTES = 200 * 1024; // above the forms' 128 KB limit, well below any server's hard cap

/** What the checks need of a page's HTML. */
function readPage(html) {
  const page = parseHtml(html);
  const htmlTag = attributesOf(page, "html")[0] ?? {};
  const links = attributesOf(page, "link");
  const metas = attributesOf(page, "meta");
  const rels = (a) => (a.rel ?? "").toLowerCase().split(/\s+/);
  return {
    lang: htmlTag.lang,
    dir: htmlTag.dir,
    canonical: links.find((a) => rels(a).includes("canonical"))?.href,
    alternates: links
      .filter((a) => rels(a).includes("alternate") && a.hreflang && a.href)
      .map((a) => ({ hreflang: a.hreflang, href: a.href })),
    cspMeta: metas.find((a) => (a["http-equiv"] ?? "").toLowerCase() === "content-security-policy")?.content,
    robots: metas.find((a) => (a.name ?? "").toLowerCase() === "robots")?.content,
    h1: firstText(page, "h1"),
    formActions: attributesOf(page, "form")
      .filter((a) => (a.method ?? "get").toLowerCase() === "post" && a.action)
      .map((a) => a.action),
    links: attributesOf(page, "a")
      .map((a) => a.href)
      .filter(Boolean),
  };
}

/**
 * Subresources loaded over plain http (what a browser blocks or flags on an https page): what check-build reads as
 * loaded (scripts/check/checks/site.mjs; a <meta>'s URL is only named, never fetched) and any CSS url().
 */
const insecureSubresources = (html) => [
  ...references(parseHtml(html), html)
    .refs.filter(({ name, url, loads }) => loads && name !== "meta" && /^http:\/\//i.test(url))
    .map(({ name, url }) => `<${name}> ${url}`),
  ...Array.from(html.matchAll(/url\(\s*['"]?(http:\/\/[^'")\s]+)/gi), (m) => `CSS url() ${m[1]}`),
];

/**
 * What is wrong with the certificate URL's host presents (untrusted, or fewer than MIN_CERT_DAYS left), or null.
 * The connection verifies it (`ca`: extra trust).
 * @param {string} url @param {{ ca?: string | Buffer }} [options]
 */
export async function certificateProblem(url, { ca } = {}) {
  const u = new URL(url);
  const host = u.hostname.replace(/^\[|\]$/g, "");
  try {
    // SNI takes names only (RFC 6066), never an IP address.
    const servername = isIP(host) ? undefined : host;
    const socket = tlsConnect({ host, port: Number(u.port || 443), servername, ca });
    socket.setTimeout(15_000, () => socket.destroy(new Error("no TLS handshake in 15 s")));
    await once(socket, "secureConnect");
    const days = (Date.parse(socket.getPeerCertificate().valid_to) - Date.now()) / 86_400_000;
    socket.end();
    return days < MIN_CERT_DAYS
      ? `expires in ${Math.floor(days)} days (renew before ${MIN_CERT_DAYS})`
      : null;
  } catch (err) {
    return `no trusted TLS connection: ${err.message}`;
  }
}

/**
 * Runs every check against `base`; returns { failures, warnings, pages }. `entries`: a preview's pages from its
 * build, else null (the sitemap's).
 */
async function checkLive(base, { production, preview, entries: fromBuild, browserPages }) {
  const failures = [];
  const warnings = [];
  const pages = new Map(); // key(loc) → { path, page }
  const result = () => ({ failures, warnings, pages: pages.size });
  /** Records a line (FAIL or WARN) and logs it at once, so a long run shows progress. */
  const note = (list, tag) => (where, what) => {
    list.push(`${where}: ${what}`);
    console.log(`${tag} ${where}: ${what}`);
  };
  const fail = note(failures, "FAIL");
  const warn = note(warnings, "WARN");
  const origin = new URL(base).origin;
  const live = (path) => new URL(path, origin).href;
  /**
   * One request, redirects not followed, the body decoded (status, headers, text); null, failing, if none, or if
   * the status is not `expect` (when given; `why` follows the failure).
   * @param {string} where @param {string} url
   * @param {{ expect?: number, why?: string } & Parameters<typeof sendRequest>[1]} [options]
   */
  const get = async (where, url, { expect = 0, why = "", ...options } = {}) => {
    let res;
    try {
      res = await sendRequest(new URL(url), {
        ...options,
        headers: { "accept-encoding": "gzip, deflate, br", "user-agent": "check-live", ...options.headers },
      });
    } catch (err) {
      fail(where, `no answer (${err.message})`);
      return null;
    }
    if (!expect || res.status === expect) return res;
    const to = res.headers.location ? ` → ${res.headers.location}` : "";
    fail(where, `answered ${res.status}${to}, not ${expect}${why}`);
    return null;
  };

  // The sitemap (or, for a preview, its build): the pages, and the address the site was built for. A preview's
  // sitemap is empty, but it is fetched all the same: its headers are checked below like any file's.
  let entries = fromBuild ?? [];
  const sitemapRes = await get("/sitemap.xml", live("/sitemap.xml"));
  if (!sitemapRes) return result();
  try {
    if (!fromBuild && sitemapRes.status === 200)
      entries = sitemapEntries(sitemapRes.text).filter((e) => e.loc);
  } catch (err) {
    fail("/sitemap.xml", err.message);
    return result();
  }
  if (!entries.length) {
    fail("/sitemap.xml", `${sitemapRes.status}, no <url> entries: nothing to check`);
    return result();
  }
  // Files that are not pages (the sitemap, robots.txt, an image the home page shows): their CSP runs and loads
  // nothing, sandboxed (an SVG opened on its own runs no script).
  for (const problem of securityHeaderProblems(sitemapRes.headers, "file")) fail("/sitemap.xml", problem);
  for (const path of ["/robots.txt", "/icons/icon.svg"]) {
    const res = await get(path, live(path), { expect: 200 });
    for (const problem of res ? securityHeaderProblems(res.headers, "file") : []) fail(path, problem);
  }

  const builtFor = new URL(entries[0].loc).origin;
  const builtHost = new URL(builtFor).hostname;
  if (/(^|\.)example$|\.example\.(com|org|net)$/i.test(builtHost) || builtHost === "example.com") {
    const what = `the site was built for the placeholder address ${builtFor}: set the real one (npm run launch-check)`;
    if (production) fail("canonical", what);
    else warn("canonical", what);
  }
  const pathOf = (href) => {
    const u = new URL(href, builtFor);
    return u.pathname + u.search;
  };
  // Keys in one form: absolute URLs decoded, so "%3A" and ":" name the same page.
  const key = (href) => {
    const u = new URL(href, builtFor);
    return `${u.origin}${decodeURIComponent(u.pathname)}${u.search}`;
  };

  // Every page: 200, its language and direction, canonical and hreflang, headers, CSP meta, mixed content.
  const checkPage = async (entry) => {
    const path = pathOf(entry.loc);
    const res = await get(path, live(path), { expect: 200, headers: { accept: "text/html" } });
    if (!res) return;
    if (new URL(entry.loc).origin !== builtFor) fail(path, `sitemap <loc> on another address: ${entry.loc}`);
    const page = readPage(res.text);
    pages.set(key(entry.loc), { path, page });
    const own = entry.alternates.find((a) => key(a.href) === key(entry.loc))?.hreflang;
    const lang = own && own !== "x-default" ? own : path.startsWith("/ar/") || path === "/ar" ? "ar" : "en";
    const dir = /^(ar|fa|he|ur)\b/.test(lang) ? "rtl" : "ltr";
    if (!page.lang?.toLowerCase().startsWith(lang.toLowerCase()))
      fail(path, `<html lang="${page.lang ?? ""}">, expected ${lang}`);
    if ((page.dir ?? "ltr") !== dir) fail(path, `<html dir="${page.dir ?? ""}">, expected ${dir}`);
    if (!page.canonical) fail(path, "no canonical link");
    else if (key(page.canonical) !== key(entry.loc))
      fail(path, `canonical ${page.canonical} is not its sitemap address ${entry.loc}`);
    for (const alt of page.alternates) {
      if (new URL(alt.href, builtFor).origin !== builtFor)
        fail(path, `hreflang ${alt.hreflang} on another address than the site's (${builtFor}): ${alt.href}`);
    }
    for (const problem of securityHeaderProblems(res.headers)) fail(path, problem);
    if (!page.cspMeta || !/script-src 'self'/.test(page.cspMeta))
      fail(path, "no Content-Security-Policy <meta> with script-src 'self' (did the post-build run?)");
    else if (/script-src[^;]*'unsafe-inline'/.test(page.cspMeta))
      fail(path, "CSP allows 'unsafe-inline' scripts");
    const noindex = /noindex/i.test(page.robots ?? "") || /noindex/i.test(res.headers["x-robots-tag"] ?? "");
    if (preview && !noindex) fail(path, "a preview page without noindex (robots meta or X-Robots-Tag)");
    else if (noindex && !preview) (production ? fail : warn)(path, "served noindex (a preview?)");
    for (const item of insecureSubresources(res.text)) fail(path, `mixed content: ${item}`);
  };
  // Six at a time.
  for (let i = 0; i < entries.length; i += 6) await Promise.all(entries.slice(i, i + 6).map(checkPage));

  // hreflang pairs: every alternate names a page that names this one back under this one's language.
  for (const [k, { path, page }] of pages) {
    const mine = page.alternates.find((a) => key(a.href) === k)?.hreflang;
    if (page.alternates.length && !mine) fail(path, "its hreflang links do not include the page itself");
    for (const alt of page.alternates) {
      if (alt.hreflang === "x-default" || key(alt.href) === k) continue;
      let other = pages.get(key(alt.href));
      if (!other) {
        const otherPath = pathOf(alt.href);
        const res = await get(otherPath, live(otherPath));
        if (!res || res.status !== 200) {
          fail(path, `hreflang ${alt.hreflang} → ${otherPath} answers ${res?.status ?? "nothing"}`);
          continue;
        }
        other = { path: otherPath, page: readPage(res.text) };
        pages.set(key(alt.href), other);
      }
      const back = other.page.alternates.find((a) => key(a.href) === k);
      if (!back) fail(path, `hreflang ${alt.hreflang} → ${other.path}, which has no hreflang link back`);
      else if (mine && back.hreflang !== mine)
        fail(
          path,
          `hreflang ${alt.hreflang} → ${other.path}, which links back as ${back.hreflang}, not ${mine}`,
        );
    }
  }

  // Unknown paths: 404 with the site's own page, in each edition.
  const nonce = randomBytes(4).toString("hex");
  for (const [path, lang] of [
    [`/check-live-${nonce}-no-such-page`, "en"],
    [`/ar/check-live-${nonce}-no-such-page`, "ar"],
  ]) {
    const res = await get(path, live(path));
    if (!res) continue;
    const page = readPage(res.text);
    if (res.status !== 404) fail(path, `unknown path answered ${res.status}, not 404`);
    else if (!page.lang?.startsWith(lang) || !page.h1 || !page.cspMeta)
      fail(path, `404 without the site's ${lang} 404 page (lang "${page.lang ?? ""}", h1 "${page.h1}")`);
    for (const problem of securityHeaderProblems(res.headers)) fail(`404 ${path}`, problem);
  }

  // Form endpoints, from the pages' forms: GET → 405; an oversize post → the site's 413 page. The post is
  // refused by the server before PHP; were it not, Origin: null makes the handler refuse it (403) unread.
  const endpoints = new Set();
  for (const { page } of pages.values()) {
    for (const action of page.formActions) {
      const u = new URL(action, builtFor);
      endpoints.add(u.origin === builtFor ? live(u.pathname) : `${u.origin}${u.pathname}`);
    }
  }
  if (!endpoints.size) fail("forms", "no page has a form posting anywhere");
  for (const endpoint of endpoints) {
    const where = new URL(endpoint).pathname;
    await get(`GET ${where}`, endpoint, { expect: 405 });
    const body = new URLSearchParams({ name: "", email: "", message: "x".repeat(OVERSIZE_BYTES) }).toString();
    const postRes = await get(`POST ${where}`, endpoint, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": Buffer.byteLength(body),
        origin: "null",
      },
    });
    if (!postRes) continue;
    const page = readPage(postRes.text);
    if (postRes.status !== 413)
      fail(`POST ${where}`, `a ${OVERSIZE_BYTES / 1024} KB post answered ${postRes.status}, not 413`);
    else if (!/^text\/html/i.test(postRes.headers["content-type"] ?? "") || !page.lang || !page.h1)
      fail(`POST ${where}`, "413 without the site's 413 page (the server's default page?)");
  }

  // The CMS runs on a host of its own (docs/cms-production.md): the site's /admin/ redirects there, and the
  // checks below run on that host. Served on the site's own origin it is a warning (an editor's token would be
  // readable by the site's pages; npm run launch-check fails on it).
  let adminBase = origin;
  const first = await get("/admin/", live("/admin/"));
  if (first && [301, 302, 303, 307, 308].includes(first.status) && first.headers.location) {
    const target = new URL(first.headers.location, live("/admin/"));
    if (target.origin === origin) fail("/admin/", `redirects to ${target.href} on the site's own origin`);
    else adminBase = target.origin;
  } else if (first?.status === 200)
    warn(
      "/admin/",
      "the content manager runs on the site's own origin: give it a host of its own (base_url)",
    );
  const adminUrl = (path) => new URL(path, adminBase).href;

  // The CMS is never indexed.
  const admin = adminBase === origin ? first : await get("/admin/", adminUrl("/admin/"));
  if (admin) {
    const page = readPage(admin.text);
    if (admin.status !== 200) fail("/admin/", `answered ${admin.status}, not 200`);
    else if (!/noindex/i.test(admin.headers["x-robots-tag"] ?? "") && !/noindex/i.test(page.robots ?? ""))
      fail("/admin/", "not noindex (no X-Robots-Tag or robots meta)");
  }
  // …and it can start: its configuration answers as JSON (a server that refuses it leaves editors a blank page).
  const cmsConfig = await get("/admin/config.json", adminUrl("/admin/config.json"), { expect: 200 });
  if (cmsConfig) {
    let backend;
    try {
      backend = JSON.parse(cmsConfig.text).backend?.name;
    } catch {}
    if (!backend) fail("/admin/config.json", "is not the content manager's configuration (no backend)");
  }

  // The search pages: linked from each edition's home page; their index answers.
  const searchPaths = new Set();
  for (const { page } of pages.values()) {
    for (const href of page.links) {
      const u = new URL(href, builtFor);
      if (u.origin === builtFor && /(^|\/)search\/?$/.test(u.pathname)) searchPaths.add(u.pathname);
    }
  }
  if (!searchPaths.size) fail("search", "no page links to a search page");
  for (const file of ["/pagefind/pagefind.js", "/pagefind/pagefind-entry.json"])
    await get(file, live(file), { expect: 200, why: ": the search index is missing" });

  // Over HTTPS: the certificate is valid for a while yet.
  if (new URL(base).protocol === "https:") {
    const problem = await certificateProblem(base);
    if (problem) fail("certificate", problem);
  }

  // In the browser: a sample of the pages (or all) run under their CSP with no violation, no error, no
  // failed or insecure load; the search pages find something.
  if (browserPages > 0) {
    // In the sitemap's order (home first), spread evenly over it.
    const inOrder = entries.map((e) => pages.get(key(e.loc))).filter(Boolean);
    const list = inOrder.map((p) => p.path);
    const sample =
      browserPages >= list.length
        ? list
        : Array.from({ length: browserPages }, (_, i) => list[Math.floor((i * list.length) / browserPages)]);
    // A word of each edition's first page's heading: its search must find at least that page.
    const words = {};
    for (const { page } of inOrder)
      words[page.lang?.slice(0, 2) ?? "en"] ??= page.h1.split(/\s+/).find((w) => w.length >= 4);
    await inBrowser(origin, sample, [...searchPaths], words, fail);
  }

  return result();
}

async function inBrowser(origin, paths, searchPaths, words, fail) {
  const { chromium } = await import("@playwright/test");
  const { chromiumArgs, chromiumPath } = await import("../lib/chromium.mjs");
  let browser;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  } catch (err) {
    fail("browser", `Chromium did not start (${err.message.split("\n")[0]}); CSP not checked`);
    return;
  }
  try {
    const context = await browser.newContext({ baseURL: origin });
    const https = origin.startsWith("https:");
    const visit = async (path, after) => {
      const page = await context.newPage();
      const problems = [];
      page.on("console", (msg) => {
        if (/Content.Security.Policy/i.test(msg.text())) problems.push(`CSP: ${msg.text().slice(0, 160)}…`);
        else if (/Mixed Content/i.test(msg.text())) problems.push(`mixed content: ${msg.text()}`);
      });
      page.on("pageerror", (err) => problems.push(`script error: ${err.message}`));
      page.on("request", (req) => {
        if (https && req.url().startsWith("http:")) problems.push(`mixed content: ${req.url()}`);
      });
      page.on("response", (res) => {
        if (res.status() >= 400 && res.url().startsWith(origin) && res.url() !== new URL(path, origin).href)
          problems.push(`${res.status()} for ${new URL(res.url()).pathname}`);
      });
      page.on("requestfailed", (req) => {
        const reason = req.failure()?.errorText ?? "";
        if (!/ERR_ABORTED/.test(reason)) problems.push(`failed to load ${req.url()} (${reason})`);
      });
      await page.exposeFunction("__checkLiveCsp", (v) => problems.push(`CSP: ${v}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) =>
          /** @type {typeof window & { __checkLiveCsp: (v: string) => void }} */ (window).__checkLiveCsp(
            `${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
          ),
        );
      });
      try {
        await page.goto(path, { waitUntil: "load", timeout: 30_000 });
        await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
        await page.mouse.wheel(0, 2400); // lazy sections load their code
        await page.waitForTimeout(300);
        if (after) await after(page, problems);
      } catch (err) {
        problems.push(err.message.split("\n")[0]);
      } finally {
        await page.close();
      }
      for (const p of new Set(problems)) fail(`${decodeURI(path)} (browser)`, p);
    };
    for (const path of paths) await visit(path);
    for (const path of searchPaths) {
      const lang = path.startsWith("/ar/") ? "ar" : "en";
      const word = words[lang] ?? "the";
      await visit(`${path}?q=${encodeURIComponent(word)}`, async (page, problems) => {
        await page
          .locator("main ol[aria-label] a")
          .first()
          .waitFor({ timeout: 15_000 })
          .catch(() => problems.push(`search for "${word}" showed no result: the index did not load`));
      });
    }
  } finally {
    await browser.close();
  }
}

/**
 * A preview's pages from its build (`out`): what the sitemap would list, i.e. every page whose canonical link is
 * its own address, with its hreflang links as alternates; the home page first.
 */
function buildEntries(out) {
  const entries = [];
  for (const { html, route } of readSite(out, null).pages) {
    const page = readPage(html);
    if (!page.canonical) continue;
    const canonical = new URL(page.canonical);
    if ([route, `${route}/`].includes(decodeURIComponent(canonical.pathname)))
      entries.push({ loc: canonical.href, alternates: page.alternates });
  }
  return entries.sort((a, b) => new URL(a.loc).pathname.length - new URL(b.loc).pathname.length);
}

const USAGE = "npm run check:live -- URL [--production | --preview [--out DIR]] [--browser-pages N | --all]";

async function main(argv) {
  let values, url, browserPages;
  try {
    let positionals;
    ({ values, positionals } = parseArgs({
      args: argv.slice(2),
      allowPositionals: true,
      options: {
        production: { type: "boolean", default: false },
        preview: { type: "boolean", default: false },
        out: { type: "string" },
        all: { type: "boolean" },
        "browser-pages": { type: "string", default: String(DEFAULT_BROWSER_PAGES) },
      },
    }));
    [url] = positionals;
    browserPages = values.all ? Infinity : Number(values["browser-pages"]);
    if (positionals.length !== 1 || !/^https?:\/\/[^/]/.test(url) || !(browserPages >= 0))
      throw new Error("one http(s) URL, and a number of browser pages ≥ 0");
    if (values.production && values.preview) throw new Error("--production or --preview, not both");
  } catch (err) {
    console.error(`${err.message}\nusage: ${USAGE}`);
    return 2;
  }
  const started = Date.now();
  let entries = null;
  if (values.preview) {
    const out = values.out ?? join(import.meta.dirname, "../..", "out");
    try {
      entries = buildEntries(out);
    } catch (err) {
      console.error(`check:live: --preview reads the preview's build in ${out}: ${err.message}`);
      return 2;
    }
  }
  const { failures, warnings, pages } = await checkLive(url, { ...values, entries, browserPages });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `check:live ${url}: ${pages} pages, ${failures.length} failure${failures.length === 1 ? "" : "s"}, ` +
      `${warnings.length} warning${warnings.length === 1 ? "" : "s"} (${seconds} s)`,
  );
  return failures.length ? 1 : 0;
}

runMain(import.meta, "check:live", async () => process.exit(await main(process.argv)));
