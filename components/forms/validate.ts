// Field rules shared by the form islands. The PHP handlers apply the same rules (lib/forms.php).
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

// Control characters, line/paragraph separators and bidi overrides/isolates are never accepted;
// a multi-line field still allows tab, CR and LF.
const singleLineBad = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
const multiLineBad =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
const email = new RegExp(emailPattern);
const phone = new RegExp(phonePattern);

/** Trim spaces and line breaks only, exactly as the server's trim() does. */
export const trimAscii = (value: string) => value.replace(/^[ \t\n\r]+|[ \t\n\r]+$/g, "");

/** Length in code points, as the server counts it. */
const length = (value: string) => Array.from(value).length;

export function isValid(raw: string, rule: FieldRule): boolean {
  // Checked before trimming, as on the server, so no control character slips through at either end.
  if ((rule.kind === "multiline" ? multiLineBad : singleLineBad).test(raw)) return false;
  const value = trimAscii(raw);
  if (value === "") return false;
  const n = length(value);
  if (rule.kind === "integer") {
    if (!/^[0-9]{1,9}$/.test(value)) return false;
    const count = Number(value);
    return count >= (rule.min ?? 1) && count <= (rule.max ?? Number.MAX_SAFE_INTEGER);
  }
  if (rule.max !== undefined && n > rule.max) return false;
  if (rule.min !== undefined && n < rule.min) return false;
  if (rule.kind === "email") return email.test(value);
  if (rule.kind === "phone")
    return phone.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= phoneMinDigits;
  return true;
}
