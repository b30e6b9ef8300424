// The content manager on a host of its own (issue 46; scripts/lib/cms-origin.mjs, docs/cms-production.md): with
// cms_url set to the CMS's own origin, the rules build-admin writes into .htaccess make Debian's Apache answer
// /admin/ on the site's host with a redirect there, serve /admin/ (its own CSP, noindex) and the sign-in on the
// CMS's host, and send anything else asked of the CMS's host back to the site. nginx does the same with
// deploy/nginx/makkah-tech-cms.conf and the /admin redirect of makkah-tech.conf. Reads the main build's out/.
import assert from "node:assert/strict";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { cmsHostRules, withCmsHostRules } from "../../scripts/lib/cms-origin.mjs";
import { startApache } from "./apache.mjs";
import { startNginxSite } from "./nginx.mjs";
import { get, requireBuild, root, withServer } from "./support.mjs";

const origins = { cms: "https://cms.makkahtech.com", site: "https://www.makkahtech.com" };
requireBuild();

test("no rules while cms_url is a placeholder or the site's own origin", () => {
  assert.equal(
    cmsHostRules({ cms: "https://cms.makkahtech.example", site: "https://www.makkahtech.example" }),
    "",
  );
  assert.equal(cmsHostRules({ cms: origins.site, site: origins.site }), "");
});

/** Apache on a copy of out/ whose .htaccess is what a build with this cms_url writes. */
async function startApacheWithCmsRules() {
  const apache = await startApache();
  // A fresh file: the copy may share inodes.
  const htaccess = join(apache.site.www, ".htaccess");
  const rules = withCmsHostRules(readFileSync(htaccess, "utf8"), origins);
  rmSync(htaccess);
  writeFileSync(htaccess, rules);
  return apache;
}

/** A server block of a deploy/nginx file (the `index`th), on loopback without TLS, serving `www`. */
function serverBlock(file, index, port, www) {
  const text = readFileSync(join(root, "deploy/nginx", file), "utf8");
  const block = text.split(/^server \{$/m)[index + 1].replace(/\n\}\n?[\s\S]*$/, "");
  return `server {${block
    .replace(/^\s*listen .*\n/gm, "")
    .replace(/^\s*ssl_.*\n/gm, "")
    .replace(/^\s*root .*$/m, `    listen 127.0.0.1:${port};\n    root ${www};`)}\n}`;
}

/** nginx with makkah-tech.conf's site server (its /admin redirect) and makkah-tech-cms.conf's CMS server. */
const startNginxWithCmsServer = () =>
  startNginxSite("cms-nginx", {
    servers: (port, site) =>
      [
        serverBlock("makkah-tech.conf", 1, port, site.www),
        serverBlock("makkah-tech-cms.conf", 1, port, site.www),
      ].join("\n"),
  });

for (const [name, start, site, cms] of /** @type {const} */ ([
  ["Apache", startApacheWithCmsRules, "www.makkahtech.com", "cms.makkahtech.com"],
  ["nginx", startNginxWithCmsServer, "www.example.com", "cms.example.com"],
]))
  test(`${name}: the site's host answers /admin/ with a redirect to the content manager's host, which serves /admin/ with its own policy, and nothing of the site`, () =>
    withServer(start(), async ({ port, log }) => {
      const on = (host, path) => get(port, path, { headers: { host } });
      for (const path of ["/admin", "/admin/", "/admin/index.html", "/admin/config.json"]) {
        const res = await on(site, path);
        assert.equal(res.status, 302, path);
        assert.equal(res.headers.location, `https://${cms}/admin/`, path);
      }
      assert.equal((await on(site, "/")).status, 200);
      // The content manager's host: /admin/ (its own policy, noindex) and the sign-in; the rest goes to the site.
      const admin = await on(cms, "/admin/");
      assert.equal(admin.status, 200, log());
      assert.match(admin.text, /<meta name="robots" content="noindex, nofollow"/);
      assert.match(
        admin.headers["content-security-policy"],
        /connect-src 'self' [^;]*https:\/\/api\.github\.com/,
      );
      assert.equal((await on(cms, "/admin/config.json")).status, 200);
      for (const path of ["/", "/about-us/", "/blogs/", "/images/clients/shifa-care.svg", "/sitemap.xml"]) {
        const res = await on(cms, path);
        assert.equal(res.status, 302, path);
        assert.equal(res.headers.location, `https://${site}${path}`, path);
      }
      // The sign-in runs there (its answer without a configuration is its own, not a redirect).
      assert.notEqual((await on(cms, "/assets/phpscripts/cms-auth.php")).status, 302);
    }));
