// The weekly digest mailed to staff on Sunday morning (issue 50, docs/analytics.md): its words, English; the Arabic
// twin is content/ar/digest.ts. scripts/build/forms-rules.mjs hands both to PHP (rules.json, lib/digest.php), which fills
// {site}, {from}, {to}, {count}, {days} and {share}.

/** How long the web server's access log lines are kept (logrotate, deploy/analytics/logrotate; the privacy policy). */
export const accessLogDays = 30;
/** Working days (Sunday to Thursday) after which a lead not marked answered is listed in the digest. */
export const answerWithinWorkingDays = 2;

export const digestCopy = {
  subject: "{site}: the week of {from} to {to}",
  intro: "The week of {from} to {to} (Makkah time), from the server's access logs and the stored enquiries.",
  visits: "Visits",
  pageViews: "Page views",
  topPages: "Top pages (views)",
  topReferrers: "Top referring sites (views)",
  topCampaigns: "Top campaigns (views: source / medium / campaign)",
  leadsByForm: "Leads by form",
  leadsByPage: "Leads by page",
  leadsBySource: "Leads by source",
  share: "Visits that became leads: {share}",
  spamHeld: "Posts held as spam: {count}",
  unanswered: "Leads not marked answered after {days} working days: {count}",
  none: "none",
  noSource: "no source recorded",
  direct: "direct",
  formNames: { contact: "Contact form", "book-demo": "Demo request" },
  footer:
    "Counted without cookies or scripts: a visit is one browser on one network on one day. Open the desk for the details.",
} as const;
