// Never lose an enquiry: a failing mail transport, or none set up, still stores every enquiry (listed for
// follow-up) while the visitor sees success (200 concurrent posts: tests/php-stress/load.test.mjs).
import { test } from "node:test";
import assert from "node:assert/strict";
import { assertLanded, post, validContact, validDemo, waitFor, withPhp } from "./support/php-server.mjs";

test("with mail failing, every enquiry is still stored, marked for follow-up, and the visitor sees success; so does a newsletter sign-up (its mail goes after the answer), the failure logged", () =>
  withPhp({ mail: "fail" }, async (php) => {
    for (let i = 0; i < 5; i++) {
      const res = await post(php.base, "contact.php", { ...validContact, subject: `Lost mail ${i}` });
      assertLanded(res, "contact.php", "success");
    }
    const res = await post(php.base, "book-demo.php", validDemo);
    assertLanded(res, "book-demo.php", "success");
    const stored = [...php.records("contact.jsonl"), ...php.records("book-demo.jsonl")];
    assert.equal(stored.length, 6);
    const followUp = php.records("followup.jsonl");
    assert.deepEqual(followUp.map((f) => f.id).sort(), stored.map((r) => r.id).sort());
    assert.equal(php.phpLog(), "");
    // The answer cannot wait for the confirmation mail: a confirmed address (no mail) would answer sooner.
    const news = await post(php.base, "newsletter.php", { email: "a@example.com" });
    assertLanded(news, "newsletter.php", "success");
    assert.equal(php.records("newsletter-pending.jsonl").length, 1);
    await waitFor(() => php.phpLog() !== "");
    assert.match(
      php.phpLog(),
      /^.*forms: newsletter confirmation mail not sent \(pending sign-up [0-9a-f]{32}\)\n$/,
    );
  }));

test("an unset recipient also keeps the enquiry for follow-up", () =>
  withPhp({ env: { FORMS_MAIL_TO: "" } }, async (php) => {
    const res = await post(php.base, "contact.php", validContact);
    assertLanded(res, "contact.php", "success");
    assert.equal(php.records("contact.jsonl").length, 1);
    assert.equal(php.records("followup.jsonl").length, 1);
    assert.equal(php.mails().length, 0);
  }));
