// Issue 50: lib/digest.php mails the week's digest to each FORMS_DIGEST_TO recipient in the language that recipient
// chose ("address:ar" / "address:en"), skips a malformed entry naming it, and sends nothing without a recipient.
// The figures themselves are checked against real servers' logs in tests/hosting/analytics.test.mjs.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { mailsIn, mailText, makeWebRoot, runLib, sendmailTo } from "./support/php-server.mjs";

const dir = mkdtempSync(join(tmpdir(), "forms-digest-"));
after(() => rmSync(dir, { recursive: true, force: true }));

function run(to, mails) {
  const storage = join(dir, "storage");
  mkdirSync(storage, { recursive: true });
  writeFileSync(
    join(storage, "contact.jsonl"),
    `${JSON.stringify({ id: "a1", form: "contact", received: "2026-11-23T08:00:00+00:00", page: "/contact", lang: "en", fields: {} })}\n`,
  );
  const log = join(dir, "access.log");
  writeFileSync(
    log,
    '203.0.113.7 - - [23/Nov/2026:10:00:00 +0300] "GET /about-us/ HTTP/1.1" 200 10 "-" "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"\n',
  );
  const args = [`--logs=${log}`, "--week-ending=2026-11-29", "--now=2026-11-29T08:00:00+03:00"];
  return runLib({ www: join(dir, "www"), storage }, "digest.php", args, {
    ini: [sendmailTo(mails)],
    cwd: "/",
    env: { FORMS_MAIL_FROM: "website@makkahtech.example", FORMS_DIGEST_TO: to },
  });
}

test("each recipient gets the digest in the language chosen; a malformed entry is named and skipped", async () => {
  await makeWebRoot(dir);
  const mails = join(dir, "mail");
  const r = run("ar.staff@makkahtech.example:ar, en.staff@makkahtech.example:en,not-an-address:fr", mails);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stderr, /skipped "not-an-address:fr"/);
  const sent = mailsIn(mails);
  assert.equal(sent.length, 2);
  const to = (address) => sent.find((m) => m.includes(`To: ${address}`)) ?? "";
  // The body is quoted-printable: decoded to read the words.
  assert.match(mailText(to("ar.staff@makkahtech.example")), /الزيارات: 1/);
  assert.match(mailText(to("en.staff@makkahtech.example")), /Visits: 1/);
  assert.doesNotMatch(mailText(to("en.staff@makkahtech.example")), /الزيارات/);
});

test("no recipient: nothing is sent and the exit is non-zero", () => {
  const mails = join(dir, "mail-none");
  const r = run("", mails);
  assert.equal(r.status, 1);
  assert.match(r.stderr, /FORMS_DIGEST_TO names no recipient/);
});
