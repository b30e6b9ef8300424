// The form scripts behind Debian's Apache 2.4 + mod_php with the repo's public/.htaccess, on a
// host that shows PHP warnings server-wide: body limits, PHP's own parsing failures, the CMS
// sign-in. Serves public/ plus the generated rules (no `npm run build` needed).
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, test } from "node:test";
import { writeErrorPages } from "../../scripts/build/error-pages.mjs";
import { listFiles } from "../../scripts/lib/walk.mjs";
import { startApache } from "./apache.mjs";
import { form, get, h1Of as h1, publicSource } from "./support.mjs";

const apache = await startApache({ source: await publicSource("forms", [writeErrorPages]) });
after(() => apache.stop());

const valid = {
  name: "Hosting Test",
  email: "hosting.test@example.com",
  subject: "Apache",
  message: "Checking the form through Apache.",
  return_to: "/ar/contact",
  lang: "ar",
};
const stored = () =>
  listFiles(apache.site.storage, { suffix: "contact.jsonl" })
    .map((f) => readFileSync(f, "utf8"))
    .join("");
const noWarning = (res) =>
  assert.doesNotMatch(
    res.text,
    /Warning|Notice|Fatal|<b>|PHP Request Startup/i,
    `PHP diagnostics shown:\n${res.text.slice(0, 400)}`,
  );

const tooLargeH1 = (lang) =>
  h1(readFileSync(join(apache.site.www, lang === "ar" ? "ar/413.html" : "413.html"), "utf8"));
const phpLogged = () => /POST Content-Length|PHP (Warning|Notice)/.test(apache.log());

test("a 7 MB body is refused with 413 before PHP reads it", async () => {
  const big = "x".repeat(7 * 1024 * 1024);
  const res = await get(apache.port, "/assets/phpscripts/contact.php", form({ ...valid, message: big }));
  assert.equal(res.status, 413);
  noWarning(res);
  assert.doesNotMatch(stored(), /xxxxxxxxxx/);
  assert.equal(phpLogged(), false, `PHP ran for it:\n${apache.log().slice(-1000)}`);
});

test("a 200 KB post gets the site's own 413 page in its language, and PHP logs nothing", async () => {
  const big = { ...valid, lang: "en", return_to: "/contact", message: "y".repeat(200 * 1024) };
  for (const [path, headers, lang] of [
    ["/assets/phpscripts/contact.php", {}, "en"],
    ["/assets/phpscripts/contact.php", { referer: `http://127.0.0.1:${apache.port}/contact` }, "en"],
    ["/assets/phpscripts/contact.php", { referer: `http://127.0.0.1:${apache.port}/ar/contact` }, "ar"],
    ["/assets/phpscripts/contact.php", { referer: `http://127.0.0.1:${apache.port}/ar` }, "ar"],
    ["/assets/phpscripts/newsletter.php?lang=ar", {}, "ar"],
  ]) {
    const res = await get(apache.port, path, form(big, headers));
    assert.equal(res.status, 413, `${path} ${JSON.stringify(headers)}`);
    assert.match(res.headers["content-type"] ?? "", /^text\/html; charset=utf-8/i);
    assert.equal(
      h1(res.text),
      tooLargeH1(lang),
      `${path} ${JSON.stringify(headers)}: ${res.text.slice(0, 300)}`,
    );
    noWarning(res);
  }
  assert.doesNotMatch(stored(), /yyyyyyyyyy/);
  await new Promise((r) => setTimeout(r, 200)); // let Apache flush its log
  assert.equal(phpLogged(), false, `PHP logged:\n${apache.log().slice(-1500)}`);
});

test("1,100 fields and a broken multipart body redirect with fail, never a warning page", async () => {
  const fields = [...Object.entries(valid)];
  for (let i = 0; i < 1100; i++) fields.push([`f${i}`, "x"]);
  const many = await get(apache.port, "/assets/phpscripts/contact.php", form(fields));
  noWarning(many);
  assert.equal(many.status, 303, many.text.slice(0, 300));
  assert.equal(many.headers.location, "/ar/contact/?msg=fail#contact-fail");

  const body = '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAli\r\n';
  const broken = await get(apache.port, "/assets/phpscripts/contact.php", {
    method: "POST",
    body,
    headers: { "content-type": "multipart/form-data", "content-length": Buffer.byteLength(body) },
  });
  noWarning(broken);
  assert.ok([303, 400].includes(broken.status), `${broken.status} ${broken.text.slice(0, 300)}`);
  if (broken.status === 303) assert.match(broken.headers.location, /msg=fail#contact-fail$/);
});

test("the CMS sign-in runs under Apache with its own CSP, and the CMS page keeps its popup's opener", async () => {
  // Not configured on this host: the 503 page naming the settings, in the sign-in's own headers.
  const res = await get(apache.port, "/assets/phpscripts/cms-auth.php?provider=github&scope=repo");
  assert.equal(res.status, 503, `${res.text.slice(0, 400)}\n${apache.log().slice(-1500)}`);
  noWarning(res);
  assert.match(res.text, /CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET, CMS_ALLOWED_ORIGIN/);
  // Both CSPs apply (the host's and the page's): the page's hash-only script-src must be one of them.
  assert.match(res.headers["content-security-policy"] ?? "", /script-src 'sha256-[A-Za-z0-9+/=]+'; /);
  assert.match(res.headers["content-security-policy"] ?? "", /frame-ancestors 'none'/);
  // same-origin here would cut the popup off the CMS window on its way through GitHub.
  assert.equal(res.headers["cross-origin-opener-policy"], "unsafe-none");
  assert.equal(res.headers["cache-control"], "no-store");
  assert.equal(res.headers["x-powered-by"], undefined);

  mkdirSync(join(apache.site.www, "admin"), { recursive: true });
  writeFileSync(join(apache.site.www, "admin/index.html"), "<!doctype html><title>CMS</title>\n");
  const admin = await get(apache.port, "/admin/");
  assert.equal(admin.status, 200);
  assert.equal(admin.headers["cross-origin-opener-policy"], "same-origin-allow-popups");
  const home = await get(apache.port, "/");
  assert.equal(home.headers["cross-origin-opener-policy"], "same-origin");
  const lib = await get(apache.port, "/assets/phpscripts/lib/cms-auth.php");
  assert.ok([403, 404].includes(lib.status), `lib/cms-auth.php → ${lib.status}`);
  assert.doesNotMatch(lib.text, /<\?php|CMS_AUTH_SCRIPT/);
});
