// Issue 33: the CMS's GitHub sign-in (cms-auth.php), offline. A fake GitHub token endpoint on loopback
// (CMS_GITHUB_HOST) answers the code exchange; the handshake page's own script runs in a sandbox with a
// fake CMS window, so the test sees exactly which message goes to which origin.
import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { createServer as createTcpServer } from "node:net";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { attributesOf, elements, parseHtml, textOf } from "../../scripts/lib/html.mjs";
import { sendRequest } from "../../scripts/lib/http-request.mjs";
import { cmsAuthCopy as en } from "../../content/cms-auth.ts";
import { cmsAuthCopy as ar } from "../../content/ar/cms-auth.ts";
import { CLIENT_ID, CLIENT_SECRET, TOKEN, listen, startFakeGitHub } from "./support/fake-github.mjs";
import { chromiumForSuite, forSuite, needsChromium, startPhp } from "./support/php-server.mjs";

const CMS = "https://cms.makkahtech.example";
const SCRIPT = "/assets/phpscripts/cms-auth.php";
// The scripts' public origin (FORMS_SCRIPT_ORIGIN): deliberately not the test server's own address, so
// any redirect_uri built from the request would show.
const SCRIPT_ORIGIN = "https://forms.makkahtech.example";
const CALLBACK = `${SCRIPT_ORIGIN}${SCRIPT}`;

// One php -S for the whole file, allow_url_fopen off throughout (the exchange must not need PHP's URL wrappers).
// Its sign-in settings are in a config file (FORMS_CONFIG) the script reads on every request: each block writes
// its own with configure().
let php;
let github;
let config;
forSuite(
  async () => {
    const fake = await startFakeGitHub();
    const file = join(mkdtempSync(join(tmpdir(), "cms-auth-")), "forms.config.php");
    const server = await startPhp({ env: { FORMS_CONFIG: file }, ini: ["allow_url_fopen=0"] });
    return { php: server, github: fake, config: file, stop: () => server.stop().then(fake.stop) };
  },
  (servers) => ({ php, github, config } = servers),
);

/**
 * Writes the sign-in's settings pointed at `githubBase` (the fake's), `env` on top (`undefined` leaves one out),
 * and empties PHP's log: each case reads only what it logged.
 */
function configure(env = {}, githubBase = github.base) {
  const all = Object.entries({
    CMS_GITHUB_CLIENT_ID: CLIENT_ID,
    CMS_GITHUB_CLIENT_SECRET: CLIENT_SECRET,
    CMS_ALLOWED_ORIGIN: `${CMS}/`,
    CMS_GITHUB_HOST: githubBase,
    FORMS_SCRIPT_ORIGIN: `${SCRIPT_ORIGIN}/`,
    ...env,
  }).filter(([, value]) => value !== undefined);
  writeFileSync(config, `<?php return json_decode('${JSON.stringify(Object.fromEntries(all))}', true);\n`);
  writeFileSync(join(php.dir, "php-errors.log"), "");
}

const get = (query = "", headers = {}) =>
  fetch(`${php.base}${SCRIPT}${query}`, { redirect: "manual", headers });

/** What the CMS does first: open the popup at base_url + auth_endpoint. Returns the state and cookie. */
async function begin(headers = {}) {
  const res = await get("?provider=github&site_id=www.makkahtech.example&scope=repo", headers);
  assert.equal(res.status, 302, await res.text());
  const location = new URL(res.headers.get("location"));
  const [cookie] = res.headers.getSetCookie();
  return { res, location, state: location.searchParams.get("state"), cookie: cookie.split(";")[0] };
}

/**
 * An attribute as an element inherits it (lang, dir): its own, else its nearest ancestor's.
 * @param {any} el an htmlparser2 element
 * @param {string} name
 */
function inherited(el, name) {
  while (el && !el.attribs?.[name]) el = el.parent;
  return el?.attribs[name];
}

/**
 * Runs the handshake page's inline script with a fake CMS window as `opener`. `posted` lists what the
 * page sent ([message, targetOrigin]); `reply(origin, data)` delivers a message from the CMS window.
 */
function handshake(html, { withOpener = true } = {}) {
  const script = html.match(/<script>([\s\S]*?)<\/script>/)[1];
  const div = attributesOf(html, "div").find((a) => a.id === "cms-auth");
  assert.ok(div && "hidden" in div, "no hidden <div id=cms-auth>");
  const dataset = Object.fromEntries(
    Object.entries(div).flatMap(([k, v]) => (k.startsWith("data-") ? [[k.slice(5), v]] : [])),
  );
  const posted = [];
  const listeners = [];
  const opener = { postMessage: (message, origin) => posted.push([message, origin]) };
  const window = {
    opener: withOpener ? opener : null,
    addEventListener: (type, fn) => type === "message" && listeners.push(fn),
  };
  // The page's paragraphs as the script sees them (id, class, hidden, text), each with the language it is written in.
  const paragraphs = elements(html, "p").map((p) => {
    const { id, class: className } = p.attribs;
    return {
      id,
      className,
      hidden: "hidden" in p.attribs,
      textContent: textOf(p),
      lang: inherited(p, "lang"),
    };
  });
  const byId = { "cms-auth": { dataset }, ...Object.fromEntries(paragraphs.map((p) => [p.id, p])) };
  const document = {
    getElementById: (id) => byId[id] ?? null,
    querySelectorAll: (selector) => paragraphs.filter((p) => `.${p.className}` === selector),
  };
  runInNewContext(script, { window, document });
  const shown = () =>
    paragraphs.filter((p) => /lost/.test(p.id ?? p.className ?? "") && !p.hidden && p.textContent);
  return {
    script,
    dataset,
    /** The lost-link words the page shows, one line a language. */
    lost: () =>
      shown()
        .map((p) => p.textContent)
        .join("\n"),
    /** The same, with their languages. */
    lostIn: () => shown().map((p) => [p.lang, p.textContent]),
    posted,
    reply: (origin, data) => listeners.forEach((fn) => fn({ origin, data, source: opener })),
  };
}

/** A whole sign-in up to the return from GitHub (`query` its answer): the response, and the seconds the return took from `started`. */
async function returnFromGitHub(query = "code=good-code") {
  const { state, cookie } = await begin();
  const started = performance.now();
  const res = await get(`?${query}&state=${state}`, { cookie });
  return { res, started, seconds: (performance.now() - started) / 1000 };
}

/** The CSP of a handshake page allows its one script and style by hash, and nothing else. */
function assertPageCsp(res, html) {
  const csp = res.headers.get("content-security-policy");
  const hash = (s) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;
  const script = html.match(/<script>([\s\S]*?)<\/script>/)[1];
  const style = html.match(/<style>([\s\S]*?)<\/style>/)[1];
  assert.equal(
    csp,
    `default-src 'none'; script-src ${hash(script)}; style-src ${hash(style)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  assert.equal(html.match(/<script/g).length, 1);
  assert.equal(res.headers.get("cache-control"), "no-store");
  assert.equal(res.headers.get("referrer-policy"), "no-referrer");
  assert.equal(res.headers.get("cross-origin-opener-policy"), "unsafe-none");
}

/** The CMS's side of the handshake: the error it would show, after a message only to CMS. */
async function errorOf(res) {
  const html = await res.text();
  assertPageCsp(res, html);
  const page = handshake(html);
  page.reply(CMS, "authorizing:github");
  assert.equal(page.posted.length, 2, JSON.stringify(page.posted));
  const [message, origin] = page.posted[1];
  assert.equal(origin, CMS);
  const m = message.match(/^authorization:github:error:(.+)$/);
  assert.ok(m, message);
  const error = JSON.parse(m[1]);
  assert.equal(error.message, error.error); // Decap shows message, Sveltia error
  assert.doesNotMatch(message, /gho_/);
  return { ...error, html };
}

/** A GET whose Host header is forged, or left out with `host: null` (fetch always sends the real one). */
const rawGet = (path, headers) =>
  sendRequest(
    { host: "127.0.0.1", port: Number(new URL(php.base).port), path, setHost: !("host" in headers) },
    { headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== null)) },
  );

describe("CMS sign-in: start, return, token handshake", () => {
  before(() => configure());

  test("start: 302 to GitHub's authorize URL with client_id, callback, scope and a fresh state; HttpOnly Lax cookie", async () => {
    const { res, location, state, cookie } = await begin();
    assert.equal(`${location.origin}${location.pathname}`, `${github.base}/login/oauth/authorize`);
    assert.match(state, /^[0-9a-f]{64}$/);
    assert.deepEqual(Object.fromEntries(location.searchParams), {
      client_id: CLIENT_ID,
      redirect_uri: CALLBACK,
      scope: "repo",
      allow_signup: "false",
      state,
    });
    const [setCookie] = res.headers.getSetCookie();
    assert.match(setCookie, /^cms-auth=[0-9a-f]{64}; /);
    for (const attribute of [/; HttpOnly/i, /; SameSite=Lax/i, /; Max-Age=600/i, /; path=\//i])
      assert.match(setCookie, attribute);
    assert.doesNotMatch(setCookie, /; secure/i); // plain http here
    assert.equal(res.headers.get("cross-origin-opener-policy"), "unsafe-none");
    assert.equal(res.headers.get("cache-control"), "no-store");
    const again = await begin();
    assert.notEqual(again.state, state);
    assert.notEqual(again.cookie, cookie);
    // Sveltia asks for repo,user
    const sveltia = await get("?provider=github&site_id=x&scope=repo,user");
    assert.equal(new URL(sveltia.headers.get("location")).searchParams.get("scope"), "repo user");
  });

  test("behind https (X-Forwarded-Proto) the cookie is __Host- and Secure", async () => {
    const { res } = await begin({ "x-forwarded-proto": "https" });
    const [setCookie] = res.headers.getSetCookie();
    assert.match(setCookie, /^__Host-cms-auth=[0-9a-f]{64}; /);
    assert.match(setCookie, /; secure/i);
    assert.match(setCookie, /; path=\/;/i);
  });

  test("the right state and cookie: the code is exchanged once, and the token goes to the allowed origin only", async () => {
    const { state, cookie } = await begin();
    const before = github.requests.length;
    const res = await get(`?code=good-code&state=${state}`, { cookie });
    const html = await res.text();
    assert.equal(res.status, 200, html);
    assertPageCsp(res, html);
    assert.match(res.headers.getSetCookie()[0], /^cms-auth=deleted; .*Max-Age=0/i);
    assert.match(html, /<h1>Signing in<\/h1>/);

    const exchange = github.requests.slice(before);
    assert.equal(exchange.length, 1);
    assert.equal(php.phpLog(), "", "allow_url_fopen is off: the exchange does not use PHP's URL wrappers");
    assert.equal(exchange[0].headers.accept, "application/json");
    assert.deepEqual(exchange[0].params, {
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      code: "good-code",
      redirect_uri: CALLBACK,
    });

    const page = handshake(html);
    assert.deepEqual(page.posted, [["authorizing:github", CMS]]); // the hello, to the CMS origin only
    page.reply("https://evil.example", "authorizing:github"); // another window's answer is ignored
    page.reply(`${CMS}.evil.example`, "authorizing:github");
    page.reply(CMS, "authorizing:gitlab");
    assert.equal(page.posted.length, 1);
    page.reply(CMS, "authorizing:github");
    assert.equal(page.posted.length, 2);
    const [message, origin] = page.posted[1];
    assert.equal(origin, CMS);
    assert.equal(
      message,
      `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`,
    );
    for (const [, target] of page.posted) assert.notEqual(target, "*");

    // Opened by hand or cut off from the CMS window: nothing is sent, and the page says why.
    const orphan = handshake(html, { withOpener: false });
    assert.deepEqual(orphan.posted, []);
    assert.match(orphan.lost(), /lost its link to the CMS.*Cross-Origin-Opener-Policy/);
    assert.equal(page.lost(), ""); // with its opener, the page adds nothing

    // The same return again (a reload, a replay): refused, and GitHub is not asked again.
    const replay = await get(`?code=good-code&state=${state}`, { cookie });
    assert.equal(replay.status, 400);
    assert.equal((await errorOf(replay)).errorCode, "CSRF_DETECTED");
    assert.equal(github.requests.length, before + 1);
  });

  test("wrong, missing, expired or another browser's state is refused before any exchange", async () => {
    const before = github.requests.length;
    const mine = await begin();
    const other = await begin();
    const expired = await begin();
    const file = join(php.storage, "cms-auth", createHash("sha256").update(expired.state).digest("hex"));
    const record = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(file, JSON.stringify({ ...record, expires: Math.floor(Date.now() / 1000) - 1 }));
    const cases = [
      ["a made-up state", `?code=good-code&state=${"a".repeat(64)}`, mine.cookie],
      ["no state", "?code=good-code", mine.cookie],
      ["a malformed state", `?code=good-code&state=${mine.state}x`, mine.cookie],
      ["an array state", `?code=good-code&state[]=${mine.state}`, mine.cookie],
      ["no cookie", `?code=good-code&state=${other.state}`, undefined],
      ["another sign-in's cookie", `?code=good-code&state=${mine.state}`, other.cookie],
      ["expired", `?code=good-code&state=${expired.state}`, expired.cookie],
    ];
    for (const [what, query, cookie] of cases) {
      const res = await get(query, cookie ? { cookie } : {});
      assert.equal(res.status, 400, what);
      const error = await errorOf(res);
      assert.equal(error.errorCode, "CSRF_DETECTED", what);
      assert.match(error.html, /<h1>Sign-in expired<\/h1>/, what);
    }
    // A state named by a failed return is used up: its own cookie no longer helps.
    const late = await get(`?code=good-code&state=${mine.state}`, { cookie: mine.cookie });
    assert.equal(late.status, 400);
    assert.equal(github.requests.length, before, "GitHub was asked for a token");
  });

  test("GitHub refusing the code, an unreadable answer, or access denied: an error for the CMS, no token", async () => {
    for (const [query, status, code, text] of /** @type {const} */ ([
      [
        "code=stale-code",
        502,
        "TOKEN_REQUEST_FAILED",
        /GitHub refused the sign-in: The code passed is incorrect or expired/,
      ],
      ["code=html-code", 502, "MALFORMED_RESPONSE", /could not read/],
      [
        "error=access_denied&error_description=The+user+has+denied",
        403,
        "AUTH_CODE_REQUEST_FAILED",
        /not granted/,
      ],
      ["code=bad%20code", 400, "AUTH_CODE_REQUEST_FAILED", /valid sign-in code/],
    ])) {
      const { res } = await returnFromGitHub(query);
      assert.equal(res.status, status, query);
      const error = await errorOf(res);
      assert.equal(error.errorCode, code, query);
      assert.match(error.message, text, query);
      assert.doesNotMatch(error.html, /<img/, query); // GitHub's words are escaped too
    }
    assert.match(php.phpLog(), /cms-auth: GitHub refused the code \(bad_verification_code\)/);
  });

  test("input is never reflected unescaped; the token is never logged or stored", async () => {
    const hostile = encodeURIComponent('"><script>alert(1)</script>');
    for (const query of [`?state=${hostile}&code=${hostile}`, `?error=${hostile}&state=${hostile}`]) {
      const res = await get(query);
      const html = await res.text();
      assert.equal(res.status, 400);
      assert.doesNotMatch(html, /alert\(1\)/);
    }
    const provider = await get(`?provider=${hostile}`);
    assert.equal(provider.status, 400);
    assert.doesNotMatch(await provider.text(), /alert\(1\)/);
    assert.equal(provider.headers.getSetCookie().length, 0);
    const scope = await get("?provider=github&scope=admin:org");
    assert.equal(scope.status, 400);
    assert.equal((await errorOf(scope)).errorCode, "UNSUPPORTED_SCOPE");

    assert.doesNotMatch(php.phpLog(), new RegExp(TOKEN));
    assert.doesNotMatch(php.phpLog(), /PHP (Warning|Notice|Deprecated|Fatal)/);
    for (const f of readdirSync(php.storage, { recursive: true, withFileTypes: true })) {
      const path = join(f.parentPath, f.name);
      if (f.isFile()) assert.doesNotMatch(readFileSync(path, "utf8"), new RegExp(TOKEN), path);
    }
  });

  test("only GET: other methods get 405", async () => {
    for (const method of ["POST", "PUT", "HEAD"]) {
      const res = await fetch(`${php.base}${SCRIPT}?provider=github`, { method, redirect: "manual" });
      assert.equal(res.status, 405, method);
      assert.equal(res.headers.get("allow"), "GET");
      assert.equal(res.headers.getSetCookie().length, 0);
    }
  });

  // The redirect_uri is configuration, never the request.
  for (const [what, host] of /** @type {[string, Record<string, string | null>][]} */ ([
    ["a forged Host", { host: "evil.example" }],
    ["a forged Host and X-Forwarded-Proto", { host: "evil.example:8443", "x-forwarded-proto": "https" }],
    ["a Host PHP would not parse", { host: "a_b" }],
    ["no Host at all", { host: null }],
  ])) {
    test(`${what}: the authorize step and the exchange send exactly FORMS_SCRIPT_ORIGIN's callback`, async () => {
      const start = await rawGet(`${SCRIPT}?provider=github&site_id=x&scope=repo`, host);
      assert.equal(start.status, 302, start.text);
      const location = new URL(String(start.headers.location));
      assert.equal(location.searchParams.get("redirect_uri"), CALLBACK);
      const state = location.searchParams.get("state");
      const cookie = start.headers["set-cookie"][0].split(";")[0];
      const before = github.requests.length;
      const back = await rawGet(`${SCRIPT}?code=good-code&state=${state}`, { ...host, cookie });
      assert.equal(back.status, 200, back.text);
      const exchange = github.requests.slice(before);
      assert.equal(exchange.length, 1);
      assert.equal(exchange[0].params.redirect_uri, CALLBACK);
    });
  }
});

// Every staff screen is bilingual: the window speaks English and Arabic, the browser's first language first (the
// CMS's own first choice, cms/i18n.js), and so does the error the CMS shows. Words: content/cms-auth.ts and its twin.
const words = { en, ar };
const ARABIC_BROWSER = { "accept-language": "ar-SA,ar;q=0.9,en;q=0.8" };

/** `keys` of cmsAuthCopy in `lang`, {name}s filled in from `fill` (isolated in Arabic, as lib/cms-auth.php does). */
const say = (lang, keys, fill = {}) =>
  keys
    .map((key) => words[lang][key])
    .join(" ")
    .replace(/\{(\w+)\}/g, (_, name) => (lang === "ar" ? `\u2068${fill[name]}\u2069` : fill[name]));

/**
 * What the editor reads in a handshake page: the page's language and direction, the window's title, and each
 * language's block (its lang, dir and visible text: hidden elements, the head and the script left out), in order.
 */
function readPage(html) {
  const page = parseHtml(html);
  const [root] = elements(page, "html");
  const hiddenOrHead = (el) => "hidden" in el.attribs || ["head", "script", "style"].includes(el.name);
  const visible = (node) =>
    node.type === "text"
      ? node.data
      : node.attribs && hiddenOrHead(node)
        ? ""
        : (node.children ?? []).map(visible).join(" ");
  const blocks = elements(page)
    .filter((el) => el.attribs.lang && !elements(el).some((inner) => inner.attribs.lang))
    .map((el) => ({
      lang: el.attribs.lang,
      dir: inherited(el, "dir"),
      text: visible(el).replace(/\s+/g, " ").trim(),
    }))
    .filter((block) => block.text);
  return {
    lang: root.attribs.lang,
    dir: root.attribs.dir,
    title: textOf(elements(page, "title")[0]),
    blocks,
  };
}

/** The page and the message the CMS shows for title `titleKey` and words `textKeys`, `first` language first. */
function expected(first, titleKey, textKeys, fill = {}) {
  const languages = first === "ar" ? ["ar", "en"] : ["en", "ar"];
  const dir = (lang) => (lang === "ar" ? "rtl" : "ltr");
  return {
    page: {
      lang: first,
      dir: dir(first),
      title: languages.map((lang) => words[lang][titleKey]).join(" · "),
      blocks: languages.map((lang) => ({
        lang,
        dir: dir(lang),
        text: `${words[lang][titleKey]} ${say(lang, textKeys, fill)}`,
      })),
    },
    message: languages.map((lang) => `\u2068${say(lang, textKeys, fill)}\u2069`).join(" "),
  };
}

describe("CMS sign-in: the editor's words, English and Arabic", () => {
  before(() => configure());

  /** GitHub's return with `query`, the return sent with `headers`. */
  const back = async (query, headers) => {
    const { state, cookie } = await begin();
    return get(`?${query}&state=${state}`, { cookie, ...headers });
  };
  const reason = "The code passed is incorrect or expired. <img src=x onerror=alert(1)>";
  for (const [what, request, status, title, text, fill] of /** @type {const} */ ([
    ["expired", (h) => get(`?code=good-code&state=${"a".repeat(64)}`, h), 400, "expiredTitle", ["expired"]],
    ["access denied", (h) => back("error=access_denied", h), 403, "cancelledTitle", ["denied"]],
    ["GitHub's other error", (h) => back("error=server_error", h), 403, "cancelledTitle", ["githubError"]],
    ["a malformed code", (h) => back("code=bad%20code", h), 400, "failedTitle", ["badCode"]],
    [
      "GitHub refusing the code",
      (h) => back("code=stale-code", h),
      502,
      "failedTitle",
      ["refusedBecause", "retry"],
      { reason },
    ],
    [
      "GitHub's unreadable answer",
      (h) => back("code=html-code", h),
      502,
      "failedTitle",
      ["malformed", "retry"],
    ],
    ["another backend", (h) => get("?provider=gitlab", h), 400, "unavailableTitle", ["unsupportedBackend"]],
    [
      "a scope not granted",
      (h) => get("?provider=github&scope=admin:org", h),
      400,
      "unavailableTitle",
      ["unsupportedScope"],
    ],
  ])) {
    test(`${what}: the page and the CMS's message in both languages, the browser's first first`, async () => {
      for (const [headers, first] of /** @type {const} */ ([
        [{}, "en"],
        [{ "accept-language": "en-GB,en;q=0.9,ar;q=0.8" }, "en"],
        [ARABIC_BROWSER, "ar"],
      ])) {
        const res = await request(headers);
        assert.equal(res.status, status, what);
        const error = await errorOf(res);
        const want = expected(first, title, text, fill);
        assert.deepEqual(readPage(error.html), want.page, `${what}, ${first} first`);
        assert.equal(error.message, want.message, `${what}, ${first} first: the message the CMS shows`);
      }
    });
  }

  test("missing settings and an unreachable GitHub: both languages too", async () => {
    try {
      configure({ CMS_GITHUB_CLIENT_SECRET: undefined, FORMS_SCRIPT_ORIGIN: undefined });
      const missing = await errorOf(await get("?provider=github&scope=repo", ARABIC_BROWSER));
      const settings = { settings: "CMS_GITHUB_CLIENT_SECRET, FORMS_SCRIPT_ORIGIN" };
      const want = expected("ar", "notConfiguredTitle", ["notConfigured"], settings);
      assert.deepEqual(readPage(missing.html), want.page);
      assert.equal(missing.message, want.message);

      const gone = await startFakeGitHub();
      await gone.stop();
      configure({}, gone.base);
      const unreachable = await errorOf(await back("code=good-code", ARABIC_BROWSER));
      const wantGone = expected("ar", "failedTitle", ["unreachable", "retry"]);
      assert.deepEqual(readPage(unreachable.html), wantGone.page);
      assert.equal(unreachable.message, wantGone.message);
    } finally {
      configure();
    }
  });

  test("the success page in both languages", async () => {
    for (const [headers, first] of /** @type {const} */ ([
      [{}, "en"],
      [ARABIC_BROWSER, "ar"],
    ])) {
      const res = await back("code=good-code", headers);
      const html = await res.text();
      assert.equal(res.status, 200, html);
      assertPageCsp(res, html);
      assert.deepEqual(readPage(html), expected(first, "successTitle", ["success"]).page);
    }
  });

  test("cut off from the CMS, the page says so in both languages", async () => {
    for (const [headers, languages] of /** @type {const} */ ([
      [{}, ["en", "ar"]],
      [ARABIC_BROWSER, ["ar", "en"]],
    ])) {
      for (const res of [await back("code=good-code", headers), await back("code=stale-code", headers)]) {
        const html = await res.text();
        assert.deepEqual(handshake(html).lostIn(), [], "with its opener, the page adds nothing");
        assert.deepEqual(
          handshake(html, { withOpener: false }).lostIn(),
          languages.map((lang) => [lang, words[lang].lost]),
          `${res.status}, ${languages[0]} first: the lost-link words`,
        );
      }
    }
  });

  test("without its words (rules.json not generated) the sign-in answers 503 and logs why", async () => {
    const bare = await startPhp({ rules: false, env: { FORMS_CONFIG: config } });
    try {
      const res = await fetch(`${bare.base}${SCRIPT}?provider=github&scope=repo`, { redirect: "manual" });
      assert.equal(res.status, 503);
      assert.equal(res.headers.get("location"), null);
      assert.equal(res.headers.getSetCookie().length, 0);
      assert.match(
        bare.phpLog(),
        /cms-auth: the words of the sign-in \(cmsAuth in lib\/rules\.json\) are missing/,
      );
    } finally {
      await bare.stop();
    }
  });

  test("the redirect to GitHub and the 405 say it in both languages too", async () => {
    for (const [headers, languages] of /** @type {const} */ ([
      [{}, ["en", "ar"]],
      [ARABIC_BROWSER, ["ar", "en"]],
    ])) {
      const res = await get("?provider=github&site_id=x&scope=repo", headers);
      assert.equal(res.status, 302);
      assert.equal(await res.text(), `${languages.map((lang) => words[lang].toGitHub).join("\n")}\n`);
      const post = await fetch(`${php.base}${SCRIPT}?provider=github`, {
        method: "POST",
        headers,
        redirect: "manual",
      });
      assert.equal(post.status, 405);
      assert.equal(
        await post.text(),
        `${languages.map((lang) => words[lang].methodNotAllowed).join("\n")}\n`,
      );
    }
  });
});

describe("CMS sign-in: missing settings and an unreachable GitHub", () => {
  test("missing settings: 503 naming each of them, no cookie, no redirect", async () => {
    // http: refused
    configure({
      CMS_GITHUB_CLIENT_ID: undefined,
      CMS_GITHUB_CLIENT_SECRET: undefined,
      CMS_ALLOWED_ORIGIN: "http://cms.example",
      FORMS_SCRIPT_ORIGIN: undefined,
    });
    const res = await get("?provider=github&scope=repo");
    const html = await res.text();
    assert.equal(res.status, 503);
    assert.equal(res.headers.get("location"), null);
    assert.equal(res.headers.getSetCookie().length, 0);
    assert.match(
      html,
      /CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET, CMS_ALLOWED_ORIGIN, FORMS_SCRIPT_ORIGIN in forms\.config\.php/,
    );
    assertPageCsp(res, html);
    assert.deepEqual(handshake(html).posted, []); // no allowed origin: nothing is sent anywhere
    assert.match(php.phpLog(), /cms-auth: sign-in not configured; set CMS_GITHUB_CLIENT_ID/);
  });

  test("GitHub unreachable: 502 and an error for the CMS", async () => {
    const gone = await startFakeGitHub();
    await gone.stop(); // nothing listens there any more
    configure({}, gone.base);
    const { res } = await returnFromGitHub();
    assert.equal(res.status, 502);
    const error = await errorOf(res);
    assert.equal(error.errorCode, "TOKEN_REQUEST_FAILED");
    assert.match(error.message, /could not reach GitHub/);
    assert.match(
      php.phpLog(),
      /cms-auth: the token request to .* failed \(cannot connect: network, DNS or TLS\)/,
    );
    assert.doesNotMatch(php.phpLog(), /PHP (Warning|Notice)/);
  });
});

describe("CMS sign-in: FORMS_SCRIPT_ORIGIN is required", () => {
  for (const [what, value] of [
    ["unset", undefined],
    ["plain http on a public host", "http://forms.makkahtech.example"],
    ["with a path", "https://forms.makkahtech.example/assets"],
  ]) {
    test(`${what}: 503 naming it, no cookie, no redirect, GitHub never asked`, async () => {
      configure({ FORMS_SCRIPT_ORIGIN: value });
      const asked = github.requests.length;
      for (const query of ["?provider=github&scope=repo", `?code=good-code&state=${"a".repeat(64)}`]) {
        const res = await get(query);
        const html = await res.text();
        assert.equal(res.status, 503, html);
        assert.equal(res.headers.get("location"), null);
        assert.equal(res.headers.getSetCookie().length, 0);
        assert.match(html, /still has to set FORMS_SCRIPT_ORIGIN in forms\.config\.php/);
      }
      assert.equal(github.requests.length, asked);
      assert.match(php.phpLog(), /cms-auth: sign-in not configured; set FORMS_SCRIPT_ORIGIN \(/);
    });
  }
});

/**
 * A GitHub on a raw socket that answers the token request with TOKEN and never closes the connection:
 * `drip` sends the answer one byte every 100 ms (about 45 s in all: per-read timeouts never fire on it),
 * otherwise all at once. Records how many bytes it sent and when the client hung up.
 */
async function startRawGitHub({ drip }) {
  const body = JSON.stringify({ access_token: TOKEN, token_type: "bearer", pad: "x".repeat(300) });
  const answer = `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const sockets = new Set();
  const seen = { dripped: 0, closedAt: null };
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    let timer;
    socket.once("data", () => {
      if (!drip) return socket.write(answer);
      timer = setInterval(() => {
        if (seen.dripped < answer.length) socket.write(answer[seen.dripped++]);
      }, 100);
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      seen.closedAt = performance.now();
      sockets.delete(socket);
    });
  });
  const { base, stop } = await listen(server);
  const end = () => {
    for (const s of sockets) s.destroy();
    return stop();
  };
  return { base, seen, stop: end };
}

describe("CMS sign-in: one deadline for the whole exchange", { timeout: 30_000 }, () => {
  const raw = forSuite(async () => {
    const [drip, whole] = [await startRawGitHub({ drip: true }), await startRawGitHub({ drip: false })];
    return { drip, whole, stop: () => Promise.all([drip.stop(), whole.stop()]) };
  });

  test("a GitHub that drips its answer frees the worker by CMS_GITHUB_TIMEOUT", async () => {
    const { seen } = raw.drip;
    configure({ CMS_GITHUB_TIMEOUT: "2" }, raw.drip.base);
    const { res, started, seconds } = await returnFromGitHub();
    assert.equal(res.status, 502);
    assert.equal((await errorOf(res)).errorCode, "TOKEN_REQUEST_FAILED");
    assert.ok(seconds >= 1.9 && seconds < 4, `answered after ${seconds.toFixed(2)} s, deadline 2 s`);
    assert.ok(seen.dripped >= 10, `only ${seen.dripped} bytes dripped`); // it was reading
    assert.ok(seen.closedAt !== null, "the worker still holds the connection");
    assert.ok((seen.closedAt - started) / 1000 < 4, "the connection closed late");
    assert.match(php.phpLog(), /cms-auth: the token request to .* failed \(timed out after 2 s/);
    // The single php -S worker is free again.
    const next = await get("?provider=github&scope=repo");
    assert.equal(next.status, 302);
    console.log(`# drip: 502 after ${seconds.toFixed(2)} s, ${seen.dripped} bytes dripped`);
  });

  test("a whole answer on a connection the server keeps open is read at once, not at the deadline", async () => {
    configure({ CMS_GITHUB_TIMEOUT: "5" }, raw.whole.base);
    const { res, seconds } = await returnFromGitHub();
    assert.equal(res.status, 200, await res.text());
    assert.ok(seconds < 2, `answered after ${seconds.toFixed(2)} s`);
  });
});

// In a real Chromium, through a cross-origin "GitHub" (localhost vs 127.0.0.1): what the sandbox above cannot
// show, that window.opener survives the trip under the opener policies the hosts send (/admin/:
// same-origin-allow-popups; cms-auth.php: unsafe-none), and that the site-wide same-origin policy on the CMS page
// would cut it (the page then says so).
/** A stand-in for /admin/ under a given opener policy: Decap's side of the handshake, nothing else. */
const adminPage = (coop) => `<?php
header('Cross-Origin-Opener-Policy: ${coop}');
?><!doctype html><title>CMS</title><button id="login">Login with GitHub</button><output id="result"></output>
<script>
const base = location.origin; // the CMS's base_url: the PHP host is this host here
document.getElementById("login").addEventListener("click", () => {
  const popup = window.open(base + "/assets/phpscripts/cms-auth.php?provider=github&site_id=test&scope=repo", "auth", "width=600,height=600");
  addEventListener("message", function hello(event) {
    if (event.origin !== base || event.data !== "authorizing:github") return;
    removeEventListener("message", hello);
    addEventListener("message", (answer) => {
      if (answer.origin === base) document.getElementById("result").textContent = answer.data;
    });
    popup.postMessage(event.data, event.origin);
  });
});
</script>`;

describe("CMS sign-in popup in Chromium", needsChromium, () => {
  const browser = chromiumForSuite();
  before(() => {
    // The CMS and the scripts on the PHP server's own origin, GitHub on another (the same fake, named localhost).
    configure(
      { CMS_ALLOWED_ORIGIN: php.base, FORMS_SCRIPT_ORIGIN: php.base },
      github.base.replace("127.0.0.1", "localhost"),
    );
    for (const [dir, coop] of [
      ["admin", "same-origin-allow-popups"],
      ["admin-strict", "same-origin"],
    ]) {
      mkdirSync(join(php.www, dir), { recursive: true });
      writeFileSync(join(php.www, dir, "index.php"), adminPage(coop));
    }
  });

  const signIn = async (path) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${php.base}${path}`);
    const popup = context.waitForEvent("page");
    await page.getByRole("button", { name: "Login with GitHub" }).click();
    const auth = await popup;
    await auth.waitForURL(/cms-auth\.php\?code=good-code/);
    await auth.waitForLoadState();
    return { context, page, auth };
  };

  test("same-origin-allow-popups on /admin/: the token reaches the CMS window", async () => {
    const { context, page } = await signIn("/admin/");
    await assert.doesNotReject(
      page
        .locator("#result")
        .filter({ hasText: "authorization:github:success:" })
        .waitFor({ timeout: 10_000 }),
    );
    assert.equal(
      await page.locator("#result").textContent(),
      `authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`,
    );
    await context.close();
  });

  test("same-origin on the CMS page cuts the popup off: nothing is sent, and the popup says why", async () => {
    const { context, page, auth } = await signIn("/admin-strict/");
    await assert.doesNotReject(
      auth.getByText("This window has lost its link to the CMS").waitFor({ timeout: 10_000 }),
    );
    await assert.doesNotReject(auth.getByText(ar.lost).waitFor({ timeout: 10_000 }), "the Arabic words too");
    assert.equal(await page.locator("#result").textContent(), "");
    await context.close();
  });
});
