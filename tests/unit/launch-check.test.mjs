// `npm run launch-check` lists every placeholder still in the content and configuration. npm test runs it
// here and expects today's exact list: it passes with the placeholders, and fails as soon as the list changes
// (a value filled in, or a new placeholder), so update TODAY below when the company supplies a value.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import test from "node:test";
import { cmsHostProblem, cmsOrigins, cmsHostRules, withCmsHostRules } from "../../scripts/lib/cms-origin.mjs";
import { tempDir } from "../support/temp.mjs";

const root = new URL("../../", import.meta.url).pathname;
const dir = tempDir("launch-check-");
const formsFile = 'forms.config.php (outside the web root; docs/forms.md "Configuration")';
const cmsFile =
  'forms.config.php (outside the web root; docs/cms-production.md "The settings on the PHP host")';

const data = "content/data/company.json";
const files = (file, ...ids) => ids.map((id) => [id, file]);
const TODAY = [
  ...files(data, "site-url", "email", "phone", "whatsapp"),
  ...files("content/company.json", "legal-name-en"),
  ...files("content/ar/company.json", "legal-name-ar"),
  ...files(data, "cr", "vat", "unified-number", "short-address"),
  ...files("content/company.json", "address-en"),
  ...files("content/ar/company.json", "address-ar"),
  ...files(data, "social-linkedin", "social-x", "social-facebook", "social-instagram"),
  ...files("content/portfolio/", "portfolio-links"),
  ...files("deploy/apache/makkah-tech-releases.conf", "deploy-apache-releases"),
  ...files("deploy/apache/makkah-tech.conf", "deploy-apache"),
  ...files("deploy/nginx/makkah-tech-cms.conf", "deploy-nginx-cms"),
  ...files("deploy/nginx/makkah-tech-releases.conf", "deploy-nginx-releases"),
  ...files("deploy/nginx/makkah-tech.conf", "deploy-nginx"),
  ...files("cms/config.yml", "cms-config"),
  ...files(formsFile, "forms-secret", "forms-mail-to", "forms-mail-from", "forms-storage"),
  ...files(cmsFile, "cms-github-client", "cms-allowed-origin", "cms-callback"),
];

/** The settings of the PHP host's config file (the rest are files in the repository). */
const FORMS = TODAY.filter(([, file]) => file === formsFile || file === cmsFile).map(([id]) => id);

/** Runs the check with no FORMS_* variables from this shell, and the given config file. */
function launchCheck(configFile) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(FORMS|CMS)_/.test(k)));
  const r = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/check/launch-check.mjs", "--json", `--forms-config=${configFile}`],
    {
      cwd: root,
      env: /** @type {NodeJS.ProcessEnv} */ (env),
      encoding: "utf8",
    },
  );
  return { status: r.status, items: JSON.parse(r.stdout || "[]"), stderr: r.stderr };
}

test("launch-check lists today's placeholders, each with its file, and exits 1", () => {
  const { status, items, stderr } = launchCheck(join(dir, "missing.php"));
  assert.equal(stderr, "");
  // The config file's items name its path in the temporary folder: compared by the words after it.
  const fileOf = (i) => [formsFile, cmsFile].find((f) => i.file.endsWith(f.slice("forms.config.php".length)));
  assert.deepEqual(
    items.map((i) => [i.id, fileOf(i) ?? i.file]),
    TODAY,
  );
  assert.equal(status, 1);
  for (const i of items) assert.ok(i.what && i.value && i.fix, JSON.stringify(i));
  assert.equal(items.find((i) => i.id === "phone").value, "+966 12 000 0000");
});

test("launch-check reads the forms config file: complete production settings leave only the content", () => {
  const file = join(dir, "forms.config.php");
  writeFileSync(
    file,
    `<?php\nreturn [\n    'FORMS_MAIL_TO' => 'sales@makkahtech.sa',\n    'FORMS_MAIL_FROM' => 'website@makkahtech.sa',\n` +
      `    'FORMS_STORAGE_DIR' => '/home/makkahtech/form-storage',\n    'FORMS_SECRET' => '${"ab12".repeat(16)}',\n` +
      `    'CMS_GITHUB_CLIENT_ID' => 'Ov23liAbCdEf', 'CMS_GITHUB_CLIENT_SECRET' => '${"9f".repeat(10)}',\n` +
      `    'CMS_ALLOWED_ORIGIN' => 'https://www.makkahtech.sa', 'FORMS_SCRIPT_ORIGIN' => 'https://www.makkahtech.sa',\n];\n`,
  );
  const { status, items } = launchCheck(file);
  assert.deepEqual(
    items.map((i) => i.id),
    TODAY.map(([id]) => id).filter((id) => !FORMS.includes(id)),
  );
  assert.equal(status, 1, "content placeholders remain");

  writeFileSync(
    file,
    `<?php\nreturn ['FORMS_STORAGE_DIR' => '/var/www/html/out/storage', 'FORMS_MAIL_TO' => 'x@makkahtech.example'];\n`,
  );
  const ids = launchCheck(file).items.map((i) => i.id);
  for (const id of FORMS) assert.ok(ids.includes(id), `${id}: storage inside the web root, .example mail`);

  // The documented layout (docs/deploy.md): P/storage beside P/current is outside the web root, "www" or not;
  // inside P/current it is not.
  const P = join(dir, "var/www/makkah-tech");
  mkdirSync(P, { recursive: true });
  const documented = join(P, "forms.config.php");
  for (const [storage, inside] of [
    [join(P, "storage"), false],
    ["/var/www/makkah-tech/storage", false],
    [join(P, "current/storage"), true],
    ["/var/www/html/storage", true],
  ]) {
    writeFileSync(documented, `<?php\nreturn ['FORMS_STORAGE_DIR' => '${storage}'];\n`);
    const flagged = launchCheck(documented).items.some((i) => i.id === "forms-storage");
    assert.equal(flagged, inside, `${storage}: ${inside ? "not flagged" : "flagged"} as inside the web root`);
  }
});

// The content manager's own host (scripts/lib/cms-origin.mjs): what launch-check says about base_url, and the
// Apache rules the build writes from it (their behaviour on a real Apache: tests/hosting/cms-host.test.mjs).
const cms = "https://cms.makkahtech.com";
const site = "https://www.makkahtech.com";

test("launch-check's rule: cms_url is never the site's origin, and the sign-in answers it; today's config agrees; the rules go between the markers", () => {
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
  // launch-check agrees: the first test expects its exact list, which has no cms-own-host item.
  // The rules go between the markers, and a .htaccess without them fails the build.
  const text = withCmsHostRules("a\n# cms-host:begin\nold\n# cms-host:end\nb\n", { cms, site });
  assert.match(
    text,
    /^a\n# cms-host:begin\n<IfModule mod_rewrite\.c>\n[\s\S]+<\/IfModule>\n# cms-host:end\nb\n$/,
  );
  assert.doesNotMatch(text, /old/);
  assert.match(text, /RewriteRule \^admin\(\/\.\*\)\?\$ https:\/\/cms\.makkahtech\.com\/admin\/ \[R=302,L\]/);
  assert.throws(() => withCmsHostRules("a\n", { cms, site }), /no "# cms-host:begin"/);
});
