// Shared helpers for the hosting tests: a throwaway copy of out/, raw HTTP requests, the route
// registry, and the checks that Apache and nginx must both pass.
import { solveAltcha } from "../php/support/altcha.mjs";
import { runLib } from "../php/support/php-server.mjs";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { hostingRules } from "../../scripts/lib/hosting-rules.mjs";
import { securityHeaderProblems } from "../../scripts/lib/security-headers.mjs";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { startServer } from "../../scripts/lib/start-server.mjs";
import { firstText } from "../../scripts/lib/html.mjs";
import { sendRequest } from "../../scripts/lib/http-request.mjs";
import { listFiles } from "../../scripts/lib/walk.mjs";

export const root = resolve(fileURLToPath(import.meta.url), "../../..");
// HOSTING_OUT_DIR: test another export (e.g. a copy) instead of out/.
export const out = resolve(process.env.HOSTING_OUT_DIR ?? join(root, "out"));

export function requireBuild() {
  assert.ok(existsSync(join(out, "index.html")), "out/ is missing: run `npm run build` first");
  assert.ok(existsSync(join(out, "404.html")), "out/404.html is missing");
}

const isRoot = process.getuid?.() === 0;
/** The unprivileged account the servers' workers run as when the tests run as root. */
export const workerUser = isRoot ? "www-data" : null;

/** The numeric user and group ids of `user`. */
export function idsOf(user) {
  const r = spawnSync("id", ["-u", user], { encoding: "utf8" });
  const g = spawnSync("id", ["-g", user], { encoding: "utf8" });
  return { uid: Number(r.stdout), gid: Number(g.stdout) };
}

/** A file's text, or "" when it does not exist (yet): a server's log read for an error message. */
export const readIfExists = (file) => (existsSync(file) ? readFileSync(file, "utf8") : "");

/** Things an editor might upload into the web root by mistake (makeSite puts them in www/). */
const secrets = {
  "storage/enquiries.jsonl": '{"email":"leak@example.com"}\n',
  "storage/export.txt": "leak@example.com\n",
  "assets/phpscripts/lib/mail-template.html": "<p>leak</p>\n",
  ".env": "SECRET=leak\n",
  ".git/config": "[core]\n# leak\n",
  "README.md": "# leak\n",
  "config.ini": "secret=leak\n",
  "composer.json": '{"leak":true}\n',
  "assets/phpscripts/lib/leak.php": "<?php echo 'LEAK-RAN';\n// leak source\n",
  "assets/images/upload.php": "<?php echo 'LEAK-RAN';\n// leak source\n",
};

/**
 * A temp directory holding `www/` (a copy of out/ plus files that must never be served) and
 * `storage/` (the form store, outside the web root).
 */
export function makeSite(name, source = out) {
  const dir = mkdtempSync(join(tmpdir(), `hosting-${name}-`));
  chmodSync(dir, 0o755); // the servers' unprivileged workers must reach www/
  const www = join(dir, "www");
  cpSync(source, www, { recursive: true });
  const storage = join(dir, "storage");
  mkdirSync(storage, { mode: 0o700 });
  if (workerUser) {
    const { uid, gid } = idsOf(workerUser);
    chownSync(storage, uid, gid);
  }
  for (const [path, text] of Object.entries(secrets)) {
    const file = join(www, path);
    mkdirSync(dirname(file), { recursive: true });
    if (!existsSync(file)) writeFileSync(file, text);
  }
  mkdirSync(join(www, "uploads", "empty"), { recursive: true }); // a directory without index.html
  // PHP's trace, outside the web root: the servers prepend this script to every request PHP runs, so a test sees
  // which requests reached PHP at all ("URI Content-Length" per line).
  const ranLog = join(dir, "php-ran.log");
  writeFileSync(ranLog, "", { mode: 0o666 });
  chmodSync(ranLog, 0o666);
  const prepend = join(dir, "php-ran.php");
  writeFileSync(
    prepend,
    `<?php file_put_contents(${JSON.stringify(ranLog)}, ($_SERVER['REQUEST_URI'] ?? '') . ' ' . ($_SERVER['CONTENT_LENGTH'] ?? '') . "\\n", FILE_APPEND);\n`,
  );
  return {
    dir,
    www,
    storage,
    prepend,
    phpRan: () => readIfExists(ranLog),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Paths that must answer 403 or 404 and never leak their content: the secrets, encoded or in capitals, and more. */
const privatePaths = [
  ...Object.keys(secrets).map((path) => `/${path}`),
  "/st%6Frage/enquiries.jsonl",
  "/STORAGE/export.txt",
  "/_headers",
  "/.htaccess",
];

export { freePort };

/** The forms' master secret (rate-limit keys, newsletter links, desk sessions) of the test hosts' sites. */
export const formsSecret = "hosting-test-secret-0123456789abcdef0123456789";

/**
 * The `altcha` field a browser with JavaScript sends: a challenge from challenge.php, solved, after its time
 * trap (without it a post is held as spam, not stored as a lead).
 */
export async function solvedChallenge(port, headers = {}) {
  const res = await get(port, "/assets/phpscripts/challenge.php", { headers });
  assert.equal(res.status, 200, `challenge: ${res.status}`);
  return solveAltcha(JSON.parse(res.text), { untilDue: true });
}

/** The options of get() for a urlencoded form post of `fields` (extra request headers in `headers`). */
export function form(fields, headers = {}) {
  const body = new URLSearchParams(fields).toString();
  return {
    method: "POST",
    body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": Buffer.byteLength(body),
      ...headers,
    },
  };
}

/** One HTTP/1.1 request to the server on `port`, with the path sent byte for byte as given; decodes the body. */
export const get = (
  port,
  path,
  /** @type {{ method?: string, body?: string, headers?: object }} */ { headers = {}, ...options } = {},
) =>
  sendRequest(
    { host: "127.0.0.1", port, path },
    { ...options, headers: { "accept-encoding": "gzip, deflate", ...headers }, timeout: 15_000 },
  );

/**
 * Starts a server in its own process group (startServer: Apache's prefork parent signals its whole group when it
 * shuts down, which would otherwise take the test runner with it) and resolves once `port` answers `/`; when it exits
 * first or has not answered after 20 s, stops it and throws with `log()`: its output and the text of `logFile`.
 * @param {number} port
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, logFile?: string }} [options]
 */
export async function startServerOn(port, cmd, args, { env, logFile } = {}) {
  const url = `http://127.0.0.1:${port}/`;
  return {
    port,
    ...(await withLog(logFile, startServer(cmd, args, { env, url, what: `the server on port ${port}` }))),
  };
}

/**
 * A started server (startServer's) with `log()`: its output and the text of its own log `file`; a failed start's
 * error carries both.
 * @param {string | undefined} file @param {ReturnType<typeof startServer>} started
 */
export async function withLog(file, started) {
  const text = () => (file ? `\n${readIfExists(file)}` : "");
  const server = await started.catch((err) => {
    err.message += text();
    throw err;
  });
  return { log: () => `${server.output()}${text()}`, stop: server.stop };
}

/**
 * Servers (anything with a `stop()`) that stop together, the last kept first: `start(keep)` keeps each (keep returns
 * it; it may keep more until stop()) and resolves with what callers need, stop() added. A failed start stops the kept.
 * @template T @param {(keep: <S extends { stop: () => unknown }>(server: S) => S) => Promise<T>} start
 */
export async function serverStack(start) {
  const kept = [];
  const stop = async () => {
    for (const server of kept.reverse()) await server.stop();
  };
  try {
    const server = await start((server) => {
      kept.push(server);
      return server;
    });
    return { ...server, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * A copy of out/ (makeSite: `name`, `source`) served by `start(site, port)` on a free port: the port, the copy, the
 * server's log and stop(), which ends the server and removes the copy.
 * @param {string} name @param {(site: ReturnType<typeof makeSite>, port: number) => Promise<{ log: () => string, stop: () => Promise<void> }>} start
 * @param {string} [source]
 */
export const serveSite = (name, start, source) =>
  serverStack(async (keep) => {
    const site = makeSite(name, source);
    keep({ stop: site.cleanup });
    const port = await freePort();
    const server = keep(await start(site, port));
    return { port, site, log: server.log };
  });

/** `fn(server)` once `started` (a server or its start) resolves, then `server.stop()` whatever happens. */
export async function withServer(started, fn) {
  const server = await started;
  try {
    return await fn(server);
  } finally {
    await server.stop();
  }
}

export const titleOf = (html) => firstText(html, "title");
export const h1Of = (html) => firstText(html, "h1");

/** The URLs a visitor may type for a route: as in the spec, percent-encoded, with a slash. */
export function urlsFor(path) {
  if (path === "/") return ["/"];
  const encoded = path.replace(/:/g, "%3A").replace(/'/g, "%27");
  return [...new Set([path, encoded, `${path}/`])];
}

/**
 * Every security header present exactly once with a good value, and no server banner leak. `kind`: "page"
 * (HTML) or "file" (anything else but scripts: the CSP must sandbox it).
 */
export function assertSecurityHeaders(res, what, kind = "page") {
  assert.deepEqual(securityHeaderProblems(res.headers, kind), [], what);
}

/** The <h1> of out/'s 404 page of `locale`. */
const notFoundH1 = (locale) =>
  h1Of(readFileSync(join(out, locale === "ar" ? "ar/404/index.html" : "404.html"), "utf8"));

/** Each of `urls` answers 404 with the page of <h1> `h1` (`page` names it), with the security headers unless `headers` is false. */
async function assertNotFound(port, urls, h1, page, headers = true) {
  for (const url of urls) {
    const res = await get(port, url);
    assert.equal(res.status, 404, `${url} → ${res.status}`);
    assert.equal(h1Of(res.text), h1, `${url}: not ${page}`);
    if (headers) assertSecurityHeaders(res, `404 ${url}`);
  }
}

/**
 * The 404 pages' own URLs answer 404 like any unknown path (issue 17, defect 4), each with its edition's 404 page and
 * the security headers: every name of the hosting rules' notFound as /<name>, .html, / and /index.html (Arabic: /ar/…).
 */
export async function checkNotFoundPages(port, { headers = true } = {}) {
  const { names, arabicNames } = hostingRules.notFound;
  for (const [locale, prefix, list] of /** @type {[string, string, string[]][]} */ ([
    ["en", "", names],
    ["ar", "/ar", arabicNames],
  ])) {
    const urls = list.flatMap((name) =>
      ["", ".html", "/", "/index.html"].map((end) => `${prefix}/${name}${end}`),
    );
    await assertNotFound(port, urls, notFoundH1(locale), `the ${locale} 404 page`, headers);
  }
}

/**
 * The hashed files an HTML page names: script and link URLs (Next's inlined <style data-href> lists the
 * stylesheets it inlined, space-separated), the chunk list the loader adds after the first paint, and the
 * fonts in the inlined CSS; each once.
 */
export function assetsOf(html) {
  return [
    ...new Set(
      [
        ...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g),
        ...html.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.js)"/g),
        ...html.matchAll(/url\(\s*['"]?(\/_next\/static\/media\/[^'")]+\.woff2)/g),
      ]
        .flatMap((m) => m[1].split(/\s+/))
        .filter((a) => /\.(js|css|woff2)$/.test(a)),
    ),
  ];
}

/**
 * `check(name, fn)`: `fn` as a subtest of `t` whose failure carries the end of the server's log (`log`): `await
 * t.test()` resolves even when its test fails, so a catch around the caller never sees one.
 * @param {import("node:test").TestContext} t @param {() => string} log
 */
const checker = (t, log) => (/** @type {string} */ name, /** @type {() => Promise<void>} */ fn) =>
  t.test(name, () =>
    fn().catch((err) => {
      err.message += `\n--- server log ---\n${log().slice(-3000)}`;
      throw err;
    }),
  );

/**
 * The checks both servers must pass, on the routes of content/; `t` is the node:test context of a describe-less
 * test, `server` serveSite's.
 * @param {import("node:test").TestContext} t @param {{ port: number, log: () => string }} server
 */
export async function checkStaticHosting(t, { port, log }) {
  // The route registry and site name, read from the typed content modules.
  const { routes, localizedRoutes } = await import("../../lib/content.ts");
  const { site } = await import("../../content/site.ts");
  const arRoutes = localizedRoutes("ar");
  const check = checker(t, log);
  const enNotFound = notFoundH1("en");
  assert.ok(enNotFound, "out/404.html has no <h1>");
  await check("each route of both editions: 200 and its page at its URL, encoded, with a slash", async () => {
    // The spec's 32 in each edition (+ the accessibility statement), then the blog's listing pages (categories;
    // pagination once the articles fill a page).
    for (const list of [routes, arRoutes]) assert.equal(list.filter((r) => r.group !== "listing").length, 33);
    for (const route of [...routes, ...arRoutes])
      for (const url of urlsFor(route.path)) {
        const res = await get(port, url);
        assert.equal(res.status, 200, `${url} → ${res.status} ${res.headers.location ?? ""}`);
        assert.equal(titleOf(res.text), `${route.title} | ${site.name}`, `${url}: title`);
        assert.match(res.headers["content-type"] ?? "", /^text\/html/, url);
        const h1 = h1Of(res.text);
        assert.ok(h1 && h1 !== enNotFound, `${url}: not the page (h1 "${h1}")`);
        if (route.heading) assert.equal(h1, route.heading, `${url}: h1`);
        assert.match(
          res.text,
          /<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'sha256-/,
          `${url}: no per-page CSP meta (did scripts/build/postbuild.mjs run?)`,
        );
        if (arRoutes.includes(route))
          assert.match(res.text, /<html lang="ar" dir="rtl"/, `${url}: not the Arabic page`);
      }
  });

  await check("unknown paths and the 404 pages' own URLs: 404 with their edition's 404 page", async () => {
    const arNotFound = notFoundH1("ar");
    assert.ok(arNotFound && arNotFound !== enNotFound, "out/ar/404/index.html has no Arabic <h1>");
    const unknown = ["/no-such-page", "/services/no-such-service", "/blogs/no-such-post/"];
    await assertNotFound(port, [...unknown, "/_next/static/nope.js"], enNotFound, "the site's 404 page");
    const arUnknown = unknown.map((url) => `/ar${url}`);
    await assertNotFound(port, arUnknown, arNotFound, "the Arabic 404 page");
    await checkNotFoundPages(port);
  });

  await check("security headers on pages and assets", async () => {
    for (const url of ["/about-us", "/"]) assertSecurityHeaders(await get(port, url), `200 ${url}`);
    // Issue 46: whatever is not a page runs nothing, sandboxed (an SVG opened on its own runs no script).
    const files = ["/images/clients/shifa-care.svg", "/sitemap.xml", "/robots.txt", "/manifest.webmanifest"];
    for (const url of files) {
      const res = await get(port, url);
      assert.equal(res.status, 200, url);
      assertSecurityHeaders(res, `200 ${url}`, "file");
    }
    // The content manager keeps its own policy (GitHub's API), never the site's.
    const admin = await get(port, "/admin/");
    assert.match(
      admin.headers["content-security-policy"] ?? "",
      /connect-src 'self' [^;]*https:\/\/api\.github\.com/,
    );
    assert.match(admin.headers["content-security-policy"] ?? "", /frame-ancestors 'none'/);
  });

  await check("hashed assets are immutable, HTML is revalidated, text is compressed", async () => {
    const html = (await get(port, "/")).text;
    const assets = assetsOf(html);
    assert.ok(
      assets.some((a) => a.endsWith(".js")) && assets.some((a) => a.endsWith(".woff2")),
      "no assets found",
    );
    for (const asset of assets) {
      const res = await get(port, asset);
      assert.equal(res.status, 200, asset);
      assert.equal(res.headers["cache-control"], "public, max-age=31536000, immutable", asset);
      // woff2 is compressed already: servers leave it as it is; nginx leaves a file under its gzip_min_length
      // (512 bytes: a few-line chunk of Turbopack's) as it is too.
      const tiny = !res.headers["content-encoding"] && Buffer.byteLength(res.text) < 512;
      if (!asset.endsWith(".woff2") && !tiny)
        assert.match(res.headers["content-encoding"] ?? "", /gzip|deflate/, `${asset} is not compressed`);
      assertSecurityHeaders(res, asset, /\.m?js$/.test(asset) ? "script" : "file");
    }
    for (const url of ["/", "/contact", "/blogs/decide:-no-code-vs-custom-websites-development/"]) {
      const res = await get(port, url);
      const cc = res.headers["cache-control"] ?? "";
      const maxAge = Number(/max-age=(\d+)/.exec(cc)?.[1] ?? NaN);
      assert.ok(maxAge <= 600 && !/immutable/.test(cc), `${url}: HTML cache-control ${cc}`);
      assert.match(res.headers["content-encoding"] ?? "", /gzip|deflate/, `${url} is not compressed`);
    }
    const plain = await get(port, "/", { headers: { "accept-encoding": "identity" } });
    assert.equal(
      plain.headers["content-encoding"],
      undefined,
      "compressed for a client that cannot decode it",
    );
  });

  await check("no directory listings and no private files", async () => {
    for (const url of ["/_next/", "/_next/static/", "/assets/", "/uploads/empty/", "/uploads/empty"]) {
      const res = await get(port, url);
      assert.ok([403, 404].includes(res.status), `${url} → ${res.status}`);
      assert.doesNotMatch(res.text, /Index of|<title>Directory/i, `${url} lists a directory`);
    }
    for (const url of privatePaths) {
      const res = await get(port, url);
      assert.ok([403, 404].includes(res.status), `${url} → ${res.status}`);
      assert.doesNotMatch(res.text, /leak|LEAK-RAN/, `${url} leaked its content`);
    }
  });
}

/** An Arabic enquiry's fields, as the contact form sends them. */
const enquiry = {
  name: "Hosting Test",
  email: "hosting.test@example.com",
  subject: "Hosting",
  message: "Checking the form through the host's configs.",
  return_to: "/ar/contact",
  lang: "ar",
};

/** No PHP diagnostic in a response (the test hosts show PHP's warnings server-wide, as a careless host does). */
const noWarning = (res) =>
  assert.doesNotMatch(
    res.text,
    /Warning|Notice|Fatal|<b>|PHP Request Startup/i,
    `PHP diagnostics shown:\n${res.text.slice(0, 400)}`,
  );

/**
 * The form scripts behind a server (serveSite's port, site and log; `name` in the titles, its Server header's value),
 * private paths answering one of `refused`: an enquiry stored out of reach, the library never run or sent, body limits
 * and PHP's own parsing failures without a warning page, the CMS sign-in's and /admin/'s headers, the staff desk (its
 * policy, cookie and sign-in as on php -S, a cross-site post refused), TRACE refused.
 * @param {import("node:test").TestContext} t @param {{ port: number, site: { www: string, storage: string, phpRan: () => string }, log: () => string }} server
 * @param {{ name: string, refused: number[] }} options
 */
export async function checkFormScripts(t, { port, site, log }, { name, refused }) {
  const check = checker(t, log);
  const contact = "/assets/phpscripts/contact.php";
  const stored = () =>
    listFiles(site.storage, { suffix: "contact.jsonl" })
      .map((f) => readFileSync(f, "utf8"))
      .join("");
  const phpLogged = () => /POST Content-Length|PHP (Warning|Notice)/.test(log());

  await check(
    `a contact enquiry posted through ${name} is stored and redirects to ?msg=success`,
    async () => {
      const marker = `hosting-test-${Date.now()}`;
      const fields = { ...enquiry, subject: marker, return_to: "/contact", lang: "en" };
      const res = await get(port, contact, form({ ...fields, altcha: await solvedChallenge(port) }));
      assert.equal(res.status, 303, `contact.php answered ${res.status}\n${res.text.slice(0, 500)}`);
      assert.match(res.headers.location ?? "", /^(https?:\/\/[^/]+)?\/contact\/?\?(?:[^#]*&)?msg=success\b/);
      // The script sends its own X-Content-Type-Options and Cache-Control: the server keeps one of each.
      assertSecurityHeaders(res, "303 contact.php");
      assert.equal(res.headers["cache-control"], "no-store");
      const files = listFiles(site.storage);
      const withMarker = files.filter((f) => readFileSync(f, "utf8").includes(marker));
      assert.equal(withMarker.length, 1, `the enquiry is not in FORMS_STORAGE_DIR (${site.storage})`);
      // The store sits outside the web root, and nothing of it is reachable by URL.
      for (const file of files) {
        const path = file.slice(site.storage.length);
        for (const url of [path, `/storage${path}`, `/assets/phpscripts/storage${path}`]) {
          const leak = await get(port, url);
          assert.notEqual(leak.status, 200, `${url} is downloadable`);
          assert.doesNotMatch(leak.text, new RegExp(marker), `${url} leaked the enquiry`);
        }
      }
    },
  );

  await check(
    "the PHP library and any PHP outside the form scripts are neither run nor downloadable",
    async () => {
      const lib = readdirSync(join(site.www, "assets/phpscripts/lib")).map(
        (f) => `/assets/phpscripts/lib/${f}`,
      );
      assert.ok(lib.length > 0);
      // A private file in the content manager's folder, whose rules come after the private-file ones.
      writeFileSync(join(site.www, "admin/.env"), "SECRET=leak\n");
      // The library (its rules.json and the desk's words and scripts too), PHP's settings file, an uploaded script, a
      // path after a script.
      const others = ["/.user.ini", "/assets/images/upload.php", "/admin/.env", `${contact}/extra`];
      for (const url of [...lib, ...others]) {
        const res = await get(port, url);
        assert.ok(refused.includes(res.status), `${url} → ${res.status}`);
        assert.doesNotMatch(
          res.text,
          /<\?php|leak|emailPattern|display_errors|CMS_AUTH_SCRIPT|signInTitle|desk_/i,
          `${url} leaked or ran`,
        );
      }
      const script = await get(port, contact);
      assert.notEqual(script.status, 200);
      assert.doesNotMatch(script.text, /<\?php/, "contact.php is served as source");
    },
  );

  await check(
    "a post over the limit (200 KB, 7 MB) gets the site's own 413 page in its language before PHP reads it, and PHP logs nothing",
    async () => {
      const big = { ...enquiry, lang: "en", return_to: "/contact", message: "y".repeat(200 * 1024) };
      const huge = { ...enquiry, message: "x".repeat(7 * 1024 * 1024) };
      const page = (lang) =>
        h1Of(readFileSync(join(site.www, lang === "ar" ? "ar/413.html" : "413.html"), "utf8"));
      for (const [path, referer, lang, fields = big] of [
        [contact, undefined, "en", huge],
        [contact, undefined, "en"],
        [contact, `http://127.0.0.1:${port}/contact`, "en"],
        [contact, `http://127.0.0.1:${port}/ar/contact`, "ar"],
        [contact, `http://127.0.0.1:${port}/ar`, "ar"],
        ["/assets/phpscripts/newsletter.php?lang=ar", undefined, "ar"],
      ]) {
        const res = await get(port, path, form(fields, referer ? { referer } : {}));
        assert.equal(res.status, 413, `${path} ${referer}`);
        assert.match(res.headers["content-type"] ?? "", /^text\/html; charset=utf-8/i);
        assert.ok(h1Of(res.text), `${path}: no page`);
        assert.equal(h1Of(res.text), page(lang), `${path} ${referer}: ${res.text.slice(0, 300)}`);
        noWarning(res);
      }
      assert.doesNotMatch(stored(), /xxxxxxxxxx|yyyyyyyyyy/);
      // The server refused them itself: PHP never ran for a body over the limit (its own 413 page looks the same).
      const reached = site
        .phpRan()
        .split("\n")
        .filter((l) => Number(l.split(" ")[1]) > hostingRules.forms.maxBody);
      assert.deepEqual(reached, [], `posts over ${hostingRules.forms.maxBody} bytes reached PHP`);
      assert.match(
        site.phpRan(),
        /contact\.php/,
        "the PHP trace recorded nothing: is auto_prepend_file set?",
      );
      await new Promise((r) => setTimeout(r, 200)); // let the server flush its log
      assert.equal(phpLogged(), false, "PHP logged");
    },
  );

  await check(
    "1,100 fields and a broken multipart body redirect with fail, never a warning page",
    async () => {
      const fields = Object.entries(enquiry);
      for (let i = 0; i < 1100; i++) fields.push([`f${i}`, "x"]);
      const many = await get(port, contact, form(fields));
      noWarning(many);
      assert.equal(many.status, 303, many.text.slice(0, 300));
      assert.equal(many.headers.location, "/ar/contact/?msg=fail#contact-fail");
      const body = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAli\r\n';
      const broken = await get(port, contact, {
        method: "POST",
        body,
        headers: { "content-type": "multipart/form-data", "content-length": Buffer.byteLength(body) },
      });
      noWarning(broken);
      assert.ok([303, 400].includes(broken.status), `${broken.status} ${broken.text.slice(0, 300)}`);
      if (broken.status === 303) assert.match(broken.headers.location, /msg=fail#contact-fail$/);
    },
  );

  await check(
    "the CMS sign-in runs with its own CSP, and the CMS page keeps its popup's opener",
    async () => {
      // Not configured on this host: the 503 page naming the settings, in the sign-in's own headers.
      const res = await get(port, "/assets/phpscripts/cms-auth.php?provider=github&scope=repo");
      assert.equal(res.status, 503, res.text.slice(0, 400));
      assert.doesNotMatch(res.text, /<\?php/);
      noWarning(res);
      assert.match(res.text, /CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET, CMS_ALLOWED_ORIGIN/);
      // Both CSPs apply (the host's and the page's): the page's hash-only script-src must be one of them.
      assert.match(res.headers["content-security-policy"] ?? "", /script-src 'sha256-[A-Za-z0-9+/=]+'; /);
      assert.match(res.headers["content-security-policy"] ?? "", /frame-ancestors 'none'/);
      // same-origin here would cut the popup off the CMS window on its way through GitHub.
      assert.equal(res.headers["cross-origin-opener-policy"], "unsafe-none");
      assert.equal(res.headers["cache-control"], "no-store");
      assert.equal(res.headers["x-powered-by"], undefined);
      const admin = await get(port, "/admin/");
      assert.equal(admin.status, 200);
      assert.equal(admin.headers["cross-origin-opener-policy"], "same-origin-allow-popups");
      assert.equal((await get(port, "/")).headers["cross-origin-opener-policy"], "same-origin");
    },
  );

  // The staff desk (desk.php): an account made with lib/desk-user.php in the host's storage (as root: the file goes
  // to the storage's owner).
  const desk = "/assets/phpscripts/desk.php";
  const email = "sara@makkahtech.example";
  const user = runLib(site, "desk-user.php", ["add", email, "--generate"], {
    env: { FORMS_SECRET: formsSecret },
  });
  assert.equal(user.status, 0, user.stderr);
  const password = /password[^:]*: (\S+)/.exec(user.stdout)[1];

  // Its library and words stay private: "the PHP library … neither run nor downloadable" above.
  await check("the desk answers with its own policy", async () => {
    const res = await get(port, desk);
    assert.equal(res.status, 200, res.text);
    assert.match(res.text, /name="password"/);
    assert.match(
      res.text,
      /<meta http-equiv="Content-Security-Policy" content="default-src &#039;none&#039;; style-src &#039;sha256-/,
    );
    assert.doesNotMatch(res.text, /<script/);
    // The desk's own header policy reaches the browser (Apache keeps a PHP script's CSP only where told to).
    assert.match(String(res.headers["content-security-policy"]), /default-src 'none'; style-src 'sha256-/);
    assert.match(String(res.headers["x-robots-tag"]), /noindex/);
    // Its own copies of the host's headers are dropped: one of each (a second arrives joined with ", ").
    assert.equal(res.headers["cache-control"], "no-store");
    assert.equal(res.headers["x-frame-options"], "DENY");
    assert.equal(res.headers["referrer-policy"], "strict-origin-when-cross-origin");
  });

  await check(
    "sign-in works and sets a strict cookie (Secure behind https); a cross-site post is refused",
    async () => {
      const origin = `http://127.0.0.1:${port}`;
      const signIn = await get(
        port,
        desk,
        form({ action: "signin", email, password }, { origin, host: `127.0.0.1:${port}` }),
      );
      assert.equal(signIn.status, 303, signIn.text);
      const cookie = String(signIn.headers["set-cookie"]);
      assert.match(cookie, /path=\/assets\/phpscripts\/desk\.php; HttpOnly; SameSite=Strict/i);
      assert.doesNotMatch(cookie, /secure/i);
      const session = cookie.split(";")[0];
      const page = await get(port, desk, { headers: { cookie: session } });
      assert.match(page.text, /name="csrf" value="[0-9a-f]{64}"/);
      const csrf = /name="csrf" value="([0-9a-f]{64})"/.exec(page.text)[1];
      const forged = await get(
        port,
        desk,
        form({ action: "lang", lang: "ar", csrf }, { cookie: session, origin: "https://evil.example" }),
      );
      assert.equal(forged.status, 403);
      const https = await get(
        port,
        desk,
        form(
          { action: "signin", email, password },
          { origin: `https://127.0.0.1:${port}`, "x-forwarded-proto": "https" },
        ),
      );
      assert.match(String(https.headers["set-cookie"]), /^__Host-desk_session=.*; path=\/; secure/i);
    },
  );

  await check("TRACE is refused, and no version in the Server header", async () => {
    const trace = await get(port, "/", { method: "TRACE", headers: { "x-echo-me": "secret-cookie" } });
    assert.ok([403, 405].includes(trace.status), `TRACE / → ${trace.status}`);
    assert.doesNotMatch(trace.text, /secret-cookie/);
    assert.equal((await get(port, "/about-us")).headers.server, name);
  });
}
