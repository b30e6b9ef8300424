// Never lose an enquiry, under load: 200 concurrent posts give 200 readable records and 200 mails (test:full; a
// failing mail transport: tests/php/followup.test.mjs).
import { test } from "node:test";
import assert from "node:assert/strict";
import { landing, post, validContact, withPhp } from "../php/support/php-server.mjs";

/** Runs `count` tasks with at most `limit` in flight. */
async function pool(count, limit, task) {
  const results = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

test("200 concurrent valid posts give 200 readable stored records and 200 mails", () =>
  withPhp({ workers: 4 }, async (php) => {
    const statuses = await pool(200, 16, async (i) => {
      const res = await post(php.base, "contact.php", {
        ...validContact,
        subject: `Enquiry ${i}`,
        message: `Message ${i}\n${"ك".repeat((i + 1) * 20)}`,
      });
      return `${res.status} ${res.headers.get("location")}`;
    });
    assert.deepEqual(new Set(statuses), new Set([`303 ${landing("contact.php", "success")}`]));
    const records = php.records("contact.jsonl"); // JSON.parse of every line: throws on a torn line
    // Where a missing enquiry went, if one is missing: held as spam (and why), or only in PHP's log.
    const missing = () => {
      const have = new Set(records.map((r) => r.fields.subject));
      const held = php.records("spam.jsonl").map((r) => `${r.fields?.subject}: ${r.reasons}`);
      return `missing ${statuses.map((_, i) => `Enquiry ${i}`).filter((s) => !have.has(s))}; held ${held}; log ${php.phpLog()}`;
    };
    assert.equal(records.length, 200, missing());
    assert.equal(new Set(records.map((r) => r.id)).size, 200);
    assert.deepEqual(
      records.map((r) => r.fields.subject).sort(),
      Array.from({ length: 200 }, (_, i) => `Enquiry ${i}`).sort(),
    );
    for (const r of records) {
      const i = Number(r.fields.subject.split(" ")[1]);
      assert.equal(r.fields.message, `Message ${i}\n${"ك".repeat((i + 1) * 20)}`);
    }
    assert.equal(php.mails().length, 200);
    assert.equal(php.phpLog(), "");
  }));
