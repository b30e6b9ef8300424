// The content manager's own host (scripts/lib/cms-origin.mjs): what launch-check says about base_url, and the
// Apache rules the build writes from it (their behaviour on a real Apache: tests/hosting/cms-host.test.mjs).
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { cmsHostProblem, cmsOrigins, cmsHostRules, withCmsHostRules } from "../../scripts/lib/cms-origin.mjs";

const root = join(import.meta.dirname, "../..");
const cms = "https://cms.makkahtech.com";
const site = "https://www.makkahtech.com";

test("launch-check's rule: cms_url is never the site's origin, and the sign-in answers it; today's config agrees", () => {
  assert.equal(cmsHostProblem({ cms, site }), null);
  assert.match(cmsHostProblem({ cms: site, site }), /is the site's own origin: pages of the site could read/);
  assert.match(
    cmsHostProblem({ cms: "https://www.makkahtech.com", site: "https://x.example" }, { siteUrl: `${site}/` }),
    /site's own origin/,
  );
  assert.match(cmsHostProblem({ cms: null, site }), /cms_url is missing/);
  assert.equal(cmsHostProblem({ cms, site }, { allowedOrigin: `${cms}/` }), null);
  assert.match(
    cmsHostProblem({ cms, site }, { allowedOrigin: site }),
    /CMS_ALLOWED_ORIGIN .* is not cms_url's origin/,
  );
  // Today's cms/config.yml: a CMS host of its own (a placeholder, so no rules yet), and launch-check agrees.
  const origins = cmsOrigins(root);
  assert.deepEqual(origins, {
    cms: "https://cms.makkahtech.example",
    site: "https://www.makkahtech.example",
  });
  assert.equal(cmsHostProblem(origins), null);
  assert.equal(cmsHostRules(origins), "");
  // launch-check agrees: launch-check.test.mjs expects its exact list, which has no cms-own-host item.
});

test("the rules go between the markers, and a .htaccess without them fails the build", () => {
  const text = withCmsHostRules("a\n# cms-host:begin\nold\n# cms-host:end\nb\n", { cms, site });
  assert.match(
    text,
    /^a\n# cms-host:begin\n<IfModule mod_rewrite\.c>\n[\s\S]+<\/IfModule>\n# cms-host:end\nb\n$/,
  );
  assert.doesNotMatch(text, /old/);
  assert.match(text, /RewriteRule \^admin\(\/\.\*\)\?\$ https:\/\/cms\.makkahtech\.com\/admin\/ \[R=302,L\]/);
  assert.throws(() => withCmsHostRules("a\n", { cms, site }), /no "# cms-host:begin"/);
});
