#!/usr/bin/env node
// Preview server: serves out/ like production on http://localhost:3000 (PORT/HOST to change).
// With php-cli installed it runs `php -S` with scripts/router.php, so the form scripts work.
// Without it, a small Node server serves the same files and explains that forms need PHP.
import { spawn, spawnSync } from "node:child_process";
import { createServer } from "node:http";
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(import.meta.url), "../..");
const out = join(root, "out");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

if (!existsSync(join(out, "index.html"))) {
  console.error("out/ is missing: run `npm run build` first (or `npm start`, which builds).");
  process.exit(1);
}

// Form storage lives outside the web root (see README "Configuration").
const storage = process.env.FORMS_STORAGE_DIR ?? join(root, "storage");
mkdirSync(storage, { recursive: true });
const env = { ...process.env, FORMS_STORAGE_DIR: storage };

/** The 404 pages' own URLs (/404, /404.html, /_not-found/, /ar/404/…): they answer 404 like any unknown path. */
const notFoundPage = /^\/(ar\/)?404(\.html|\/|\/index\.html)?$|^\/_not-found(\.html|\/|\/index\.html)?$/;

const hasPhp = spawnSync("php", ["--version"], { stdio: "ignore" }).status === 0;

if (hasPhp) {
  console.log(`Serving out/ with PHP on http://localhost:${port} (forms stored in ${storage})`);
  // PHP_SENDMAIL_PATH: where mail() pipes messages (the e2e tests capture them instead of sending).
  const ini = process.env.PHP_SENDMAIL_PATH ? ["-d", `sendmail_path=${process.env.PHP_SENDMAIL_PATH}`] : [];
  const php = spawn("php", [...ini, "-S", `${host}:${port}`, "-t", out, join(root, "scripts/router.php")], {
    env,
    stdio: ["ignore", "inherit", process.env.DEBUG ? "inherit" : "ignore"],
  });
  const stop = () => php.kill("SIGTERM");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  php.on("exit", (code) => process.exit(code ?? 0));
} else {
  console.warn(
    "php-cli is not installed: serving the static site only. Form posts will show a page explaining that the preview needs PHP (Debian/Ubuntu: apt-get install php-cli).",
  );
  const types = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
    ".txt": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".webp": "image/webp",
    ".avif": "image/avif",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".xml": "application/xml",
    ".webmanifest": "application/manifest+json",
  };
  const send = (res, status, file) => {
    res.writeHead(status, { "Content-Type": types[extname(file)] ?? "application/octet-stream" });
    res.end(readFileSync(file));
  };
  createServer((req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    } catch {
      path = "/";
    }
    if (path.endsWith(".php")) {
      res.writeHead(503, { "Content-Type": "text/html; charset=utf-8" });
      res.end(
        "<!doctype html><title>PHP needed</title><h1>The preview needs PHP to handle forms</h1><p>Install php-cli (apt-get install php-cli) and run <code>npm start</code> again.</p>",
      );
      return;
    }
    const file = join(out, path);
    const notFound = join(out, /^\/ar(\/|$)/.test(path) ? "ar/404/index.html" : "404.html");
    // As on the real hosts, the 404 pages answer 404 at their own URLs too (see scripts/router.php).
    if (!file.startsWith(out) || notFoundPage.test(path)) return send(res, 404, notFound);
    if (existsSync(file) && statSync(file).isFile()) return send(res, 200, file);
    const index = join(file, "index.html");
    if (existsSync(index)) return send(res, 200, index);
    send(res, 404, notFound);
  }).listen(port, host, () => console.log(`Serving out/ on http://localhost:${port}`));
}
