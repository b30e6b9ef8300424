// The staff desk's test helpers (tests/php/desk.test.mjs, tests/php-stress/desk.test.mjs): php -S with the desk's
// words, an account made with lib/desk-user.php, the desk's posts and a sign-in over HTTP.
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildDeskCopy } from "../../../scripts/build/desk-copy.mjs";
import { phpForSuite, post, runLib } from "./php-server.mjs";

export const DESK = "/assets/phpscripts/desk.php";

/** Runs lib/desk-user.php against the server's storage; returns the generated password. */
export function addUser(php, email, lang) {
  const run = runLib(php, "desk-user.php", ["add", email, "--lang", lang, "--generate"]);
  assert.equal(run.status, 0, run.stderr);
  return /password[^:]*: (\S+)/.exec(run.stdout)[1];
}

/** php -S for a describe block (phpForSuite: `options`) with the desk's words and the storage made, then `setup`. */
export function deskForSuite(options = {}, setup = async () => {}) {
  const php = phpForSuite(options, async () => {
    writeFileSync(
      join(php.www, "assets/phpscripts/lib/desk-copy.json"),
      `${JSON.stringify(await buildDeskCopy())}\n`,
    );
    mkdirSync(php.storage, { recursive: true });
    await setup();
  });
  return php;
}

/** A POST to the desk (no redirect followed). */
export const deskPost = (base, fields, headers = {}) => post(base, "desk.php", fields, { headers });

/** Signs in over HTTP; returns { cookie, csrf } of the new session. */
export async function signIn(base, email, password) {
  const res = await deskPost(base, { action: "signin", email, password }, { origin: base });
  assert.equal(res.status, 303);
  // The session's cookie (a device cookie comes with it).
  const setCookie = String(res.headers.getSetCookie().find((c) => /^(__Host-)?desk_session=/.test(c)));
  const cookie = setCookie.split(";")[0];
  const page = await (await fetch(base + DESK, { headers: { cookie } })).text();
  return { cookie, csrf: /name="csrf" value="([0-9a-f]+)"/.exec(page)[1], setCookie };
}
