// No secret in the repository: npm test fails when git tracks a key, a certificate's private half, an
// environment file, the forms' production config or the preview's form storage, or when a tracked file
// holds a private key block or a real-looking FORMS_SECRET or CMS_GITHUB_CLIENT_SECRET. Secrets live on the
// host (docs/forms.md, "Configuration"); the preview creates its own key on first start (git-ignored).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import test from "node:test";

const root = new URL("../../", import.meta.url).pathname;

/** Why a tracked path must not be in the repository, or null when its name is fine. */
export function secretName(path) {
  const name = basename(path).toLowerCase();
  if (/\.(key|pem|p12|pfx|jks|keystore)$/.test(name)) return "a key or certificate file";
  if (/^id_(rsa|dsa|ecdsa|ed25519)$/.test(name)) return "an SSH private key";
  if (/^\.env(\..+)?$/.test(name) && !/^\.env\.(example|sample|template)$/.test(name))
    return "an environment file";
  if (name === "forms.config.php")
    return "the forms' config (mail settings, FORMS_SECRET): it lives on the host";
  if (name === ".htpasswd" || name === ".netrc") return "a password file";
  if (/^storage\//.test(path)) return "the preview's form storage (enquiries, rate-limit files)";
  return null;
}

// Written in two parts, so this file does not match itself.
const privateKeyBlock = new RegExp(`-----BEGIN (?:[A-Z0-9]+ )*PRIVATE ${"KEY"}-----`);
const formsSecretValue = /FORMS_SECRET['"]?\s*(?:=>|=|:)\s*['"]?[0-9A-Za-z+/=_-]{32,}/;
// The CMS sign-in's GitHub OAuth client secret (40 hex characters; docs/cms-production.md).
const cmsSecretValue = /CMS_GITHUB_CLIENT_SECRET['"]?\s*(?:=>|=|:)\s*['"]?[0-9A-Za-z_-]{32,}/;

/** Why a tracked file's text must not be in the repository, or null. */
export function secretText(text) {
  if (privateKeyBlock.test(text)) return "a private key block";
  if (formsSecretValue.test(text)) return "a FORMS_SECRET value";
  if (cmsSecretValue.test(text)) return "a CMS_GITHUB_CLIENT_SECRET value";
  return null;
}

const tracked = () => {
  const r = spawnSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" });
  return r.status === 0 ? r.stdout.split("\0").filter(Boolean) : null;
};

test("the matchers refuse secrets and accept the files a repository needs", () => {
  for (const path of [
    "forms-secret.key",
    "deploy/apache/server.key",
    "certs/site.pem",
    "id_ed25519",
    ".env",
    ".env.local",
    "forms.config.php",
    "deploy/forms.config.php",
    "storage/contact.jsonl",
    "storage/rate/1f2e",
  ])
    assert.ok(secretName(path), path);
  for (const path of [
    "content/forms.ts",
    "docs/forms.md",
    "public/assets/phpscripts/lib/config.php",
    "scripts/build/forms-rules.mjs",
    "tests/unit/no-secrets.test.mjs",
    ".env.example",
    "id_ed25519.pub",
    "components/ui/keyboard.tsx",
    "lib/storage/index.ts",
    "public/.htaccess",
    ".gitignore",
    "next-env.d.ts",
  ])
    assert.equal(secretName(path), null, path);
  const block = ["-----BEGIN", "OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n"].join(" ");
  assert.ok(secretText(block));
  assert.ok(secretText(`return ['FORMS_SECRET' => '${"a1".repeat(32)}'];`));
  assert.ok(secretText(`FORMS_SECRET=${"f0".repeat(20)}`));
  assert.ok(secretText(`'CMS_GITHUB_CLIENT_SECRET' => '${"3c".repeat(20)}',`));
  for (const text of [
    "'FORMS_SECRET' => 'paste the output of: openssl rand -hex 32',",
    "return ['FORMS_STORAGE_DIR' => '/var/lib/makkah-tech/forms', 'FORMS_SECRET' => '<64 random hex>'];",
    "| `FORMS_SECRET` | empty | Master secret (32+ characters, e.g. `openssl rand -hex 32`) |",
    "'CMS_GITHUB_CLIENT_SECRET' => 'paste the client secret of the OAuth app',",
    "-----BEGIN PUBLIC KEY-----",
    "-----BEGIN CERTIFICATE-----",
  ])
    assert.equal(secretText(text), null, text);
});

test("git tracks no key, secret or private file", (t) => {
  const files = tracked();
  if (files === null) return t.skip("not a git checkout");
  assert.ok(files.length > 100, `${files.length} tracked files`);
  const found = files.flatMap((file) => {
    // A file deleted in the work tree, not yet committed, has no text to check.
    const path = join(root, file);
    const why = secretName(file) ?? (existsSync(path) ? secretText(readFileSync(path, "latin1")) : null);
    return why ? [`${file}: ${why}`] : [];
  });
  assert.deepEqual(found, [], "remove them (git rm --cached <file>) and keep them out with .gitignore");
});
