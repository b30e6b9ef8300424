// The header lists of the three hosting targets agree, and the post-build CSP step is sound.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { adminPolicy } from "../../scripts/build/build-admin.mjs";
import { escapeRe, hostingRules } from "../../scripts/lib/hosting-rules.mjs";
import { headerPolicies } from "../../scripts/lib/security-headers.mjs";
import { listFiles } from "../../scripts/lib/walk.mjs";
import { formOrigin, inlineScriptHashes, withCsp } from "../../scripts/build/postbuild/csp.mjs";
import { out, requireBuild, root } from "./support.mjs";

const read = (p) => readFileSync(join(root, p), "utf8");

test("nginx, Apache, _headers and the preview send the hosting rules' security headers and the header CSPs of security-headers.mjs", () => {
  const nginx = read("deploy/nginx/security-headers.conf");
  const site = read("deploy/nginx/makkah-tech-site.conf");
  const htaccess = read("public/.htaccess");
  const cdn = read("public/_headers");
  const cdnAll = `${cdn.split(/\n\s*\n/).find((block) => /^\/\*$/m.test(block))}\n`;
  const headers = Object.entries(hostingRules.headers);
  const nginxLines = nginx.match(/^add_header [\w-]+ "[^"]*" always;$/gm) ?? [];
  assert.equal(nginxLines.length, headers.length, `nginx sends other headers: ${nginxLines}`);
  for (const [name, value] of headers) {
    assert.match(
      nginx,
      new RegExp(`^add_header ${name} "${escapeRe(value)}" always;$`, "m"),
      `nginx: ${name}`,
    );
    assert.ok(htaccess.includes(`Header always set ${name} "${value}"`), `.htaccess: ${name}`);
    assert.ok(cdnAll.includes(`\n  ${name}: ${value}\n`), `_headers: ${name}`);
  }
  assert.ok(site.includes("include snippets/makkah-tech-security-headers.conf;"));
  // The CSPs, by what the response is.
  const { file, page, script } = headerPolicies;
  const admin = `${adminPolicy({ local: false })}; frame-ancestors 'none'`;
  assert.doesNotMatch(admin, /localhost|127\.0\.0\.1/);
  for (const value of [file, page, script, admin])
    assert.ok(
      htaccess.includes(`Header always set Content-Security-Policy "${value}"`),
      `.htaccess: ${value}`,
    );
  assert.ok(site.includes(`set $site_csp "${file}";`), "nginx: the file policy first");
  for (const value of [page, script])
    assert.ok(site.includes(`    set $site_csp "${value}";`), `nginx: ${value}`);
  assert.ok(site.includes(`add_header Content-Security-Policy "${admin}" always;`), "nginx: /admin/");
  assert.match(nginx, /^add_header Content-Security-Policy \$site_csp always;$/m);
  assert.ok(cdn.includes(`/*\n`) && cdn.includes(`  Content-Security-Policy: ${page}\n`), "_headers: pages");
  for (const folder of ["/images/*", "/icons/*", "/_next/static/media/*"])
    assert.ok(cdn.includes(`${folder}\n  Content-Security-Policy: ${file}\n`), `_headers: ${folder}`);
});

test("every nginx location that adds a header includes the security snippet again", () => {
  // nginx drops inherited add_header lines in any block with its own add_header.
  const site = read("deploy/nginx/makkah-tech-site.conf");
  const blocks = [...site.matchAll(/location ([^{]+)\{([^}]*)\}/g)].map((m) => ({
    at: m[1].trim(),
    body: m[2],
  }));
  assert.ok(blocks.length >= 5);
  for (const { at, body } of blocks.filter((b) => /add_header/.test(b.body))) {
    // The CMS sign-in must not send the site's Cross-Origin-Opener-Policy (it would cut the popup off the
    // CMS window): it adds the transport headers here and the script sends the rest itself
    // (tests/php/cms-auth.test.mjs).
    if (at === "= /assets/phpscripts/cms-auth.php") {
      assert.doesNotMatch(body, /makkah-tech-security-headers|Cross-Origin-Opener-Policy/);
      for (const name of ["Strict-Transport-Security", "Cross-Origin-Resource-Policy", "Permissions-Policy"])
        assert.match(body, new RegExp(`add_header ${name} `), `${at}: ${name}`);
      continue;
    }
    // The CMS itself: every header of the snippet, written out, with the opener policy its sign-in popup needs.
    if (at === "~ ^/admin(/|$)") {
      for (const line of read("deploy/nginx/security-headers.conf").split("\n")) {
        if (!line.startsWith("add_header")) continue;
        // Its CSP is its own (tested above), not the site's $site_csp.
        if (line.startsWith("add_header Content-Security-Policy ")) continue;
        const expected = line.replace(
          /Cross-Origin-Opener-Policy "same-origin"/,
          'Cross-Origin-Opener-Policy "same-origin-allow-popups"',
        );
        assert.ok(body.includes(expected), `${at}: ${expected}`);
      }
      continue;
    }
    assert.match(body, /include snippets\/makkah-tech-security-headers\.conf;/, at);
  }
});

const page = (head, body = "") =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;
const sha = (s) => `'sha256-${createHash("sha256").update(s, "utf8").digest("base64")}'`;

test("the CSP meta hashes exactly the inline scripts and comes before any script", () => {
  const inline = 'self.__next_f.push([1,"é\\u003c"])';
  const html = page(
    `<script src="/_next/static/chunks/a.js" async=""></script><script id="_R_">${inline}</script>`,
    `<script type="application/ld+json">{"a":1}</script><script>${inline}</script>`,
  );
  const result = withCsp(html);
  assert.deepEqual(inlineScriptHashes(html), [sha(inline)]);
  const meta = result.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/);
  assert.ok(meta);
  assert.ok(result.indexOf(meta[0]) < result.indexOf("<script"), "the meta comes after a script");
  assert.ok(result.indexOf('<meta charSet="utf-8"/>') < result.indexOf(meta[0]), "charset must stay first");
  const policy = meta[1];
  assert.match(policy, new RegExp(`script-src 'self' ${sha(inline).replace(/[+/=]/g, "\\$&")};`));
  assert.doesNotMatch(policy.match(/script-src[^;]*/)[0], /unsafe-inline|unsafe-eval/);
  for (const d of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"])
    assert.ok(policy.includes(d), d);
  assert.equal(withCsp(result), result, "running twice must not add a second meta");
});

test("NEXT_PUBLIC_FORM_ORIGIN reaches form-action", () => {
  assert.equal(formOrigin(""), "");
  assert.equal(formOrigin("https://forms.example.com/"), "https://forms.example.com");
  assert.throws(() => formOrigin("javascript:alert(1)"));
  assert.match(
    withCsp(page(""), "https://forms.example.com"),
    /form-action 'self' https:\/\/forms\.example\.com;/,
  );
});

test("every exported page carries a CSP meta that covers all its inline scripts", () => {
  requireBuild();
  const files = listFiles(out, { suffix: ".html" });
  assert.ok(files.length >= 33);
  for (const path of files) {
    const [file, html] = [relative(out, path), readFileSync(path, "utf8")];
    const metas = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/g) ?? [];
    assert.equal(metas.length, 1, `${file}: ${metas.length} CSP metas`);
    const policy = metas[0];
    for (const hash of inlineScriptHashes(html)) assert.ok(policy.includes(hash), `${file}: ${hash} missing`);
    const firstScript = html.indexOf("<script"); // the static 413 pages have none
    if (firstScript >= 0)
      assert.ok(html.indexOf(metas[0]) < firstScript, `${file}: a script runs before the CSP`);
  }
});
