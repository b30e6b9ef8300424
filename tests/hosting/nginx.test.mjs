// Acceptance: the export on nginx with deploy/nginx (site snippet + security-headers snippet).
// No PHP-FPM here: the form scripts are covered by the Apache test; this one checks that nginx
// never sends their source.
import assert from "node:assert/strict";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import {
  checkStaticHosting,
  freePort,
  get,
  loadContent,
  makeSite,
  requireBuild,
  root,
  startProcess,
  waitForServer,
  writeNginxConf,
} from "./support.mjs";

let server;
let site;
let port;
let content;

const log = () =>
  `${server?.output() ?? ""}\n${existsSync(join(site.dir, "error.log")) ? readFileSync(join(site.dir, "error.log"), "utf8") : ""}`;

before(async () => {
  requireBuild();
  content = await loadContent();
  site = makeSite("nginx");
  port = await freePort();
  const d = site.dir;
  // The deploy layout: snippets/ beside the main config, as in /etc/nginx.
  mkdirSync(join(d, "snippets"));
  copyFileSync(
    join(root, "deploy/nginx/security-headers.conf"),
    join(d, "snippets/makkah-tech-security-headers.conf"),
  );
  copyFileSync(join(root, "deploy/nginx/makkah-tech-site.conf"), join(d, "snippets/makkah-tech-site.conf"));
  writeNginxConf(
    d,
    `  # As deploy/nginx/makkah-tech.conf, on loopback without TLS.
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${site.www};
    include snippets/makkah-tech-site.conf;
  }`,
  );
  server = startProcess("/usr/sbin/nginx", [
    "-p",
    d,
    "-c",
    join(d, "nginx.conf"),
    "-e",
    join(d, "error.log"),
    "-g",
    "daemon off;",
  ]);
  await waitForServer(port, server.isAlive, log);
});

after(async () => {
  await server?.stop();
  site?.cleanup();
});

test("nginx serves the static site", async (t) => {
  try {
    await checkStaticHosting(t, port, content);
  } catch (err) {
    err.message += `\n--- nginx log ---\n${log().slice(-3000)}`;
    throw err;
  }
});

test("nginx never sends PHP source, and the deploy snippet is what is served", async () => {
  for (const url of ["/assets/phpscripts/lib/leak.php", "/assets/images/upload.php"]) {
    const res = await get(port, url);
    assert.equal(res.status, 404, url);
    assert.doesNotMatch(res.text, /<\?php|LEAK-RAN/, url);
  }
  // The form scripts go to PHP-FPM (absent here: 502/404), never to the static handler.
  const res = await get(port, "/assets/phpscripts/contact.php");
  assert.notEqual(res.status, 200);
  assert.doesNotMatch(res.text, /<\?php/);
});

test("a 200 KB form post gets the site's own 413 page in its language", async () => {
  const h1 = (html) => html.match(/<h1>([^<]*)<\/h1>/)?.[1];
  const body = new URLSearchParams({
    name: "A",
    email: "a@b.co",
    message: "y".repeat(200 * 1024),
  }).toString();
  for (const [path, referer, file] of [
    ["/assets/phpscripts/contact.php", undefined, "413.html"],
    ["/assets/phpscripts/contact.php", `http://127.0.0.1:${port}/ar/contact`, "ar/413.html"],
    ["/assets/phpscripts/newsletter.php?lang=ar", undefined, "ar/413.html"],
  ]) {
    const res = await get(port, path, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": Buffer.byteLength(body),
        ...(referer ? { referer } : {}),
      },
    });
    assert.equal(res.status, 413, path);
    assert.equal(h1(res.text), h1(readFileSync(join(site.www, file), "utf8")), `${path} ${referer}`);
    assert.ok(h1(res.text), `${path}: no page`);
  }
});

test("the CMS sign-in goes to PHP-FPM without the site's same-origin opener policy; /admin/ allows popups", async () => {
  const res = await get(port, "/assets/phpscripts/cms-auth.php?provider=github");
  assert.notEqual(res.status, 200); // PHP-FPM is absent here
  assert.doesNotMatch(res.text, /<\?php/);
  assert.notEqual(res.headers["cross-origin-opener-policy"], "same-origin");
  mkdirSync(join(site.www, "admin"), { recursive: true });
  writeFileSync(join(site.www, "admin/index.html"), "<!doctype html><title>CMS</title>\n");
  const admin = await get(port, "/admin/");
  assert.equal(admin.status, 200);
  assert.equal(admin.headers["cross-origin-opener-policy"], "same-origin-allow-popups");
  assert.match(admin.headers["content-security-policy"] ?? "", /frame-ancestors 'none'/);
  writeFileSync(join(site.www, "admin/.env"), "SECRET=leak\n");
  const hidden = await get(port, "/admin/.env");
  assert.equal(hidden.status, 404); // the private-file rules still come first
  assert.doesNotMatch(hidden.text, /leak/);
});
