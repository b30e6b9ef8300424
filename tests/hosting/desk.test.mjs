// The staff desk (desk.php) behind Apache + mod_php with public/.htaccess and behind nginx + PHP-FPM with
// deploy/nginx: reachable, its library and words private, its policy and cookie as on php -S, a sign-in that
// works, and a cross-site post refused. Serves public/ plus the generated rules and words (no build needed).
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { writeDeskCopy } from "../../scripts/build/desk-copy.mjs";
import { runLib } from "../php/support/php-server.mjs";
import { startApache } from "./apache.mjs";
import { startNginxSite } from "./nginx.mjs";
import { form, formsSecret, get, publicSource } from "./support.mjs";

const DESK = "/assets/phpscripts/desk.php";
const EMAIL = "sara@makkahtech.example";
const source = publicSource("desk", [writeDeskCopy]);

/** An account made with lib/desk-user.php in the host's storage (as root: the file goes to the storage's owner). */
function addUser({ www, storage }) {
  const env = { FORMS_SECRET: formsSecret };
  const run = runLib({ www, storage }, "desk-user.php", ["add", EMAIL, "--generate"], { env });
  assert.equal(run.status, 0, run.stderr);
  return /password[^:]*: (\S+)/.exec(run.stdout)[1];
}

/** The checks each host must pass. */
function deskChecks(host) {
  test("the desk answers with its own policy; its library and words stay private", async () => {
    const { port } = host();
    const res = await get(port, DESK);
    assert.equal(res.status, 200, res.text);
    assert.match(res.text, /name="password"/);
    assert.match(
      res.text,
      /<meta http-equiv="Content-Security-Policy" content="default-src &#039;none&#039;; style-src &#039;sha256-/,
    );
    assert.doesNotMatch(res.text, /<script/);
    // The desk's own header policy reaches the browser (Apache keeps a PHP script's CSP only where told to).
    assert.match(String(res.headers["content-security-policy"]), /default-src 'none'; style-src 'sha256-/);
    assert.match(String(res.headers["x-robots-tag"]), /noindex/);
    assert.match(String(res.headers["cache-control"]), /no-store/);
    const lib = ["desk-copy.json", "desk-user.php", "desk.php", "desk-auth.php", "pdpl-core.php"];
    for (const path of lib.map((name) => `lib/${name}`)) {
      const denied = await get(port, `/assets/phpscripts/${path}`);
      assert.ok([403, 404].includes(denied.status), `${path}: ${denied.status}`);
      assert.doesNotMatch(denied.text, /signInTitle|<\?php|desk_/);
    }
  });

  test("sign-in works and sets a strict cookie (Secure behind https); a cross-site post is refused", async () => {
    const { port, password } = host();
    const origin = `http://127.0.0.1:${port}`;
    const signIn = await get(
      port,
      DESK,
      form({ action: "signin", email: EMAIL, password }, { origin, host: `127.0.0.1:${port}` }),
    );
    assert.equal(signIn.status, 303, signIn.text);
    const cookie = String(signIn.headers["set-cookie"]);
    assert.match(cookie, /path=\/assets\/phpscripts\/desk\.php; HttpOnly; SameSite=Strict/i);
    assert.doesNotMatch(cookie, /secure/i);
    const session = cookie.split(";")[0];
    const page = await get(port, DESK, { headers: { cookie: session } });
    assert.match(page.text, /name="csrf" value="[0-9a-f]{64}"/);
    const csrf = /name="csrf" value="([0-9a-f]{64})"/.exec(page.text)[1];
    const forged = await get(
      port,
      DESK,
      form({ action: "lang", lang: "ar", csrf }, { cookie: session, origin: "https://evil.example" }),
    );
    assert.equal(forged.status, 403);
    const https = await get(
      port,
      DESK,
      form(
        { action: "signin", email: EMAIL, password },
        { origin: `https://127.0.0.1:${port}`, "x-forwarded-proto": "https" },
      ),
    );
    assert.match(String(https.headers["set-cookie"]), /; secure/i);
  });
}

const hosts = {
  "Apache + mod_php": async () => startApache({ source: await source }),
  "nginx + PHP-FPM": async () => startNginxSite("desk-nginx", { source: await source }),
};
for (const [name, start] of Object.entries(hosts))
  describe(name, () => {
    let server;
    let password;
    before(async () => {
      server = await start();
      password = addUser(server.site);
    });
    after(() => server?.stop());
    deskChecks(() => ({ port: server.port, password }));
  });
