// The client-side rules of components/forms/validate.ts (Playwright's runner: TypeScript and "@/").
import { expect, test } from "@playwright/test";
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

test("normalizeDigits turns Arabic-Indic and extended Arabic-Indic digits into 0-9", () => {
  expect(normalizeDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
  expect(normalizeDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
  expect(normalizeDigits("+966 ٥٥ abc")).toBe("+966 55 abc");
});

test("phone and noEmployees accept Arabic-Indic digits", () => {
  expect(isValid("+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧", phone)).toBe(true);
  expect(isValid("۰۵۵۱۲۳۴۵۶۷", phone)).toBe(true);
  expect(isValid("٠٥٥١٢٣x", phone)).toBe(false);
  expect(isValid("١٢٠", employees)).toBe(true);
  expect(isValid("۱۰۰۰۰۱", employees)).toBe(false);
});

test("the phone input pattern admits the same characters under the browser's v flag", () => {
  const re = new RegExp(`^(?:${phoneInputPattern})$`, "v");
  for (const ok of ["+966 (12) 345-6789", "٠٥٥١٢٣٤٥٦٧", "۰۵۵ ۱۲۳"]) expect(re.test(ok)).toBe(true);
  for (const bad of ["055x", "phone", "055_123"]) expect(re.test(bad)).toBe(false);
});

test("e-mail: the local part has at most 64 characters (RFC 5321)", () => {
  expect(isEmail(`${"a".repeat(64)}@example.com`)).toBe(true);
  expect(isEmail(`${"a".repeat(65)}@example.com`)).toBe(false);
  expect(isValid(`${"a".repeat(65)}@example.com`, email)).toBe(false);
  expect(isValid("reader@example.com", email)).toBe(true);
});

test("bidi controls are removed before checking; MIME encoded words are refused in one-line fields", () => {
  expect(isValid("\u202B\u2067", rule("text", { max: 100 }))).toBe(false); // nothing left
  expect(isValid("Ali \u202Egnp.exe", rule("text", { max: 100 }))).toBe(true);
  expect(isValid("=?UTF-8?B?4oCu?=", rule("text", { max: 150 }))).toBe(false);
  expect(isValid("a =?b?= c\nline", rule("multiline", { max: 5000 }))).toBe(true);
  expect(isValid("Ali\u0000", rule("text"))).toBe(false);
});

test("formSpecs name the three forms' fields, anchors and parameters", () => {
  expect(Object.keys(formSpecs)).toEqual(["contact", "book-demo", "newsletter"]);
  expect(formSpecs["book-demo"].anchor).toBe("demo-form");
  expect(formSpecs.newsletter.param).toBe("newsletter");
});
