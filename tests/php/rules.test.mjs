// One source of truth: the PHP handlers read lib/rules.json, generated from content/ and
// components/forms/validate.ts by scripts/build/forms-rules.mjs; without it every post fails closed.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { assertLanded, post, rulesJson, validContact, withPhp } from "./support/php-server.mjs";

const lib = resolve(import.meta.dirname, "../../public/assets/phpscripts/lib/bootstrap.php");
const rulesFile = join(mkdtempSync(join(tmpdir(), "forms-rules-")), "rules.json");
writeFileSync(rulesFile, await rulesJson());
const rules = JSON.parse(await rulesJson());
const forms = await import("../../content/forms.ts");

/** Runs PHP code after loading the library with the generated rules. */
const php = (code, input = "") =>
  JSON.parse(
    execFileSync("php", ["-n", "-r", `require ${JSON.stringify(lib)}; ${code}`], {
      input,
      env: { ...process.env, FORMS_RULES_FILE: rulesFile },
    }).toString(),
  );

test("the generated allow-list is each edition's routes (the spec's 64 routes and the blog's listing pages)", async () => {
  const { routes, localizedRoutes } = await import("../../lib/content.ts");
  assert.equal(routes.filter((r) => r.group !== "listing").length, 33); // the spec's 32 + the accessibility statement
  assert.deepEqual(
    rules.routes.en,
    routes.map((r) => r.path),
  );
  assert.deepEqual(
    rules.routes.ar,
    localizedRoutes("ar").map((r) => r.path),
  );
  // Every article is in both editions today, so the Arabic list is the English one under /ar (an article
  // in one language only is covered by tests/fixture-site/articles.test.mjs).
  assert.deepEqual(
    rules.routes.ar,
    routes.map((r) => (r.path === "/" ? "/ar" : `/ar${r.path}`)),
  );
  const all = [...rules.routes.en, ...rules.routes.ar];
  const accepted = php(
    `$r = forms_rules(); echo json_encode(array_map(fn ($p) => forms_route($p, '/contact', 'en', $r), json_decode(stream_get_contents(STDIN))));`,
    JSON.stringify(all),
  );
  assert.deepEqual(accepted, all);
});

test("the generated limits and patterns equal content/forms.ts, and PHP uses them", () => {
  assert.deepEqual(rules.limits, forms.formLimits);
  assert.equal(rules.emailPattern, forms.emailPattern);
  assert.equal(rules.phonePattern, forms.phonePattern);
  assert.equal(rules.phoneMinDigits, forms.phoneMinDigits);
  assert.equal(rules.retentionDays, forms.retentionDays);
  assert.equal(rules.honeypot, forms.honeypot.name);
  assert.equal(rules.emailLocalMax, 64);
  assert.deepEqual(Object.keys(rules.forms), ["contact", "book-demo", "newsletter"]);
  assert.deepEqual(php(`echo json_encode(forms_rules()['limits']);`), forms.formLimits);
});

test("the newsletter's mail and pages are content/'s words, in both languages", async () => {
  const en = forms.newsletterCopy;
  const ar = (await import("../../content/ar/forms.ts")).newsletterCopy;
  assert.deepEqual(rules.newsletter, { en, ar });
  const days = php(`echo json_encode(FORMS_LINK_DAYS);`);
  for (const [lang, copy] of Object.entries({ en, ar })) {
    const fill = (s) => s.replaceAll("{site}", rules.siteName).replaceAll("{days}", String(days));
    const expected = Object.fromEntries(Object.entries(copy).map(([k, v]) => [k, fill(v)]));
    assert.deepEqual(php(`echo json_encode(forms_newsletter_text('${lang}'));`), expected, lang);
    assert.match(expected.mailBody, /\{confirm\}[\s\S]*\{unsubscribe\}/, "both links have a place");
  }
  // Without rules.json, a newsletter link's page still speaks the visitor's language: the same words.
  const fallback = php(`echo json_encode(FORMS_FALLBACK_COPY);`);
  for (const [lang, copy] of Object.entries({ en, ar }))
    assert.deepEqual(fallback[lang], { failTitle: copy.failTitle, failText: copy.failText, back: copy.back });
});

test("the e-mail rule means the same in JavaScript and in PCRE", () => {
  /** @type {[string, boolean][]} */
  const samples = [
    ["a@b.co", true],
    ["first.last+tag@sub.example.com", true],
    ["o'brien@example.ie", true],
    ["x@localhost", false],
    ["a b@c.com", false],
    ['a"b@c.com', false],
    ["a@b.com,c@d.com", false],
    ["<a@b.com>", false],
    ["a@-b.com", false],
    ["a@b..com", false],
    ["a@b.com\nbcc:x@y.z", false],
    [`${"a".repeat(64)}@example.com`, true],
    [`${"a".repeat(65)}@example.com`, false],
  ];
  const js = samples.map(([s]) => {
    const at = s.lastIndexOf("@");
    return new RegExp(forms.emailPattern).test(s) && at > 0 && at <= 64;
  });
  const pcre = php(
    `echo json_encode(array_map('forms_is_email', json_decode(stream_get_contents(STDIN))));`,
    JSON.stringify(samples.map(([s]) => s)),
  );
  assert.deepEqual(pcre, js);
  assert.deepEqual(
    js,
    samples.map(([, valid]) => valid),
  );
});

test("without rules.json every post fails closed, with an error_log line", () =>
  withPhp({ rules: false }, async (server) => {
    for (const [script, fields, page] of [
      ["contact.php", validContact],
      ["contact.php", { ...validContact, return_to: "/ar/contact" }, "/ar/contact"],
      ["book-demo.php", {}],
      ["newsletter.php", { email: "a@example.com" }],
    ]) {
      assertLanded(await post(server.base, script, fields), script, "fail", page);
    }
    assert.equal(server.records("contact.jsonl").length, 0);
    assert.equal(server.mails().length, 0);
    const page = await fetch(`${server.base}/assets/phpscripts/newsletter.php?confirm=x&lang=ar`);
    assert.equal(page.status, 503);
    assert.match(await page.text(), /<html lang="ar" dir="rtl">.*حدث خطأ/s);
    assert.match(server.phpLog(), /forms: the rules file .* is missing/);
  }));
