// The content manager on a host of its own (issue 46; scripts/lib/cms-origin.mjs, docs/cms-production.md): with
// cms_url set to the CMS's own origin, the rules build-admin writes into .htaccess make Debian's Apache answer
// /admin/ on the site's host with a redirect there, serve /admin/ (its own CSP, noindex) and the sign-in on the
// CMS's host, and send anything else asked of the CMS's host back to the site. nginx does the same with
// deploy/nginx/makkah-tech-cms.conf and the /admin redirect of makkah-tech.conf. Reads the main build's out/.
import assert from "node:assert/strict";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { cmsHostRules, withCmsHostRules } from "../../scripts/lib/cms-origin.mjs";
import { startApache } from "./apache.mjs";
import { startNginxWithPhpFpm } from "./nginx.mjs";
import { freePort, get, makeSite, requireBuild, root } from "./support.mjs";

const origins = { cms: "https://cms.makkahtech.com", site: "https://www.makkahtech.com" };
let apache;

before(async () => {
  requireBuild();
  apache = await startApache();
  // The copy's .htaccess as a build with this cms_url writes it (a fresh file: the copy may share inodes).
  const file = join(apache.site.www, ".htaccess");
  const text = withCmsHostRules(readFileSync(file, "utf8"), origins);
  rmSync(file);
  writeFileSync(file, text);
});
after(() => apache?.stop());

const at = (host, path) => get(apache.port, path, { headers: { host } });

test("no rules while cms_url is a placeholder or the site's own origin", () => {
  assert.equal(
    cmsHostRules({ cms: "https://cms.makkahtech.example", site: "https://www.makkahtech.example" }),
    "",
  );
  assert.equal(cmsHostRules({ cms: origins.site, site: origins.site }), "");
});

test("the site's host answers /admin/ with a redirect to the content manager's host", async () => {
  for (const path of ["/admin", "/admin/", "/admin/index.html", "/admin/config.json"]) {
    const res = await at("www.makkahtech.com", path);
    assert.equal(res.status, 302, path);
    assert.equal(res.headers.location, "https://cms.makkahtech.com/admin/", path);
  }
  const home = await at("www.makkahtech.com", "/");
  assert.equal(home.status, 200);
});

test("the content manager's host serves /admin/ with its own policy, and nothing of the site", async () => {
  const admin = await at("cms.makkahtech.com", "/admin/");
  assert.equal(admin.status, 200);
  assert.match(admin.text, /<meta name="robots" content="noindex, nofollow"/);
  assert.match(
    admin.headers["content-security-policy"],
    /connect-src 'self' [^;]*https:\/\/api\.github\.com/,
  );
  assert.equal((await at("cms.makkahtech.com", "/admin/config.json")).status, 200);
  for (const path of ["/", "/about-us/", "/blogs/", "/images/clients/shifa-care.svg", "/sitemap.xml"]) {
    const res = await at("cms.makkahtech.com", path);
    assert.equal(res.status, 302, path);
    assert.equal(res.headers.location, `https://www.makkahtech.com${path}`, path);
  }
  // The sign-in runs there (its answer without a configuration is its own, not a redirect).
  const signIn = await at("cms.makkahtech.com", "/assets/phpscripts/cms-auth.php");
  assert.notEqual(signIn.status, 302);
});

/** A server block of a deploy/nginx file (the `index`th), on loopback without TLS, serving `www`. */
function serverBlock(file, index, port, www) {
  const text = readFileSync(join(root, "deploy/nginx", file), "utf8");
  const block = text.split(/^server \{$/m)[index + 1].replace(/\n\}\n?[\s\S]*$/, "");
  return `server {${block
    .replace(/^\s*listen .*\n/gm, "")
    .replace(/^\s*ssl_.*\n/gm, "")
    .replace(/^\s*root .*$/m, `    listen 127.0.0.1:${port};\n    root ${www};`)}\n}`;
}

test("nginx: the site's server redirects /admin, the CMS's server serves it and sends the rest to the site", async () => {
  const site = makeSite("cms-nginx");
  const port = await freePort();
  const servers = [
    serverBlock("makkah-tech.conf", 1, port, site.www),
    serverBlock("makkah-tech-cms.conf", 1, port, site.www),
  ];
  const nginx = await startNginxWithPhpFpm(site.dir, servers.join("\n"), { port, storage: site.storage });
  try {
    const on = (host, path) => get(port, path, { headers: { host } });
    for (const path of ["/admin", "/admin/", "/admin/config.json"]) {
      const res = await on("www.example.com", path);
      assert.equal(res.status, 302, path);
      assert.equal(res.headers.location, "https://cms.example.com/admin/", path);
    }
    assert.equal((await on("www.example.com", "/")).status, 200);
    const admin = await on("cms.example.com", "/admin/");
    assert.equal(admin.status, 200, nginx.log());
    assert.match(
      admin.headers["content-security-policy"],
      /connect-src 'self' [^;]*https:\/\/api\.github\.com/,
    );
    assert.equal((await on("cms.example.com", "/admin/config.json")).status, 200);
    for (const path of ["/", "/about-us/", "/images/clients/shifa-care.svg", "/sitemap.xml"]) {
      const res = await on("cms.example.com", path);
      assert.equal(res.status, 302, path);
      assert.equal(res.headers.location, `https://www.example.com${path}`, path);
    }
    assert.notEqual((await on("cms.example.com", "/assets/phpscripts/cms-auth.php")).status, 302);
  } finally {
    await nginx.stop();
    site.cleanup();
  }
});
