// Issue 50: a lead's source (lib/source.php through the real handler): the landing page, referring host and
// campaign the site's script adds are stored as the record's `source`, bounded; anything else is dropped, and a post
// without them (no JavaScript) has no source. The 30 days of access logs are the same number everywhere it is set.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { assertLanded, phpForSuite, post, root, validContact } from "./support/php-server.mjs";

const php = phpForSuite();

const send = async (fields) => {
  const subject = `source ${Math.random()}`;
  const res = await post(php.base, "contact.php", [
    ...Object.entries({ ...validContact, subject }),
    ...fields,
  ]);
  assertLanded(res, "contact.php", "success");
  return php.records("contact.jsonl").find((r) => r.fields.subject === subject);
};

test("the landing page, referring host and campaign are stored as the lead's source", async () => {
  const lead = await send([
    ["source_landing", "/about-us/"],
    ["source_referrer", "www.LinkedIn.com"],
    ["utm_source", "linkedin"],
    ["utm_medium", "social"],
    ["utm_campaign", "erp 2026"],
    ["utm_term", "نظام ERP"],
    ["utm_content", "  banner  "],
  ]);
  assert.deepEqual(lead.source, {
    landing: "/about-us/",
    referrer: "www.linkedin.com",
    utm_source: "linkedin",
    utm_medium: "social",
    utm_campaign: "erp 2026",
    utm_term: "نظام ERP",
    utm_content: "banner",
  });
});

test("what is not a site path, a host name or short plain text is dropped", async () => {
  const lead = await send([
    ["source_landing", "//evil.example/x"],
    ["source_referrer", "evil.example/path?q=1"],
    ["utm_source", "a".repeat(101)],
    ["utm_medium", "<script>alert(1)</script>"],
    ["utm_campaign", "line\nbreak"],
    ["utm_term[]", "array"],
    ["utm_content", "ok"],
  ]);
  assert.deepEqual(lead.source, { utm_content: "ok" });
  for (const landing of ["javascript:alert(1)", `/${"a".repeat(200)}`, "/path?query", "/<b>"]) {
    assert.equal((await send([["source_landing", landing]])).source, undefined, landing);
  }
});

test("a post without them (no JavaScript) has no source key", async () => {
  const lead = await send([]);
  assert.ok(lead);
  assert.equal("source" in lead, false);
});

test("the access logs' 30 days: the policy in both editions, logrotate and GoAccess say the same number", async () => {
  const { accessLogDays } = await import("../../content/digest.ts");
  const { countedDays } = await import("../../content/ar/counted.ts");
  const read = (p) => readFileSync(join(root, p), "utf8");
  assert.match(
    read("content/pages/privacy-policy.mdx"),
    new RegExp(`deleted after ${accessLogDays}\u00a0days`),
  );
  assert.ok(read("content/ar/pages/privacy-policy.mdx").includes(`بعد ${countedDays(accessLogDays)}`));
  const logrotate = read("deploy/analytics/logrotate");
  assert.match(logrotate, new RegExp(`^\\s*rotate ${accessLogDays}$`, "m"));
  assert.match(logrotate, new RegExp(`^\\s*maxage ${accessLogDays}$`, "m"));
  assert.match(read("deploy/analytics/goaccess.conf"), new RegExp(`^keep-last ${accessLogDays}$`, "m"));
});
