// Acceptance: the export on Debian's Apache 2.4 + mod_php with the repo's .htaccess.
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { after, test } from "node:test";
import { listFiles } from "../../scripts/lib/walk.mjs";
import { startApache } from "./apache.mjs";
import {
  assertSecurityHeaders,
  checkStaticHosting,
  form,
  get,
  loadContent,
  requireBuild,
  solvedChallenge,
} from "./support.mjs";

requireBuild();
const content = await loadContent();
const apache = await startApache();
after(() => apache.stop());

test("Apache serves the static site", async (t) => {
  await checkStaticHosting(t, apache.port, content, () => apache.log());
});

test("a contact enquiry posted through Apache is stored and redirects to ?msg=success", async () => {
  const marker = `hosting-test-${Date.now()}`;
  const res = await get(
    apache.port,
    "/assets/phpscripts/contact.php",
    form({
      name: "Hosting Test",
      email: "hosting.test@example.com",
      subject: marker,
      message: "Checking the form through Apache with the repo's .htaccess.",
      return_to: "/contact",
      altcha: await solvedChallenge(apache.port),
    }),
  );
  assert.equal(
    res.status,
    303,
    `contact.php answered ${res.status}\n${res.text.slice(0, 500)}\n${apache.log().slice(-2000)}`,
  );
  assert.match(res.headers.location ?? "", /^(https?:\/\/[^/]+)?\/contact\/?\?(?:[^#]*&)?msg=success\b/);
  assertSecurityHeaders(res, "303 contact.php");

  const stored = listFiles(apache.site.storage).filter((f) => readFileSync(f, "utf8").includes(marker));
  assert.equal(stored.length, 1, `the enquiry is not in FORMS_STORAGE_DIR (${apache.site.storage})`);

  // The store sits outside the web root, and nothing of it is reachable by URL.
  for (const file of listFiles(apache.site.storage)) {
    const name = file.slice(apache.site.storage.length);
    for (const url of [name, `/storage${name}`, `/assets/phpscripts/storage${name}`]) {
      const leak = await get(apache.port, url);
      assert.notEqual(leak.status, 200, `${url} is downloadable`);
      assert.doesNotMatch(leak.text, new RegExp(marker), `${url} leaked the enquiry`);
    }
  }
});

test("the PHP library and any PHP outside the form scripts are neither run nor downloadable", async () => {
  const libDir = join(apache.site.www, "assets/phpscripts/lib");
  const libFiles = readdirSync(libDir).map((f) => `/assets/phpscripts/lib/${f}`);
  assert.ok(libFiles.length > 0);
  // The library (its rules.json too), PHP's settings file, an uploaded script, a path after a script.
  const others = ["/.user.ini", "/assets/images/upload.php", "/assets/phpscripts/contact.php/extra"];
  for (const url of [...libFiles, ...others]) {
    const res = await get(apache.port, url);
    assert.ok([403, 404].includes(res.status), `${url} → ${res.status}`);
    assert.doesNotMatch(res.text, /<\?php|LEAK-RAN|emailPattern|display_errors/, `${url} leaked or ran`);
  }
  const script = await get(apache.port, "/assets/phpscripts/contact.php");
  assert.doesNotMatch(script.text, /<\?php/, "contact.php is served as source");
});

test("the documented vhost's server-wide lines: TRACE is refused, no version in headers or error pages", async () => {
  const trace = await get(apache.port, "/", { method: "TRACE", headers: { "x-echo-me": "secret-cookie" } });
  assert.ok([403, 405].includes(trace.status), `TRACE / → ${trace.status}`);
  assert.doesNotMatch(trace.text, /secret-cookie/);
  const page = await get(apache.port, "/about-us");
  assert.equal(page.headers.server, "Apache");
});
