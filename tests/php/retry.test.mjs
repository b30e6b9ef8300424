// lib/retry.php (cron): notifications that failed are retried with backoff until they go out, marked sent,
// and after a day of failures one alert goes to FORMS_ALERT_TO. Mail fails first (sendmail = /bin/false),
// then works (the capture script), as when a mail server comes back.
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import {
  isReply,
  mailsIn,
  phpForSuite,
  post,
  runLib,
  sendmailTo,
  validContact,
  validDemo,
  waitFor,
} from "./support/php-server.mjs";

describe("notification retry (lib/retry.php)", () => {
  const php = phpForSuite({ mail: "fail" });
  const outbox = () => join(php.dir, "retry-mail");

  /** Runs retry.php as cron would, with sendmail failing or delivering into `outbox`. */
  const retry = ({ mail, args = [], env = {} }) =>
    runLib(php, "retry.php", args, {
      ini: [mail === "fail" ? "sendmail_path=/bin/false" : sendmailTo(outbox())],
      env,
    });
  const allMails = () => mailsIn(outbox());
  /** The staff and alert mails retry.php sent (the replies to visitors apart). */
  const sentMails = () => allMails().filter((m) => !isReply(m));
  const followups = () => Object.fromEntries(php.records("followup.jsonl").map((r) => [r.id, r]));

  test("a failed notification is retried with backoff, then sent once and marked sent", async () => {
    const r1 = await post(php.base, "contact.php", { ...validContact, lang: "ar", return_to: "/ar/contact" });
    assert.equal(r1.status, 303);
    const [{ id }] = php.records("contact.jsonl");
    assert.equal(followups()[id].reason, "notification mail not sent");

    // The handler's own first try, right after its answer: mail failing, the next one backed off.
    await waitFor(() => followups()[id].attempts === 1);
    let r;
    let f = followups()[id];
    assert.equal(f.attempts, 1);
    assert.equal(f.sent, undefined);
    const wait = Date.parse(f.next) - Date.parse(f.tried);
    assert.ok(wait >= 299_000 && wait <= 301_000, `first retry after 5 minutes, not ${wait} ms`);

    // Mail works again, but the backoff has not passed: nothing is sent yet.
    r = retry({ mail: "capture" });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout, "");
    assert.equal(sentMails().length, 0);

    // A later run (here --all, as after fixing the mail settings) sends it and marks it sent.
    r = retry({ mail: "capture", args: ["--all"] });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /1 notification\(s\) sent, 0 still failing/);
    const mails = sentMails();
    assert.equal(mails.length, 1);
    assert.match(mails[0], /^To: sales@makkahtech\.example/m);
    // The reply to the visitor was waiting too: in Arabic, as the post was.
    assert.equal(allMails().filter(isReply).length, 1);
    assert.match(allMails().find(isReply), /^To: fatimah@example\.com/m);
    assert.match(mails[0], new RegExp(`X-Enquiry-Id: ${id}`));
    assert.match(mails[0], /Language: Arabic/);
    assert.match(mails[0], /Page: \/ar\/contact/);
    f = followups()[id];
    assert.equal(f.attempts, 2);
    assert.ok(Date.parse(f.sent) > 0);

    // Sent means done: the next runs send nothing more.
    r = retry({ mail: "capture", args: ["--all"] });
    assert.equal(r.stdout, "");
    assert.equal(sentMails().length, 1);
    assert.equal(php.phpLog(), "");
  });

  test("after a day of failures, one alert goes to FORMS_ALERT_TO; the retries go on", async () => {
    const r1 = await post(php.base, "book-demo.php", validDemo);
    assert.equal(r1.status, 303);
    const id = php.records("book-demo.jsonl").at(-1).id;
    await waitFor(() => followups()[id].attempts === 1); // the handler's first try
    // The enquiry came in 25 hours ago.
    const file = join(php.storage, "followup.jsonl");
    const dayAgo = new Date(Date.now() - 25 * 3600_000).toISOString();
    const rows = php
      .records("followup.jsonl")
      .map((row) => (row.id === id ? { ...row, received: dayAgo } : row));
    writeFileSync(file, rows.map((row) => `${JSON.stringify(row)}\n`).join(""));

    // Mail failing and no second address: the list goes to stderr (cron mails it), nothing is marked.
    let r = retry({ mail: "fail" });
    assert.equal(r.status, 0);
    assert.match(r.stderr, new RegExp(`FORMS_ALERT_TO is not set.*\\n- ${id} \\(book-demo\\)`, "s"));
    assert.equal(followups()[id].alerted, undefined);

    // With a second address that works: one alert, then never again for that enquiry.
    const before = sentMails().length;
    r = retry({ mail: "capture", env: { FORMS_ALERT_TO: "owner@makkahtech-backup.example" } });
    assert.equal(r.status, 0, r.stderr);
    // The backoff still holds for the notification itself; the alert goes out.
    let mails = sentMails().slice(before);
    assert.equal(mails.length, 1);
    assert.match(mails[0], /^To: owner@makkahtech-backup\.example/m);
    assert.ok(mails[0].includes(id));
    assert.ok(Date.parse(followups()[id].alerted) > 0);
    assert.equal(followups()[id].sent, undefined);

    r = retry({ mail: "fail", args: ["--all"], env: { FORMS_ALERT_TO: "owner@makkahtech-backup.example" } });
    assert.equal(r.stderr, "", "no second alert");
    assert.equal(followups()[id].attempts, 2);
    r = retry({
      mail: "capture",
      args: ["--all"],
      env: { FORMS_ALERT_TO: "owner@makkahtech-backup.example" },
    });
    mails = sentMails().slice(before);
    assert.equal(mails.length, 2, "the notification itself, no second alert");
    assert.match(mails[1], /^To: sales@makkahtech\.example/m);
    assert.ok(Date.parse(followups()[id].sent) > 0);
  });
});
