// The PHP library mirrors content/: the allow-list of return routes and every validation bound.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { loadContent } from "./support/content.mjs";

const lib = resolve(import.meta.dirname, "../../public/assets/phpscripts/lib/forms.php");
const php = JSON.parse(
  execFileSync("php", [
    "-n",
    "-r",
    `require ${JSON.stringify(lib)}; echo json_encode(["routes" => FORMS_ROUTES, "limits" => FORMS_LIMITS, "email" => FORMS_EMAIL_PATTERN, "phone" => FORMS_PHONE_PATTERN, "digits" => FORMS_PHONE_MIN_DIGITS, "retention" => FORMS_RETENTION_DAYS, "honeypot" => FORMS_HONEYPOT]);`,
  ]).toString(),
);

test("the PHP allow-list of return routes equals the route registry", async () => {
  const { routes } = await loadContent("routes");
  assert.equal(routes.length, 32);
  assert.deepEqual([...php.routes].sort(), routes.map((r) => r.path).sort());
});

test("the PHP limits and patterns equal content/forms.ts", async () => {
  const forms = await loadContent("forms");
  assert.deepEqual(php.limits, forms.formLimits);
  assert.equal(php.email, forms.emailPattern);
  assert.equal(php.phone, forms.phonePattern);
  assert.equal(php.digits, forms.phoneMinDigits);
  assert.equal(php.retention, forms.retentionDays);
  assert.equal(php.honeypot, forms.honeypot.name);
});

test("the e-mail pattern means the same in JavaScript and in PCRE", async () => {
  const { emailPattern } = await loadContent("forms");
  const samples = [
    "a@b.co",
    "first.last+tag@sub.example.com",
    "o'brien@example.ie",
    "x@localhost",
    "a b@c.com",
    'a"b@c.com',
    "a@b.com,c@d.com",
    "<a@b.com>",
    "a@-b.com",
    "a@b..com",
    "a@b.com\nbcc:x@y.z",
  ];
  const js = samples.map((s) => new RegExp(emailPattern).test(s));
  const pcre = JSON.parse(
    execFileSync(
      "php",
      [
        "-n",
        "-r",
        `require ${JSON.stringify(lib)}; $s = json_decode(stream_get_contents(STDIN)); echo json_encode(array_map(fn ($v) => preg_match('/' . FORMS_EMAIL_PATTERN . '/D', $v) === 1, $s));`,
      ],
      { input: JSON.stringify(samples) },
    ).toString(),
  );
  assert.deepEqual(pcre, js);
  assert.deepEqual(js, [true, true, true, false, false, false, false, false, false, false, false]);
});
