// The content manager on a host of its own (issue 46; scripts/lib/cms-origin.mjs, docs/cms-production.md): with
// base_url set to the CMS's own origin, the rules build-admin writes into .htaccess make Debian's Apache answer
// /admin/ on the site's host with a redirect there, serve /admin/ (its own CSP, noindex) and the sign-in on the
// CMS's host, and send anything else asked of the CMS's host back to the site. Reads the main build's out/.
import assert from "node:assert/strict";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { cmsHostRules, withCmsHostRules } from "../../scripts/lib/cms-origin.mjs";
import { startApache } from "./apache.mjs";
import { get, requireBuild } from "./support.mjs";

const origins = { cms: "https://cms.makkahtech.com", site: "https://www.makkahtech.com" };
let apache;

before(async () => {
  requireBuild();
  apache = await startApache();
  // The copy's .htaccess as a build with this base_url writes it (a fresh file: the copy may share inodes).
  const file = join(apache.site.www, ".htaccess");
  const text = withCmsHostRules(readFileSync(file, "utf8"), origins);
  rmSync(file);
  writeFileSync(file, text);
});
after(() => apache?.stop());

const at = (host, path) => get(apache.port, path, { headers: { host } });

test("no rules while base_url is a placeholder or the site's own origin", () => {
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
