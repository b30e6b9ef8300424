// Starts `php -S` on a temp web root holding a copy of public/assets/phpscripts/ plus the rules
// file generated from content/ (scripts/build/forms-rules.mjs, as the build does), a temp storage
// directory beside it, a mail capture in place of sendmail, and every PHP diagnostic logged to a
// file the tests read.
import {
  cpSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  existsSync,
  writeFileSync,
} from "node:fs";
import assert from "node:assert/strict";
import { execFile, spawnSync } from "node:child_process";
import { after, before } from "node:test";
import { promisify } from "node:util";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { solveAltcha } from "./altcha.mjs";
import { buildRules } from "../../../scripts/build/forms-rules.mjs";
import { chromiumArgs, hasChromium, headlessChromiumPath } from "../../../scripts/lib/chromium.mjs";
import { freePort } from "../../../scripts/lib/free-port.mjs";
import { startServer } from "../../../scripts/lib/start-server.mjs";

export const root = resolve(import.meta.dirname, "../../..");
const capture = join(import.meta.dirname, "capture-mail.sh");

/** The php.ini setting that makes mail() store each message in `dir` (support/capture-mail.sh). */
export const sendmailTo = (dir) => `sendmail_path=/bin/sh ${capture} ${dir}`;

/** The files of `dir` ending in `ext` (the captured mails by default), in the order they were written. */
export const mailsIn = (dir, ext = ".eml") =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(ext))
        .sort()
        .map((f) => readFileSync(join(dir, f), "utf8"))
    : [];

let rulesText;
/** The generated rules.json text (generated once per test process). */
export async function rulesJson() {
  rulesText ??= `${JSON.stringify(await buildRules(), null, 2)}\n`;
  return rulesText;
}

/** A temp web root: assets/phpscripts/ from public/, with lib/rules.json unless `rules: false`. */
export async function makeWebRoot(dir, { rules = true } = {}) {
  const www = join(dir, "www");
  cpSync(join(root, "public/assets/phpscripts"), join(www, "assets/phpscripts"), { recursive: true });
  if (rules) writeFileSync(join(www, "assets/phpscripts/lib/rules.json"), await rulesJson());
  return www;
}

/**
 * `storage` replaces the storage directory (e.g. a small tmpfs); `wrap` runs php under another command
 * (e.g. strace injecting write errors).
 * @param {{ env?: Record<string,string>, mail?: "capture" | "fail", workers?: number, ini?: string[], rules?: boolean, storage?: string, wrap?: string[] }} options
 */
export async function startPhp({
  env = {},
  mail = "capture",
  workers,
  ini = [],
  rules = true,
  storage: storageDir,
  wrap = [],
} = {}) {
  const dir = mkdtempSync(join(tmpdir(), "forms-php-"));
  const www = await makeWebRoot(dir, { rules });
  const storage = storageDir ?? join(dir, "storage");
  const mails = join(dir, "mail");
  mkdirSync(mails);
  const errorLog = join(dir, "php-errors.log");
  const port = await freePort();
  const settings = [
    "error_reporting=-1",
    "display_errors=0",
    "log_errors=1",
    `error_log=${errorLog}`,
    mail === "fail" ? "sendmail_path=/bin/false" : sendmailTo(mails),
    ...ini,
  ];
  // -n: no system php.ini, the defaults a plain install has.
  const args = ["-n", ...settings.flatMap((d) => ["-d", d]), "-S", `127.0.0.1:${port}`, "-t", www];
  const base = `http://127.0.0.1:${port}`;
  const [command, ...commandArgs] = [...wrap, "php", ...args];
  const serverEnv = {
    ...process.env,
    FORMS_STORAGE_DIR: storage,
    FORMS_RATE_LIMIT: "1000",
    FORMS_MIN_SECONDS: "0", // the time trap has its own tests (tests/php/spam.test.mjs)
    FORMS_MAIL_TO: "sales@makkahtech.example",
    FORMS_MAIL_FROM: "website@makkahtech.example",
    ...(workers ? { PHP_CLI_SERVER_WORKERS: String(workers) } : {}),
    ...env,
  };
  // Its own process group: stop() also ends the PHP_CLI_SERVER_WORKERS children.
  const server = await startServer(command, commandArgs, {
    cwd: root,
    env: serverEnv,
    stdout: false,
    url: `${base}/assets/phpscripts/contact.php`,
    timeout: 10_000,
    what: "php -S",
  });
  const readIfExists = (file) => (existsSync(file) ? readFileSync(file, "utf8") : "");
  return {
    base,
    dir,
    www,
    storage,
    /** The server's environment (the command-line scripts of runLib start from it too). */
    env: serverEnv,
    /** Stored JSON lines of a file in storage, parsed. */
    records: (name) =>
      readIfExists(join(storage, name))
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l)),
    /** Raw captured mails (headers and body), without the replies to visitors. */
    mails: () => mailsIn(mails).filter((m) => !isReply(m)),
    /** The replies to visitors (lib/handoff.php) that were captured. */
    replies: () => mailsIn(mails).filter(isReply),
    /** The sendmail arguments of each captured mail (one per line), in the same order. */
    mailArgs: () => mailsIn(mails, ".args"),
    /** Everything PHP logged: warnings, notices, deprecations (the handlers must log none). */
    phpLog: () => readIfExists(errorLog),
    stop: server.stop,
  };
}

/**
 * The servers `start()` makes (anything with a stop()) for a describe block (or a file): started before its
 * first test and handed to `setup` (the files its tests need), stopped after its last.
 * @template {{ stop: () => unknown }} T
 * @param {() => Promise<T>} start
 * @param {(servers: T) => unknown} [setup]
 * @returns {T}
 */
export function forSuite(start, setup) {
  const servers = /** @type {T} */ (/** @type {any} */ ({}));
  before(async () => {
    Object.assign(servers, await start());
    await setup?.(servers);
  });
  after(() => servers.stop?.());
  return servers;
}

/** startPhp(options)'s server for a describe block (or a file), as forSuite. */
export const phpForSuite = (options, setup) => forSuite(() => startPhp(options), setup);

/** Chromium's headless shell (scripts/lib/chromium.mjs) for a describe block, as forSuite: newContext(), stop(). */
export const chromiumForSuite = () =>
  forSuite(async () => {
    const { chromium } = await import("@playwright/test");
    const browser = await chromium.launch({ executablePath: headlessChromiumPath, args: chromiumArgs });
    return {
      /** @param {import("@playwright/test").BrowserContextOptions} [options] */
      newContext: (options) => browser.newContext(options),
      stop: () => browser.close(),
    };
  });

/** The options of a describe block in Chromium: skipped where there is none. */
export const needsChromium = { skip: !hasChromium() && "no Chromium" };

/** Runs `fn` with the servers `start()` makes, stopping them afterwards. */
export async function withServers(start, fn) {
  const servers = await start();
  try {
    return await fn(servers);
  } finally {
    await servers.stop();
  }
}

/** Runs `fn` with a server of startPhp(options), stopping it afterwards. */
export const withPhp = (options, fn) => withServers(() => startPhp(options), fn);

/**
 * A command-line script of lib/ (php -n) on the server's copy, with its storage and environment (`env` on top);
 * `ini` as -d settings, `wrap` a command php runs under (as startPhp's), `cwd` where it starts (the repository by
 * default).
 */
function libCommand(php, script, args, { env = {}, ini = [], wrap = [], cwd = root }) {
  const lib = join(php.www, "assets/phpscripts/lib", script);
  const [command, ...rest] = [...wrap, "php", "-n", ...ini.flatMap((d) => ["-d", d]), lib, ...args];
  return {
    command,
    args: rest,
    options: {
      cwd,
      encoding: /** @type {const} */ ("utf8"),
      env: { ...process.env, ...php.env, FORMS_STORAGE_DIR: php.storage, ...env },
    },
  };
}

/** Runs libCommand(…) to its end: spawnSync's result. */
export function runLib(php, script, args = [], options = {}) {
  const run = libCommand(php, script, args, options);
  return spawnSync(run.command, run.args, run.options);
}

/** Runs libCommand(…) without blocking this process (its servers must answer the script): execFile's promise. */
export function runLibAsync(php, script, args = [], options = {}) {
  const run = libCommand(php, script, args, options);
  return promisify(execFile)(run.command, run.args, run.options);
}

const answers = {
  "contact.php": ["/contact", "msg", "contact"],
  "book-demo.php": ["/book-demo", "msg", "demo-form"],
  "newsletter.php": ["", "newsletter", "newsletter"],
};
/** Where a post to `script` sends the visitor: `result` is success, fail or wait; `page` the path before "/". */
export function landing(script, result, page = answers[script][0]) {
  const [, param, anchor] = answers[script];
  const query = result === "wait" ? `${param}=fail&reason=wait` : `${param}=${result}`;
  return `${page}/?${query}#${anchor}-${result}`;
}

/** Asserts that the answer is a 303 to where a post to `script` sends the visitor (as landing()). */
export function assertLanded(res, script, result, page, message) {
  const expected = `303 ${landing(script, result, page)}`;
  assert.equal(`${res.status} ${res.headers.get("location")}`, expected, message);
}

/** The body of a mail, quoted-printable decoded (UTF-8). */
export function mailText(mail) {
  const qp = mail
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n")
    .replace(/=\r?\n/g, "");
  return qp.replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replaceAll("=", ""), "hex").toString("utf8"));
}

/** Whether a captured mail is the reply to a visitor (lib/handoff.php), not a staff or newsletter mail. */
export const isReply = (mail) => /^Auto-Submitted: auto-replied/m.test(mail.split(/\r?\n\r?\n/)[0]);

/** Waits until `check()` is truthy (work a handler does after its answer), or fails after `ms`. */
export async function waitFor(check, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`waitFor: still false after ${ms} ms: ${check}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Fetches a challenge from challenge.php and solves it as the ALTCHA widget does: the `altcha` field's value. */
export async function solveChallenge(base) {
  const res = await fetch(`${base}/assets/phpscripts/challenge.php`);
  if (res.status === 503) return ""; // no secret: no challenge (the handler then cannot check one either)
  if (!res.ok) throw new Error(`challenge.php answered ${res.status}`);
  return solveAltcha(await res.json());
}

const formScripts = new Set(["contact.php", "book-demo.php", "newsletter.php"]);

/**
 * POSTs a form (urlencoded unless a body is given) without following the redirect. Like a browser with
 * JavaScript, a post to a form script carries a solved challenge (the `altcha` field) unless it has one
 * already or `init.challenge` is false (a visitor without JavaScript, curl, a bot): those are held as spam.
 */
export async function post(base, script, fields, init = {}) {
  let list = Array.isArray(fields) ? fields : Object.entries(fields ?? {});
  if (
    init.body === undefined &&
    init.challenge !== false &&
    formScripts.has(script) &&
    fields &&
    !list.some(([k]) => k === "altcha" || k === "confirm" || k === "unsubscribe")
  ) {
    list = [...list, ["altcha", await solveChallenge(base)]];
  }
  return fetch(`${base}/assets/phpscripts/${script}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(init.headers ?? {}) },
    body: init.body ?? new URLSearchParams(list).toString(),
  });
}

export const validContact = {
  name: "Fatimah Al-Harbi",
  email: "fatimah@example.com",
  subject: "New booking app",
  message: "We need an app for our clinic.\nCan we talk next week?",
  return_to: "/contact",
};

export const validDemo = {
  name: "Omar Saleh",
  email: "omar@company.example",
  phone: "+966 55 123 4567",
  company: "Saleh Trading",
  noEmployees: "120",
  message: "Interested in payroll and attendance.",
  return_to: "/book-demo",
};
