// Rules and shared copy of the site's forms. The PHP handlers mirror every number and pattern here
// (public/assets/phpscripts/lib/, through rules.json); tests/php/rules.test.mjs fails if the two drift apart.

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
/**
 * Days a newsletter confirmation link stays valid: the PHP handlers' FORMS_LINK_DAYS (lib/newsletter.php) fills
 * {days} in the English mail; the Arabic one writes the count out («7 أيام», «11 يومًا»), so it needs the number.
 * tests/unit/arabic-slips.test.ts checks the two agree.
 */
export const newsletterLinkDays = 7;

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

/**
 * The newsletter's double opt-in as the PHP handlers send and show it (scripts/build/forms-rules.mjs copies it
 * into lib/rules.json): the confirmation mail and the small pages its links open. The handlers fill in
 * {site} (the site's name), {days} (how long a confirmation link stays valid) and, in the mail body,
 * {confirm} and {unsubscribe} (the signed links).
 */
export const newsletterCopy = {
  mailSubject: "Please confirm your newsletter subscription",
  mailBody:
    "Hello,\n\nSomeone (hopefully you) asked to receive the {site} newsletter at this address.\n" +
    "To confirm, open this link within {days} days and press the button:\n{confirm}\n\n" +
    "If you did not ask for this, ignore this e-mail: you will get nothing more, and the address is deleted after {days} days.\n\n" +
    "Kind regards,\nThe {site} team\n\n" +
    "Unsubscribe at any time:\n{unsubscribe}\n",
  confirmTitle: "Confirm your subscription",
  confirmText: "Press the button to confirm your newsletter subscription.",
  confirmButton: "Confirm subscription",
  confirmedTitle: "Subscription confirmed",
  confirmedText: "Thank you. You can unsubscribe at any time with the link in our e-mails.",
  unsubscribeTitle: "Unsubscribe",
  unsubscribeText: "Press the button to unsubscribe from the newsletter and delete your address.",
  unsubscribeButton: "Unsubscribe",
  unsubscribedTitle: "You are unsubscribed",
  unsubscribedText:
    "Your address has been removed from the newsletter list; you will receive no more newsletters.",
  invalidTitle: "This link is not valid",
  invalidText:
    "The link has expired or is incomplete. Confirmation links are valid for {days} days; you can sign up again on our website.",
  failTitle: "Something went wrong",
  failText: "We could not save your request just now. Please try again later.",
  back: "Back to the website",
} as const;

/**
 * The short reply a visitor gets after sending an enquiry or a demo request (not for posts held as spam, at most
 * one a day per address). scripts/build/forms-rules.mjs fills in {site}, {email} and {phone} and copies it into
 * lib/rules.json; it never quotes what the visitor wrote.
 */
export const replyCopy = {
  subject: "We have received your message",
  body:
    "Hello,\n\nThank you for contacting {site}. Your message has reached our team.\n\n" +
    "What happens next: a consultant reads it and replies within 24 working hours.\n" +
    "If your request is urgent, call us on {phone} or write to {email}.\n\n" +
    "You are receiving this e-mail because this address was entered in a form on our website. " +
    "If that was not you, ignore it: nothing more will be sent.\n\n" +
    "Kind regards,\nThe {site} team\n",
} as const;

/**
 * The words of the proof-of-work check on the forms (the ALTCHA widget; components/forms/challenge-field.tsx).
 * It runs by itself while the visitor types; these words show only if it is slow or fails.
 */
export const challengeCopy = {
  label: "Anti-spam check",
  loading: "Loading…",
  verify: "Check",
  verifying: "Checking…",
  verified: "Checked",
  verificationRequired: "Please wait for the anti-spam check to finish.",
  waitAlert: "Checking… please wait.",
  error: "The check failed. You can still send the form.",
  expired: "The check expired. Check again.",
  reload: "Reload",
  cancel: "Cancel",
} as const;
