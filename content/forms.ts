// Rules and shared copy of the site's forms. The PHP handlers mirror every number and pattern here
// (public/assets/phpscripts/lib/forms.php); tests/php/rules.test.mjs fails if the two drift apart.

/** Length bounds in characters (Unicode code points), and the employee-count range. */
export const formLimits = {
  name: { max: 100 },
  email: { max: 254 },
  subject: { max: 150 },
  company: { max: 150 },
  phone: { min: 7, max: 20 },
  message: { max: 5000 },
  noEmployees: { min: 1, max: 100000 },
} as const;

/**
 * E-mail rule: the HTML living-standard address pattern, with at least one dot in the domain.
 * It admits no space, quote, comma, angle bracket or line break, so a valid address is safe in Reply-To.
 */
export const emailPattern =
  "^[A-Za-z0-9.!#$%&'*+\\/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$";

/** Phone: digits, spaces and + ( ) - only (length from formLimits.phone), with at least `phoneMinDigits` digits. */
export const phonePattern = "^[0-9 +()\\-]+$";
export const phoneMinDigits = 7;

/** How long stored enquiries are kept before the purge script deletes them (the privacy policy states it). */
export const retentionDays = 365;
/** The same period in months, as the privacy policy states it. */
export const enquiryRetentionMonths = Math.round(retentionDays / 30.4);
/** Days within which we answer a data request (spec section 9; the privacy policy states it). */
export const dataRequestAnswerDays = 30;

/** Spec section 5 messages (verbatim), plus the ones the spec leaves open. */
export const fieldErrors = {
  name: "Name is required.",
  email: "Valid email is required.",
  message: "Please, leave us a message.",
  company: "Company is required.",
  noEmployees: "Valid number is required.",
  phone: "Valid phone number is required.",
  /** Used only when the browser has no message of its own (the spec gives subject no custom message). */
  subject: "Subject is required.",
} as const;

/** Spec section 8 notices after a form post. */
export const formNotices = {
  success: "Thank You! your message has been sent.",
  fail: "Opps! something went wrong. Please try again.",
  dismiss: "Dismiss message",
} as const;

/** Notice after the rate limit refuses a post (several posts from one address in a short time). */
export const formNoticeWait =
  "You have sent several messages in a short time. Please wait 10 minutes and try again; nothing you typed was stored.";

/** The hidden trap field that only bots fill in. */
export const honeypot = {
  name: "website",
  label: "Leave this field empty",
} as const;
