#!/usr/bin/env node
// `npm run cms`: edit the site's content in a browser on this computer (docs/editing.md).
//  - decap-server (the Decap CMS local backend, port CMS_BACKEND_PORT: 8081) reads and writes the working tree;
//  - `next dev` serves the site (port 3001), so a saved change shows on the page in a second or two;
//  - http://localhost:3000 shows both: /admin/ is the content manager (the same files as the built out/admin/,
//    scripts/build/build-admin.mjs), every other path is the site from `next dev` (its live reload included).
//  - a page asked for while the content has a mistake (lib/content-errors.ts, as validate-content) shows the
//    editor's message in English and Arabic (content/editor-messages.json), never next dev's overlay; so does a page
//    next dev fails to render. lib/content.ts reads the Markdown again once a file changed (tests/cms-dev/).
// Ctrl+C stops all three. PORT, CMS_SITE_PORT and CMS_BACKEND_PORT change the ports (the CMS follows).
// `npm run cms -- --workflow` rehearses the production editorial workflow instead: decap-server in Git mode keeps
// each draft on a branch `cms/<collection>/<slug>` of this repository and merges it into the current branch on
// "Publish" (commit or stash your own changes first: it checks branches out in this working tree).
import { spawn } from "node:child_process";
import { createServer, request } from "node:http";
import { connect } from "node:net";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { readFileSync } from "node:fs";
import { adminFiles, CMS_BACKEND_PORT as backendPort, fresh } from "../build/build-admin.mjs";
// The editor's words are never markup.
import { escapeHtml as escape } from "../build/error-pages.mjs";
import { decapServerBin } from "../lib/decap-server.mjs";
import { mimeOf } from "../lib/hosting-rules.mjs";

const root = resolve(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);
const port = Number(process.env.PORT ?? 3000);
const sitePort = Number(process.env.CMS_SITE_PORT ?? 3001);

const children = [];
function run(command, args, env) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: "inherit" });
  child.on("exit", (code) => {
    console.error(`cms: ${args[0] ?? command} stopped (${code}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}
function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exit(code);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

// The local backend: MODE=fs writes the files straight into the working tree (no commits); MODE=git commits,
// with drafts on branches (the CMS then shows its Workflow tab: cms/admin.js asks the backend).
const workflow = process.argv.includes("--workflow");
run(process.execPath, [decapServerBin(root)], {
  PORT: String(backendPort),
  MODE: workflow ? "git" : "fs",
  GIT_REPO_DIRECTORY: root,
});
run(process.execPath, [require.resolve("next/dist/bin/next"), "dev", "-p", String(sitePort)], {});

let admin = await adminFiles();
const server = createServer(async (req, res) => {
  const path = new URL(req.url ?? "/", "http://x").pathname;
  if (path === "/admin") {
    res.writeHead(301, { location: "/admin/" }).end();
    return;
  }
  if (path.startsWith("/admin/")) {
    if (path === "/admin/") admin = await adminFiles(); // a reload picks up changes to cms/
    const name = path === "/admin/" ? "index.html" : path.slice("/admin/".length);
    const body = admin.get(name);
    if (body) res.writeHead(200, { "content-type": mimeOf(name), "cache-control": "no-store" }).end(body);
    else res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    return;
  }
  // A page with the content in error: the editor's messages (content/editor-messages.json), never next dev's
  // overlay (a stack trace that stayed on the page after the fix, in the trial).
  const page =
    req.method === "GET" && !path.startsWith("/_next/") && /text\/html/.test(req.headers.accept ?? "");
  if (page) {
    const problems = await contentMistakes();
    if (problems.length) {
      await sendMistakes(res, "siteWaits", problems);
      return;
    }
  }
  // Everything else: the site from `next dev`.
  const upstream = request(
    { host: "127.0.0.1", port: sitePort, path: req.url, method: req.method, headers: req.headers },
    async (up) => {
      // A page next dev could not render (its error page carries the developer overlay): the editor's message.
      if (page && (up.statusCode ?? 500) >= 500 && /text\/html/.test(up.headers["content-type"] ?? "")) {
        up.resume();
        await sendMistakes(res, "siteFailed", await contentMistakes());
        return;
      }
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on("error", () => {
    if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
    res.end("The site is starting (next dev); reload in a few seconds.");
  });
  req.pipe(upstream);
});
// Live reload (next dev's web socket) goes through as well.
server.on("upgrade", (req, socket, head) => {
  const up = connect(sitePort, "127.0.0.1", () => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2)
      lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    up.write(`${lines.join("\r\n")}\r\n\r\n`);
    up.write(head);
    up.pipe(socket).pipe(up);
  });
  up.on("error", () => socket.destroy());
  socket.on("error", () => up.destroy());
});
/** The content's mistakes as validate-content finds them (lib/content-errors.ts), read afresh each time. */
async function contentMistakes() {
  try {
    const { contentProblems } = await fresh("lib/content-errors.ts");
    return contentProblems(root, readFileSync(join(root, "cms/config.yml"), "utf8"));
  } catch (error) {
    return [{ line: String(error?.message ?? error).split("\n")[0], file: "", field: "" }];
  }
}

/** A plain page (no script) with the editor's message in English and Arabic, and each mistake. */
async function sendMistakes(res, key, problems) {
  const { editorMessage } = await fresh("lib/editor-messages.ts");
  const items = problems
    .map(
      (p) =>
        `<li><p>${escape(p.line)}</p>${p.ar ? `<p dir="rtl" lang="ar">${escape(p.ar)}</p>` : ""}${p.file ? `<p><small>${escape(p.file)}, ${escape(p.field)}</small></p>` : ""}</li>`,
    )
    .join("");
  res.writeHead(500, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(editorMessage(key, {}, "en"))}</title>` +
      `<style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;line-height:1.6;color:#1e293b}li{margin-block:1rem}small{color:#475569}</style></head>` +
      `<body><main><h1>${escape(editorMessage(key, {}, "en"))}</h1><h1 dir="rtl" lang="ar">${escape(editorMessage(key, {}, "ar"))}</h1>${items ? `<ul>${items}</ul>` : ""}</main></body></html>`,
  );
}

server.listen(port, () =>
  console.log(
    `\ncms: open http://localhost:${port}/admin/ to edit (the site: http://localhost:${port}/). Ctrl+C to stop.\n`,
  ),
);
