// The spam layers (lib/spam.php): a post without a solved challenge (curl, no JavaScript), with a forged or
// reused one, sooner than the time trap, or with the honeypot filled is held in spam.jsonl with its reason,
// and answered exactly as a lead is; held posts get no staff mail, no hand-off and no reply. A post with a
// solved challenge is a lead, whatever its script: Arabic-only messages are never held for their text.
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import {
  assertLanded,
  phpForSuite,
  post,
  solveChallenge,
  validContact,
  validDemo,
  waitFor,
} from "./support/php-server.mjs";

describe("spam layers: held, never refused, never lost", () => {
  const php = phpForSuite({ env: { FORMS_MIN_SECONDS: "2" } });
  const held = () => php.records("spam.jsonl");
  const leads = () => php.records("contact.jsonl");
  const contact = (fields, init) => post(php.base, "contact.php", { ...validContact, ...fields }, init);

  test("without a challenge (curl, no JavaScript): held as no-challenge, answered as a lead", async () => {
    const res = await contact({ subject: "curl" }, { challenge: false });
    assertLanded(res, "contact.php", "success");
    const row = held().at(-1);
    assert.equal(row.reason, "no-challenge");
    assert.deepEqual(row.reasons, ["no-challenge"]);
    assert.equal(row.fields.subject, "curl");
    assert.equal(row.fields.message, validContact.message);
    assert.ok(!leads().some((r) => r.fields.subject === "curl"));
  });

  test("sooner than the time trap: held as too-fast; later, the same kind of post is a lead", async () => {
    const altcha = await solveChallenge(php.base);
    let res = await contact({ subject: "fast", altcha });
    assertLanded(res, "contact.php", "success");
    assert.deepEqual(held().at(-1).reasons, ["too-fast"]);
    const slow = await solveChallenge(php.base);
    await new Promise((r) => setTimeout(r, 2100));
    res = await contact({ subject: "slow", altcha: slow });
    assertLanded(res, "contact.php", "success");
    assert.equal(leads().at(-1).fields.subject, "slow");
  });

  test("a honeypot post, a forged solution and a reused one are held with their reasons", async () => {
    await contact({ website: "http://spam.example" }, { challenge: false });
    assert.equal(held().at(-1).reason, "honeypot");

    const solved = await solveChallenge(php.base);
    const payload = JSON.parse(Buffer.from(solved, "base64").toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString("base64");
    await new Promise((r) => setTimeout(r, 2100));
    const res = await post(php.base, "book-demo.php", { ...validDemo, altcha: forged });
    assertLanded(res, "book-demo.php", "success");
    assert.equal(held().at(-1).reason, "bad-challenge");
    assert.equal(held().at(-1).form, "book-demo");

    await contact({ subject: "first", altcha: solved });
    assert.equal(leads().at(-1).fields.subject, "first");
    await contact({ subject: "again", altcha: solved });
    assert.deepEqual(held().at(-1).reasons, ["reused-challenge"]);
  });

  test("Arabic-only messages with a solved challenge are leads, never held for their script", async () => {
    const texts = [
      "نرغب في تطوير تطبيق لحجز المواعيد في عيادتنا بمكة المكرمة.",
      "السلام عليكم ورحمة الله وبركاته، نحتاج نظام تخطيط موارد المؤسسات لشركتنا، فما الخطوات؟",
      "كم تكلفة موقع إلكتروني؟ ٣ صفحات فقط",
    ];
    const before = held().length;
    const solved = await Promise.all(texts.map(() => solveChallenge(php.base)));
    await new Promise((r) => setTimeout(r, 2100));
    for (const [i, message] of texts.entries()) {
      const altcha = solved[i];
      const res = await post(php.base, "contact.php", {
        name: "فاطمة الحربي",
        email: "fatimah@example.com",
        subject: "طلب عرض سعر",
        message,
        lang: "ar",
        return_to: "/ar/contact",
        altcha,
      });
      assertLanded(res, "contact.php", "success", "/ar/contact");
      assert.equal(leads().at(-1).fields.message, message);
    }
    assert.equal(held().length, before);
  });

  test("held posts get no staff mail, no hand-off line and no reply", async () => {
    const heldIds = new Set(held().map((r) => r.id));
    const queued = php.records("followup.jsonl").map((r) => r.id);
    assert.ok(!queued.some((id) => heldIds.has(id)));
    await waitFor(() => php.records("followup.jsonl").every((r) => r.sent));
    const subjects = php.mails().map((m) => m.match(/^Subject: (.*)$/m)?.[1] ?? "");
    assert.equal(subjects.length, leads().length + php.records("book-demo.jsonl").length);
    for (const r of held()) assert.ok(!php.mails().some((m) => m.includes(`X-Enquiry-Id: ${r.id}`)));
  });
});
