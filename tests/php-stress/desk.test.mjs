// The staff desk under load and against the clock (test:full's php-stress step): an unknown address costs what a
// known one does, and the accounts file keeps every change made by several at once.
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runLibAsync } from "../php/support/php-server.mjs";
import { addUser, deskForSuite, deskPost, signIn } from "../php/support/desk.mjs";

describe("staff desk: an unknown address costs what a known one does", () => {
  const php = deskForSuite();

  test("whatever cost the accounts' hashes have (PHP 8.4 raised bcrypt's default from 10 to 12)", async () => {
    const email = "lina@makkahtech.example";
    const password = addUser(php, email, "en");
    // As a PHP with a higher default cost would have made it (this one's default stays in the fixed stand-in).
    const file = join(php.storage, "desk-users.json");
    const code = "echo password_hash($argv[1], PASSWORD_BCRYPT, ['cost' => 13]);";
    const rehash = spawnSync("php", ["-n", "-r", code, "--", password], { encoding: "utf8" });
    const accounts = JSON.parse(readFileSync(file, "utf8"));
    accounts[email].hash = rehash.stdout;
    writeFileSync(file, JSON.stringify(accounts));
    const time = async (who) => {
      const start = performance.now();
      const res = await deskPost(php.base, { action: "signin", email: who, password: "wrong-password" });
      assert.equal(res.status, 401);
      return performance.now() - start;
    };
    const known = Math.min(await time(email), await time(email));
    const unknown = Math.min(
      await time("nobody@makkahtech.example"),
      await time("nobody2@makkahtech.example"),
    );
    assert.ok(unknown > known / 2, `unknown address ${unknown.toFixed(0)} ms, known ${known.toFixed(0)} ms`);
    // The right password re-hashes it at this PHP's cost, as a new account would be.
    assert.equal((await deskPost(php.base, { action: "signin", email, password })).status, 303);
    assert.doesNotMatch(JSON.parse(readFileSync(file, "utf8"))[email].hash, /^\$2y\$13\$/);
  });
});

describe("staff desk: the accounts file changed by several at once", () => {
  const php = deskForSuite();

  test("a language switch during desk-user.php passwd loses neither change", async () => {
    const sara = { email: "sara@makkahtech.example" };
    sara.password = addUser(php, sara.email, "en");
    const omar = "omar@makkahtech.example";
    addUser(php, omar, "en");
    const { cookie, csrf } = await signIn(php.base, sara.email, sara.password);
    const accounts = () => JSON.parse(readFileSync(join(php.storage, "desk-users.json"), "utf8"));
    const verifies = (password, hash) =>
      spawnSync("php", [
        "-n",
        "-r",
        "exit(password_verify($argv[1], $argv[2]) ? 0 : 1);",
        "--",
        password,
        hash,
      ]).status === 0;
    // desk-user.php reads the accounts, hashes the new password, writes them back: a switch posted in between
    // was undone (and a switch that read before the write and wrote after undid the new password).
    const lost = [];
    for (let round = 0; round < 24; round++) {
      const lang = round % 2 ? "en" : "ar";
      const passwd = runLibAsync(php, "desk-user.php", ["passwd", omar, "--generate"]);
      await new Promise((r) => setTimeout(r, round * 12));
      const res = await deskPost(php.base, { action: "lang", lang, csrf }, { origin: php.base, cookie });
      assert.equal(res.status, 303);
      const password = /password[^:]*: (\S+)/.exec((await passwd).stdout)[1];
      const now = accounts();
      if (now[sara.email].lang !== lang) lost.push(`round ${round}: the language switch`);
      if (!verifies(password, now[omar].hash)) lost.push(`round ${round}: the new password`);
    }
    assert.deepEqual(lost, []);
  });
});
