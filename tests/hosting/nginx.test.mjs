// Acceptance: the export on nginx with deploy/nginx (site snippet + security-headers snippet).
// No PHP-FPM here: the form scripts are covered by the Apache test; this one checks that nginx
// never sends their source.
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, test } from "node:test";
import { siteServer, startNginx, writeNginxSnippets } from "./nginx.mjs";
import {
  checkStaticHosting,
  form,
  get,
  h1Of as h1,
  loadContent,
  requireBuild,
  serveSite,
} from "./support.mjs";

requireBuild();
const content = await loadContent();
// The deploy layout: snippets/ beside the main config, as in /etc/nginx; the site snippet as it is.
const nginx = await serveSite("nginx", (site, port) => {
  writeNginxSnippets(site.dir);
  return startNginx(site.dir, siteServer(port, site.www), { port });
});
after(() => nginx.stop());

test("nginx serves the static site", async (t) => {
  await checkStaticHosting(t, nginx.port, content, () => nginx.log());
});

test("nginx never sends PHP source, and the deploy snippet is what is served", async () => {
  for (const url of ["/assets/phpscripts/lib/leak.php", "/assets/images/upload.php"]) {
    const res = await get(nginx.port, url);
    assert.equal(res.status, 404, url);
    assert.doesNotMatch(res.text, /<\?php|LEAK-RAN/, url);
  }
  // The form scripts go to PHP-FPM (absent here: 502/404), never to the static handler.
  const res = await get(nginx.port, "/assets/phpscripts/contact.php");
  assert.notEqual(res.status, 200);
  assert.doesNotMatch(res.text, /<\?php/);
});

test("a 200 KB form post gets the site's own 413 page in its language", async () => {
  const fields = { name: "A", email: "a@b.co", message: "y".repeat(200 * 1024) };
  for (const [path, referer, file] of [
    ["/assets/phpscripts/contact.php", undefined, "413.html"],
    ["/assets/phpscripts/contact.php", `http://127.0.0.1:${nginx.port}/ar/contact`, "ar/413.html"],
    ["/assets/phpscripts/newsletter.php?lang=ar", undefined, "ar/413.html"],
  ]) {
    const res = await get(nginx.port, path, form(fields, referer ? { referer } : {}));
    assert.equal(res.status, 413, path);
    assert.equal(h1(res.text), h1(readFileSync(join(nginx.site.www, file), "utf8")), `${path} ${referer}`);
    assert.ok(h1(res.text), `${path}: no page`);
  }
});

test("the CMS sign-in goes to PHP-FPM without the site's same-origin opener policy; /admin/ allows popups", async () => {
  const res = await get(nginx.port, "/assets/phpscripts/cms-auth.php?provider=github");
  assert.notEqual(res.status, 200); // PHP-FPM is absent here
  assert.doesNotMatch(res.text, /<\?php/);
  assert.notEqual(res.headers["cross-origin-opener-policy"], "same-origin");
  mkdirSync(join(nginx.site.www, "admin"), { recursive: true });
  writeFileSync(join(nginx.site.www, "admin/index.html"), "<!doctype html><title>CMS</title>\n");
  const admin = await get(nginx.port, "/admin/");
  assert.equal(admin.status, 200);
  assert.equal(admin.headers["cross-origin-opener-policy"], "same-origin-allow-popups");
  assert.match(admin.headers["content-security-policy"] ?? "", /frame-ancestors 'none'/);
  writeFileSync(join(nginx.site.www, "admin/.env"), "SECRET=leak\n");
  const hidden = await get(nginx.port, "/admin/.env");
  assert.equal(hidden.status, 404); // the private-file rules still come first
  assert.doesNotMatch(hidden.text, /leak/);
});
