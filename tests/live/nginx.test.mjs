// check:live against Debian's nginx with deploy/nginx's snippets and PHP-FPM for the forms: it passes, and
// fails naming the header when the security-headers snippet loses one. Reads the main build.
import assert from "node:assert/strict";
import { test } from "node:test";
import { startNginxSite } from "../hosting/nginx.mjs";
import { assertFailures, checkServed, show } from "./support.mjs";

/** check:live (with `args`) against nginx + PHP-FPM (startNginxSite: `headers` rewrites the security-headers snippet). */
const checkNginx = (options, args) => checkServed(() => startNginxSite("live-nginx", options), args);

test("check:live passes against nginx + PHP-FPM serving out/ (a sample of pages in Chromium)", async () => {
  const r = await checkNginx();
  assert.equal(r.code, 0, `${show(r)}\n--- log ---\n${r.log.slice(-2000)}`);
  assert.deepEqual(r.failures, [], show(r));
  assert.match(r.output, /\d{2,} pages, 0 failures/, show(r));
});

test("a config without Referrer-Policy fails, naming the header on the pages", async () => {
  const headers = (conf) => {
    const without = conf.replace(/^add_header Referrer-Policy .*\n/m, "");
    assert.notEqual(without, conf, "the snippet has no Referrer-Policy line to remove");
    return without;
  };
  const r = await checkNginx({ headers }, ["--browser-pages", "0"]);
  assertFailures(
    r,
    [/^FAIL \/: referrer-policy is missing$/, /^FAIL \/ar\/about-us\/: referrer-policy is missing$/],
    /referrer-policy is missing/,
  );
});

// Issue 46: each new header fails on its own when the snippet loses it: HSTS without includeSubDomains, no
// X-Permitted-Cross-Domain-Policies, and the CSP of old (no default-src, no sandbox on files).
test("a config with HSTS without includeSubDomains, no X-Permitted-Cross-Domain-Policies and the CSP without default-src fails on each", async () => {
  const headers = (conf) => {
    const broken = conf
      .replace(/; includeSubDomains/, "")
      .replace(/^add_header X-Permitted-Cross-Domain-Policies .*\n/m, "")
      .replace(
        /^add_header Content-Security-Policy \$site_csp always;$/m,
        `add_header Content-Security-Policy "frame-ancestors 'none'; form-action 'self'; base-uri 'self'; object-src 'none'" always;`,
      );
    assert.equal(
      broken.match(/\n/g).length,
      conf.match(/\n/g).length - 1,
      "the snippet did not change as meant",
    );
    return broken;
  };
  const r = await checkNginx({ headers }, ["--browser-pages", "0"]);
  assertFailures(
    r,
    [
      ...["/", "/ar/about-us/"].flatMap((where) => [
        new RegExp(`^FAIL ${where}: strict-transport-security has a bad`),
        new RegExp(`^FAIL ${where}: x-permitted-cross-domain-policies is missing$`),
        new RegExp(`^FAIL ${where}: content-security-policy has a bad`),
      ]),
      /^FAIL \/sitemap\.xml: content-security-policy has a bad or repeated value for a file/,
      /^FAIL \/icons\/icon\.svg: content-security-policy has a bad or repeated value for a file/,
    ],
    /strict-transport-security|x-permitted-cross-domain-policies|content-security-policy/,
  );
});
