// The one static server for out/: the preview uses it when php-cli is missing (scripts/serve/serve.mjs; with PHP
// the preview is `php -S` + scripts/serve/router.php, which answers the same way) and the Lighthouse audit
// always does (scripts/check/audit.mjs). Its rules come from scripts/lib/hosting-rules.mjs. It answers like the production hosts (public/.htaccess, deploy/nginx)
// and a CDN in front of them:
// - /path, /path/ and /path/index.html serve out/path/index.html (the export uses trailing slashes);
// - anything else, the 404 pages' own URLs and private paths, get out/404.html (out/ar/404/index.html under /ar) with
//   status 404;
// - *.php answers 503 with a page saying the forms need PHP (a static server cannot run them);
// - the table's compressed types are gzipped (-9) for a client that accepts them, and hashed assets under
//   /_next/static/ are cached for a year. Compression matters to the audit: uncompressed, Lighthouse would
//   simulate 3-4 times the real JavaScript bytes over its slow-4G link and report an LCP no visitor sees.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { hostingRules, isNotFoundPage, isPrivate, mimeOf } from "./hosting-rules.mjs";

const PHP_NEEDED =
  "<!doctype html><title>PHP needed</title><h1>The preview needs PHP to handle forms</h1><p>Install php-cli (apt-get install php-cli) and run <code>npm start</code> again.</p>";

/** The file out/ serves for a URL path and its status: the page, or the edition's 404 page. */
export function resolveRequest(out, path, rules = hostingRules) {
  const { notFound: nf } = rules;
  const notFound = {
    file: join(out, new RegExp(nf.arabicPath).test(path) ? nf.arabicPage : nf.page),
    status: 404,
  };
  const file = join(out, path);
  if (!(file === out || file.startsWith(out + sep))) return notFound;
  // The 404 pages' own URLs and private paths (dot-files, lib/, storage/…) answer 404, as on the hosts.
  if (isNotFoundPage(path, rules) || isPrivate(path, rules)) return notFound;
  if (existsSync(file) && statSync(file).isFile()) return { file, status: 200 };
  const index = join(file, "index.html");
  if (existsSync(index)) return { file: index, status: 200 };
  return notFound;
}

/**
 * An http.Server serving `out` (see above); `before(req, res)` may answer a request first (it returns true if it
 * did); `rules`: the hosting rules (a test passes a changed copy).
 * @param {{ out: string, rules?: typeof hostingRules,
 *   before?: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean }} options
 */
export function createStaticServer({ out, before, rules = hostingRules }) {
  const dir = resolve(out);
  return createServer((req, res) => {
    if (before?.(req, res)) return;
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    } catch {
      path = "/";
    }
    if (path.endsWith(".php")) {
      res.writeHead(503, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(PHP_NEEDED);
    }
    const { file, status } = resolveRequest(dir, path, rules);
    const type = mimeOf(file, rules);
    const { immutable, revalidate } = rules.cache;
    const headers = {
      "Content-Type": type,
      "Cache-Control": status === 200 && path.startsWith(immutable.path) ? immutable.value : revalidate.value,
      "X-Content-Type-Options": rules.headers["X-Content-Type-Options"],
    };
    let body = readFileSync(file);
    if (
      rules.mime.compressed.includes(type.split(";")[0]) &&
      /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")
    ) {
      body = gzipSync(body, { level: 9 });
      headers["Content-Encoding"] = "gzip";
      headers.Vary = "Accept-Encoding";
    }
    headers["Content-Length"] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  });
}
