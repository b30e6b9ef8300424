// The client-side rules of components/forms/validate.ts (node:test under tsx: TypeScript and "@/").
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  formSpecs,
  isEmail,
  isValid,
  normalizeDigits,
  phoneInputPattern,
  type FieldRule,
} from "@/components/forms/validate";
import { formLimits } from "@/content/forms";

const rule = (kind: FieldRule["kind"], extra: Partial<FieldRule> = {}): FieldRule => ({
  kind,
  message: "x",
  ...extra,
});
const email = rule("email", { max: formLimits.email.max });
const phone = rule("phone", formLimits.phone);
const employees = rule("integer", formLimits.noEmployees);

test("normalizeDigits turns Arabic-Indic and extended Arabic-Indic digits into 0-9; phone and noEmployees accept them, and so does the input pattern; formSpecs name the three forms", () => {
  assert.equal(normalizeDigits("٠١٢٣٤٥٦٧٨٩"), "0123456789");
  assert.equal(normalizeDigits("۰۱۲۳۴۵۶۷۸۹"), "0123456789");
  assert.equal(normalizeDigits("+966 ٥٥ abc"), "+966 55 abc");
  // phone and noEmployees accept them.
  assert.equal(isValid("+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧", phone), true);
  assert.equal(isValid("۰۵۵۱۲۳۴۵۶۷", phone), true);
  assert.equal(isValid("٠٥٥١٢٣x", phone), false);
  assert.equal(isValid("١٢٠", employees), true);
  assert.equal(isValid("۱۰۰۰۰۱", employees), false);
  // The phone input pattern admits the same characters under the browser's v flag; formSpecs name the three forms.
  const re = new RegExp(`^(?:${phoneInputPattern})$`, "v");
  for (const ok of ["+966 (12) 345-6789", "٠٥٥١٢٣٤٥٦٧", "۰۵۵ ۱۲۳"]) assert.equal(re.test(ok), true);
  for (const bad of ["055x", "phone", "055_123"]) assert.equal(re.test(bad), false);
  // formSpecs name the three forms' fields, anchors and parameters.
  assert.deepEqual(Object.keys(formSpecs), ["contact", "book-demo", "newsletter"]);
  assert.equal(formSpecs["book-demo"].anchor, "demo-form");
  assert.equal(formSpecs.newsletter.param, "newsletter");
});

test("e-mail: the local part has at most 64 characters (RFC 5321); bidi controls are removed before checking, MIME encoded words refused in one-line fields", () => {
  assert.equal(isEmail(`${"a".repeat(64)}@example.com`), true);
  assert.equal(isEmail(`${"a".repeat(65)}@example.com`), false);
  assert.equal(isValid(`${"a".repeat(65)}@example.com`, email), false);
  assert.equal(isValid("reader@example.com", email), true);
  // Bidi controls are removed before checking; MIME encoded words are refused in one-line fields.
  assert.equal(isValid("\u202B\u2067", rule("text", { max: 100 })), false); // nothing left
  assert.equal(isValid("Ali \u202Egnp.exe", rule("text", { max: 100 })), true);
  assert.equal(isValid("=?UTF-8?B?4oCu?=", rule("text", { max: 150 })), false);
  assert.equal(isValid("a =?b?= c\nline", rule("multiline", { max: 5000 })), true);
  assert.equal(isValid("Ali\u0000", rule("text")), false);
});
