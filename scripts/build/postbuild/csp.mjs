// Steps 1 and 2: the per-page Content-Security-Policy and the form origin.
//
// A static export cannot use nonces, and Next inlines its bootstrap (`self.__next_f.push(...)`, the
// Turbopack chunk list), so each page gets a <meta http-equiv="Content-Security-Policy"> whose
// script-src lists the SHA-256 of exactly the inline scripts of that page: no 'unsafe-inline' for
// scripts. It runs last, so the hashes cover what the other steps left (the loader included). What a
// meta policy cannot carry (frame-ancestors) lives in the server headers (public/.htaccess,
// public/_headers, deploy/nginx), which also repeat form-action, base-uri and object-src.
// NEXT_PUBLIC_FORM_ORIGIN (the PHP host, when the form scripts live on another origin) is added to
// form-action here and in the copied out/.htaccess and out/_headers.
//
// Only the scripts the build itself emits are hashed, each recognised by what it is (BUILT_SCRIPTS): any other
// inline script, or an inline event handler (`onload=`, `onclick=`…), fails the build naming the page, so text an
// editor managed to turn into a script is never blessed by the page's own policy (issue 46).
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { elements } from "../../lib/html.mjs";
import { LOADER } from "./inline-loader.mjs";
const { themeScript } = await import("../../../lib/theme.ts");
const { fontsScript } = await import("../../../lib/fonts.ts");

/** A JSON value (a string literal, an array…) that parses: nothing in it can run. */
const isJson = (text) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** The head script of each edition, and its two halves (an older export wrote them apart). */
const HEAD_SCRIPTS = new Set(
  [fontsScript("en"), fontsScript("ar")].flatMap((fonts) => [themeScript + fonts, fonts, themeScript]),
);

/**
 * The inline scripts the build emits, by name: each a test on the script's whole text. The project's own are
 * compared byte for byte with their source; Next's are its fixed bootstrap or a call whose only argument is
 * JSON (data, which cannot run).
 */
export const BUILT_SCRIPTS = {
  /** components/layout/site-shell.tsx: the theme and fonts marks before the first paint (lib/theme.ts, lib/fonts.ts). */
  theme: (js) => HEAD_SCRIPTS.has(js),
  /** scripts/build/postbuild/loader.js, inlined by defer-scripts.mjs. */
  loader: (js) => js === LOADER,
  /** Next's flight bootstrap. */
  "next-bootstrap": (js) => js === "(self.__next_f=self.__next_f||[]).push([0])",
  /** Next's inline RSC payload (payload.mjs moves it out; the 404 pages keep it until then). */
  "next-payload": (js) => {
    const m = js.match(/^self\.__next_f\.push\((\[[0-9],"[\s\S]*"\])\)$/);
    return Boolean(m && isJson(m[1]));
  },
  /** Turbopack's chunk list. */
  "turbopack-chunks": (js) => {
    const m = js.match(
      /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/,
    );
    return Boolean(m && isJson(m[1]));
  },
};

/** Which of the build's own scripts `js` is, or undefined. */
export const builtScriptKind = (js) => Object.keys(BUILT_SCRIPTS).find((k) => BUILT_SCRIPTS[k](js));

/** The form endpoint's origin ("" when the scripts are served by the site itself). */
export function formOrigin(value = process.env.NEXT_PUBLIC_FORM_ORIGIN ?? "") {
  const trimmed = value.trim().replace(/\/+$/, "");
  if (!trimmed) return "";
  const url = new URL(trimmed); // throws on a malformed setting: better at build time than in a browser
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`NEXT_PUBLIC_FORM_ORIGIN must be an http(s) origin, got ${value}`);
  }
  return url.origin;
}

// <script> elements without src whose type is JavaScript (data blocks such as JSON-LD need no hash).
const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const META_RE = /<meta http-equiv="Content-Security-Policy"[^>]*>/gi;

function isExecutableInline(attrs) {
  if (/\ssrc\s*=/i.test(attrs)) return false;
  const type = attrs.match(/\stype\s*=\s*["']?([^"'\s>]+)/i)?.[1]?.toLowerCase();
  return !type || type === "module" || /^(text|application)\/(javascript|ecmascript)$/.test(type);
}

/** The start of the page's text at `index` (a script's first characters, for an error message). */
const excerpt = (text) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);

/** The inline event handlers of a page (`<img onerror=…>`, read as a browser does): attributes named `on…`. */
export const inlineHandlers = (html) =>
  elements(html).flatMap((el) =>
    Object.entries(el.attribs)
      .filter(([name]) => /^on/.test(name))
      .map(([name, value]) => `<${el.name} ${name}=${JSON.stringify(value)}>`),
  );

/**
 * The base64 SHA-256 of every executable inline script, in document order, without repeats. Throws on an
 * inline script the build did not emit (BUILT_SCRIPTS) and on an inline event handler.
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  const handlers = inlineHandlers(html);
  if (handlers.length)
    throw new Error(
      `an inline event handler the build does not emit, never allowed by the CSP: ${handlers[0]} (if it came from content, fix the entry; the content check should have refused it: lib/mdx/safety.ts)`,
    );
  for (const [, attrs, body] of html.matchAll(SCRIPT_RE)) {
    if (!isExecutableInline(attrs)) continue;
    if (!builtScriptKind(body))
      throw new Error(
        `an inline script the build does not emit, never allowed by the CSP: <script${attrs}>${excerpt(body)} (if it came from content, fix the entry; the content check should have refused it: lib/mdx/safety.ts)`,
      );
    const hash = `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/**
 * The only pages whose script-src also allows WebAssembly ('wasm-unsafe-eval', which permits compiling
 * WebAssembly and nothing else: eval and new Function stay blocked): the two search pages, where Pagefind
 * compiles its search engine (docs/search.md). Paths under out/; every other page keeps the policy without it.
 */
export const WASM_PAGES = new Set(["search/index.html", "ar/search/index.html"]);

export function pagePolicy(hashes, origin = "", { wasm = false } = {}) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...hashes].join(" "),
    // Swiper, tsParticles and React set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // The forms' challenge (challenge.php) comes from the form origin when the scripts live on another host.
    `connect-src 'self'${origin ? ` ${origin}` : ""}`,
    `form-action 'self'${origin ? ` ${origin}` : ""}`,
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Returns the page with its CSP meta tag (replacing an earlier one), placed before any script. `page` is
 * its path under out/ ("ar/search/index.html"): the pages of WASM_PAGES also get 'wasm-unsafe-eval'.
 */
export function withCsp(html, origin = "", { page = "" } = {}) {
  const clean = html.replace(META_RE, "");
  const policy = pagePolicy(inlineScriptHashes(clean), origin, { wasm: WASM_PAGES.has(page) });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  // Right after the charset declaration (which must stay first), else right after <head>.
  const charset = clean.match(/<head\b[^>]*>\s*<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i);
  if (charset) return clean.replace(charset[0], () => `${charset[0]}${meta}`);
  const head = clean.match(/<head\b[^>]*>/i);
  if (!head) throw new Error("no <head> to put the CSP in");
  return clean.replace(head[0], () => `${head[0]}${meta}`);
}

/** Adds the form origin to form-action in the server-side header files copied from public/ into `out`. */
export function addOriginToServerFiles(out, origin) {
  for (const name of [".htaccess", "_headers"]) {
    const file = join(out, name);
    if (!existsSync(file)) continue;
    const text = readFileSync(file, "utf8");
    const next = text.replace(
      /form-action 'self'(?: https?:\/\/[^\s;"]+)?/g,
      () => `form-action 'self' ${origin}`,
    );
    if (next !== text) writeFileSync(file, next);
  }
}
