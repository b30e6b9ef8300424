// The static server the audit measures with and the preview uses without PHP (scripts/lib/static-server.mjs)
// answers like the production hosts: the 404 pages, compression and caching the audit's figures rely on.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { after, test } from "node:test";
import { createStaticServer } from "../../scripts/lib/static-server.mjs";
import { listFiles } from "../../scripts/lib/walk.mjs";
import { checkNotFoundPages, get, out, requireBuild } from "./support.mjs";

requireBuild();
const server = createStaticServer({ out });
await new Promise((ok) => server.listen(0, "127.0.0.1", () => ok(undefined)));
after(() => server.close());
const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());

test("static server: the 404 pages answer 404 at their own URLs, and unknown paths get their edition's", async () => {
  await checkNotFoundPages(port, { headers: false });
  const ar = await get(port, "/ar/no-such-page/");
  assert.equal(ar.status, 404);
  assert.equal(ar.text, readFileSync(join(out, "ar/404/index.html"), "utf8"));
});

test("static server: pages with and without the slash, compressed for a client that accepts gzip", async () => {
  for (const url of ["/", "/about-us", "/about-us/", "/about-us/index.html", "/ar/"]) {
    const res = await get(port, url);
    assert.equal(res.status, 200, url);
    assert.equal(res.headers["content-type"], "text/html; charset=utf-8", url);
    assert.equal(res.headers["content-encoding"], "gzip", url);
    assert.equal(res.headers["cache-control"], "public, max-age=0, must-revalidate", url);
  }
  const plain = await get(port, "/", { headers: { "accept-encoding": "identity" } });
  assert.equal(plain.headers["content-encoding"], undefined);
  assert.equal(plain.text, readFileSync(join(out, "index.html"), "utf8"));
});

test("static server: hashed chunks are cached for a year; images are sent as they are", async () => {
  const [chunk] = listFiles(join(out, "_next/static"), { suffix: ".js" });
  const res = await get(port, `/${chunk.slice(out.length + 1)}`);
  assert.equal(res.status, 200);
  assert.equal(res.headers["content-type"], "text/javascript; charset=utf-8");
  assert.equal(res.headers["cache-control"], "public, max-age=31536000, immutable");
  assert.equal(res.headers["x-content-type-options"], "nosniff");
  const icon = await get(port, "/og-image.png");
  assert.equal(icon.headers["content-type"], "image/png");
  assert.equal(icon.headers["content-encoding"], undefined);
  const missing = await get(port, "/_next/static/nope.js");
  assert.equal(missing.status, 404);
  assert.notEqual(missing.headers["cache-control"], "public, max-age=31536000, immutable");
});

test("static server: a form post explains that it needs PHP", async () => {
  const res = await get(port, "/assets/phpscripts/contact.php", { method: "POST", body: "a=1" });
  assert.equal(res.status, 503);
  assert.match(res.text, /needs PHP/);
});
