// Field rules shared by the form islands. The PHP handlers apply the same rules: scripts/build/forms-rules.mjs
// writes them (with `formSpecs` below and the route registry) to lib/rules.json at build time; the
// form components, notices and section anchors read `formSpecs` too.
import { emailPattern, phoneMinDigits, phonePattern } from "@/content/forms";

export type FieldKind = "text" | "multiline" | "email" | "phone" | "integer";

/** One field's rule, serialisable so a server component can hand it to the client island. */
export interface FieldRule {
  kind: FieldKind;
  /** The message shown next to the field when the rule fails. */
  message: string;
  min?: number;
  max?: number;
  /** Prefer the browser's own message (the spec gives subject no custom one). */
  native?: boolean;
}

/**
 * The three forms as the PHP handlers see them: fields and kinds, the default return route, and
 * where the notice lives (`#{anchor}-{notice}`, notice = success | fail | wait) and which query
 * parameter carries the status. Read by scripts/build/forms-rules.mjs; keep the pages in step.
 */
export const formSpecs = {
  contact: {
    fields: { name: "text", email: "email", subject: "text", message: "multiline" },
    route: "/contact",
    anchor: "contact",
    param: "msg",
  },
  "book-demo": {
    fields: {
      name: "text",
      email: "email",
      phone: "phone",
      company: "text",
      noEmployees: "integer",
      message: "multiline",
    },
    route: "/book-demo",
    anchor: "demo-form",
    param: "msg",
  },
  newsletter: {
    fields: { email: "email" },
    route: "/",
    anchor: "newsletter",
    param: "newsletter",
  },
} as const satisfies Record<
  string,
  { fields: Record<string, FieldKind>; route: string; anchor: string; param: string }
>;

export type FormName = keyof typeof formSpecs;

/** A form's field names, in order (the pages render exactly these). */
export const formFields = <F extends FormName>(form: F) =>
  Object.keys(formSpecs[form].fields) as (keyof (typeof formSpecs)[F]["fields"] & string)[];

/** The notices a handler's redirect can name: `#{anchor}-{notice}`. */
export const formNoticeKinds = ["success", "fail", "wait"] as const;

/** RFC 5321: the part of an address before the @ has at most 64 characters. */
export const emailLocalMax = 64;

/**
 * The HTML `pattern` of the phone input: the server's characters plus Arabic-Indic (U+0660–0669)
 * and extended Arabic-Indic (U+06F0–06F9) digits, which both sides turn into 0–9 before checking.
 * Written for the `v` flag browsers compile `pattern` with (hence the escaped ( ) -).
 */
export const phoneInputPattern = "[0-9\\u0660-\\u0669\\u06F0-\\u06F9 +\\(\\)\\-]+";

// Control characters and line/paragraph separators are never accepted; a multi-line field still
// allows tab, CR and LF. Bidi embeddings/overrides/isolates (U+202A–202E, U+2066–2069) are removed
// before checking, as the server does, so they can neither spoof nor block an enquiry.
const singleLineBad = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const multiLineBad = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;
/** A MIME encoded word (`=?UTF-8?B?…?=`) in a one-line field: mail clients would decode it. */
const encodedWord = /=\?.*\?=/;
const email = new RegExp(emailPattern);
const phone = new RegExp(phonePattern);

/** Arabic-Indic and extended Arabic-Indic digits → 0–9 (the server does the same). */
export function normalizeDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.codePointAt(0) ?? 0) & 0x0f));
}

/** Removes bidi embedding, override and isolate characters. */
export const stripBidi = (value: string) => value.replace(bidiControls, "");

/** Trim spaces and line breaks only, exactly as the server's trim() does. */
export const trimAscii = (value: string) => value.replace(/^[ \t\n\r]+|[ \t\n\r]+$/g, "");

/** Length in code points, as the server counts it. */
const length = (value: string) => Array.from(value).length;

/** A valid address: the pattern, at most 254 characters overall (rule.max) and 64 before the @. */
export function isEmail(value: string): boolean {
  const at = value.lastIndexOf("@");
  return email.test(value) && at > 0 && at <= emailLocalMax;
}

export function isValid(raw: string, rule: FieldRule): boolean {
  // Checked before trimming, as on the server, so no control character slips through at either end.
  if ((rule.kind === "multiline" ? multiLineBad : singleLineBad).test(raw)) return false;
  let value = trimAscii(stripBidi(raw));
  if (value === "") return false;
  if (rule.kind !== "multiline" && encodedWord.test(value)) return false;
  if (rule.kind === "phone" || rule.kind === "integer") value = normalizeDigits(value);
  const n = length(value);
  if (rule.kind === "integer") {
    if (!/^[0-9]{1,9}$/.test(value)) return false;
    const count = Number(value);
    return count >= (rule.min ?? 1) && count <= (rule.max ?? Number.MAX_SAFE_INTEGER);
  }
  if (rule.max !== undefined && n > rule.max) return false;
  if (rule.min !== undefined && n < rule.min) return false;
  if (rule.kind === "email") return isEmail(value);
  if (rule.kind === "phone")
    return phone.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= phoneMinDigits;
  return true;
}
