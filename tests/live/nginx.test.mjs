// check:live against Debian's nginx with deploy/nginx's snippets and PHP-FPM for the forms: it passes, and
// fails naming the header when the security-headers snippet loses one. Reads the main build.
import assert from "node:assert/strict";
import { test } from "node:test";
import { requireBuild } from "../hosting/support.mjs";
import { runCheckLive, startNginx } from "./support.mjs";

const show = (r) => `exit ${r.code}\n${r.output.slice(-4000)}`;

test("check:live passes against nginx + PHP-FPM serving out/ (a sample of pages in Chromium)", async () => {
  requireBuild();
  const nginx = await startNginx();
  try {
    const r = await runCheckLive(`http://127.0.0.1:${nginx.port}`);
    assert.equal(r.code, 0, `${show(r)}\n--- log ---\n${nginx.log().slice(-2000)}`);
    assert.deepEqual(r.failures, [], show(r));
    assert.match(r.output, /\d{2,} pages, 0 failures/, show(r));
  } finally {
    await nginx.stop();
  }
});

test("a config without Referrer-Policy fails, naming the header on the pages", async () => {
  requireBuild();
  const nginx = await startNginx({
    headers: (conf) => {
      const without = conf.replace(/^add_header Referrer-Policy .*\n/m, "");
      assert.notEqual(without, conf, "the snippet has no Referrer-Policy line to remove");
      return without;
    },
  });
  try {
    const r = await runCheckLive(`http://127.0.0.1:${nginx.port}`, ["--browser-pages", "0"]);
    assert.equal(r.code, 1, show(r));
    assert.ok(r.failures.includes("FAIL /: referrer-policy is missing"), show(r));
    assert.ok(r.failures.includes("FAIL /ar/about-us/: referrer-policy is missing"), show(r));
    assert.ok(
      r.failures.every((l) => /referrer-policy is missing/.test(l)),
      `nothing else fails:\n${show(r)}`,
    );
  } finally {
    await nginx.stop();
  }
});

// Issue 46: each new header fails on its own when the snippet loses it: HSTS without includeSubDomains, no
// X-Permitted-Cross-Domain-Policies, and the CSP of old (no default-src, no sandbox on files).
test("a config with HSTS without includeSubDomains, no X-Permitted-Cross-Domain-Policies and the CSP without default-src fails on each", async () => {
  requireBuild();
  const nginx = await startNginx({
    headers: (conf) => {
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
    },
  });
  try {
    const r = await runCheckLive(`http://127.0.0.1:${nginx.port}`, ["--browser-pages", "0"]);
    assert.equal(r.code, 1, show(r));
    for (const where of ["/", "/ar/about-us/"]) {
      assert.ok(
        r.failures.some((l) => l.startsWith(`FAIL ${where}: strict-transport-security has a bad`)),
        show(r),
      );
      assert.ok(r.failures.includes(`FAIL ${where}: x-permitted-cross-domain-policies is missing`), show(r));
      assert.ok(
        r.failures.some((l) => l.startsWith(`FAIL ${where}: content-security-policy has a bad`)),
        show(r),
      );
    }
    for (const where of ["/sitemap.xml", "/icons/icon.svg"])
      assert.ok(
        r.failures.some((l) =>
          l.startsWith(`FAIL ${where}: content-security-policy has a bad or repeated value for a file`),
        ),
        show(r),
      );
    assert.ok(
      r.failures.every((l) =>
        /strict-transport-security|x-permitted-cross-domain-policies|content-security-policy/.test(l),
      ),
      `nothing else fails:\n${show(r)}`,
    );
  } finally {
    await nginx.stop();
  }
});
