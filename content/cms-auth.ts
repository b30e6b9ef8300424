// The CMS's GitHub sign-in window (public/assets/phpscripts/cms-auth.php, lib/cms-auth.php): its words, English; the
// Arabic twin is content/ar/cms-auth.ts. scripts/build/forms-rules.mjs hands both to PHP (rules.json, `cmsAuth`),
// which fills {settings} (the settings still missing) and {reason} (GitHub's own words, English). Each page and the
// message the CMS shows carry both languages (docs/cms-production.md "What the editors see").
export const cmsAuthCopy = {
  notConfiguredTitle: "CMS sign-in not configured",
  notConfigured:
    "The site administrator still has to set {settings} in forms.config.php (docs/cms-production.md).",
  unavailableTitle: "Sign-in not available",
  unsupportedBackend: "This sign-in serves the CMS github backend only.",
  unsupportedScope: "The CMS asked for a permission this sign-in does not grant.",
  storageTitle: "Sign-in unavailable",
  storage: "The server cannot store the sign-in right now. Please try again later.",
  rateLimitedTitle: "Too many sign-ins",
  rateLimited: "Too many sign-ins from this network: please wait a few minutes.",
  expiredTitle: "Sign-in expired",
  expired:
    "This sign-in has expired, was already used or was started in another browser. Close this window and sign in again from the CMS.",
  cancelledTitle: "Sign-in cancelled",
  denied:
    "Access to GitHub was not granted, so the CMS cannot save your edits. Close this window and try again.",
  githubError: "GitHub could not sign you in. Close this window and try again.",
  failedTitle: "Sign-in failed",
  badCode: "GitHub did not send a valid sign-in code. Close this window and try again.",
  unreachable: "The server could not reach GitHub.",
  malformed: "GitHub sent an answer the server could not read.",
  refused: "GitHub refused the sign-in.",
  refusedBecause: "GitHub refused the sign-in: {reason}",
  retry: "Close this window and sign in again; if it keeps failing, tell the site administrator.",
  successTitle: "Signing in",
  success:
    "GitHub has confirmed your account and the CMS is finishing the sign-in. This window closes by itself; if it stays open, close it and go back to the CMS.",
  // Shown when the page has no window.opener: opened by hand, or cut off by an opener policy.
  lost: "This window has lost its link to the CMS, so the sign-in cannot finish here. Close it and sign in again from the CMS. If this keeps happening, the administrator should check the Cross-Origin-Opener-Policy of /admin/ and of this script (docs/cms-production.md).",
  toGitHub: "Continue to GitHub to sign in.",
  methodNotAllowed: "Method Not Allowed: the CMS sign-in only answers GET.",
};
