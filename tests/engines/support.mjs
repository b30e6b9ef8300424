// Shared parts of the cross-engine smoke suites (tests/engines/*.test.mjs): the preview server
// (scripts/serve/serve.mjs, php -S like production), the CMS backend and WebKit's error probe.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, createServer as createHttpServer } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { startDecapServer } from "../../scripts/lib/decap-server.mjs";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { startServer } from "../../scripts/lib/start-server.mjs";
import { readIfExists, requireBuild } from "../hosting/support.mjs";

export const root = resolve(fileURLToPath(import.meta.url), "../../..");
const results = join(root, "test-results/engines");

/**
 * The content manager's local backend (decap-server, as `npm run cms` starts it) on a free port (the CMS is told
 * it: `open`), over a copy of content/ and public/, so nothing here is written to.
 */
export async function startCmsBackend() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "engines-cms-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  for (const folder of ["content", "public"])
    cpSync(join(root, folder), join(dir, folder), { recursive: true });
  const backend = await startDecapServer({ root, dir, port, mode: "fs", timeout: 20_000 }).catch((err) => {
    remove();
    throw err;
  });
  return {
    /** Opens /admin/ in `e` against this backend (cms/admin.js reads `cms-backend-port`). */
    open: async (e) => {
      await e.open("/"); // a page of the same origin (a file would be sandboxed: no storage)
      await e.run((p) => localStorage.setItem("cms-backend-port", p), String(port));
      await e.open("/admin/");
    },
    close: async () => {
      await backend.stop();
      remove();
    },
  };
}

/**
 * The built out/ served by scripts/serve/serve.mjs (php -S with scripts/serve/router.php, like `npm start`),
 * with the e2e suite's form settings: a throwaway store, no rate limit, and mail captured to files.
 * ENGINES_PORT picks the port (default: a free one).
 */
export async function startSite(engine) {
  requireBuild();
  const port = Number(process.env.ENGINES_PORT ?? (await freePort()));
  const dir = join(results, engine);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const storage = join(dir, "storage");
  const mail = join(dir, "mail");
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(process.execPath, [join(root, "scripts/serve/serve.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      FORMS_STORAGE_DIR: storage,
      FORMS_RATE_LIMIT: "1000",
      PHP_SENDMAIL_PATH: `/bin/sh ${join(root, "tests/php/support/capture-mail.sh")} ${mail}`,
    },
    stdout: false,
    url: `${base}/`,
    what: `the preview server on port ${port}`,
  });
  return {
    base,
    port,
    stored: (form) => readIfExists(join(storage, `${form}.jsonl`)),
    close: server.stop,
  };
}

/**
 * Records what a page reports as broken, for engines whose driver cannot listen to the console
 * (WebKitWebDriver has no BiDi and no log endpoint): uncaught errors, unhandled rejections,
 * console.error calls, resources that failed to load and CSP violations. Loaded first in <head> by
 * the probe proxy below as a same-origin script, which the site's CSP (`script-src 'self'`) allows.
 */
const probePath = "/__engines-probe.js";
const probeSource = `(() => {
  const errors = (window.__engineErrors = []);
  const push = (text) => errors.push(String(text));
  addEventListener("error", (e) => {
    const t = e.target;
    if (t && t !== window && t.nodeType === 1) push("failed to load " + (t.currentSrc || t.src || t.href || t.outerHTML.slice(0, 80)));
    else push("uncaught " + e.message + " at " + e.filename + ":" + e.lineno);
  }, true);
  addEventListener("unhandledrejection", (e) => push("unhandled rejection " + ((e.reason && e.reason.stack) || e.reason)));
  document.addEventListener("securitypolicyviolation", (e) => push("CSP blocked " + e.blockedURI + " (" + e.violatedDirective + ")"));
  const original = console.error;
  console.error = function (...args) { push("console.error " + args.map(String).join(" ")); return original.apply(this, args); };
})();`;

/**
 * A pass-through proxy in front of the preview server that adds the probe to every HTML page (and
 * nothing else: same bytes otherwise, same Host header so the form handlers' Origin check sees the
 * proxy's origin, as a browser would).
 */
export async function startProbeProxy(target) {
  const port = await freePort();
  const server = createHttpServer((req, res) => {
    if (req.url === probePath) {
      res.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-store" });
      res.end(probeSource);
      return;
    }
    const upstream = httpRequest(
      {
        host: "127.0.0.1",
        port: target,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "accept-encoding": "identity" },
      },
      (up) => {
        const type = up.headers["content-type"] ?? "";
        if (!type.includes("text/html")) {
          res.writeHead(up.statusCode, up.headers);
          up.pipe(res);
          return;
        }
        const chunks = [];
        up.on("data", (c) => chunks.push(c));
        up.on("end", () => {
          const tag = `<script src="${probePath}"></script>`;
          const html = Buffer.concat(chunks)
            .toString("utf8")
            .replace(/<head[^>]*>(\s*<meta charSet="utf-8"\/>)?/i, (m) => m + tag);
          const body = Buffer.from(html, "utf8");
          const headers = { ...up.headers, "content-length": String(body.length) };
          delete headers["transfer-encoding"];
          res.writeHead(up.statusCode, headers);
          res.end(body);
        });
      },
    );
    upstream.on("error", (err) => {
      res.writeHead(502);
      res.end(String(err));
    });
    req.pipe(upstream);
  });
  await new Promise((r) => server.listen(port, "127.0.0.1", () => r()));
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

/** Polls `check` (an async function returning a truthy value when done) until `ms` have passed. */
export async function waitUntil(check, ms, describe) {
  const until = Date.now() + ms;
  let last;
  for (;;) {
    try {
      last = await check();
      if (last) return last;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until)
      throw new Error(
        `${describe()} (waited ${ms / 1000}s${last instanceof Error ? `: ${last.message}` : ""})`,
      );
    await sleep(100);
  }
}
