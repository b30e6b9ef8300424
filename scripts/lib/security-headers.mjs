import { cspOf } from "./hosting-rules.mjs";

// The security headers every response of the site carries, each with the test of a good value. One list
// for the hosting tests (tests/hosting/support.mjs) and the live check (scripts/check/check-live.mjs).
export const securityHeaders = {
  // includeSubDomains: the CMS's own host and any other name under the domain are HTTPS-only too (preload:
  // an opt-in, docs/deploy.md#hsts-preload).
  "strict-transport-security": (v) =>
    Number(/max-age=(\d+)/.exec(v)?.[1]) >= 15552000 && /;\s*includeSubDomains\b/i.test(v),
  "x-content-type-options": (v) => v === "nosniff",
  // No Flash or PDF reader may read a cross-domain policy file from the site.
  "x-permitted-cross-domain-policies": (v) => v === "none",
  "x-frame-options": (v) => v === "DENY",
  "referrer-policy": (v) => v === "strict-origin-when-cross-origin",
  "permissions-policy": (v) =>
    /camera=\(\)/.test(v) && /geolocation=\(\)/.test(v) && /microphone=\(\)/.test(v),
  "content-security-policy": (v, kind = "page") => {
    const policy = parsePolicy(v);
    const common =
      policy["frame-ancestors"] === "'none'" &&
      /^'self'( |$)/.test(policy["form-action"] ?? "") &&
      policy["base-uri"] === "'self'" &&
      policy["object-src"] === "'none'";
    if (kind === "file") return common && policy["default-src"] === "'none'" && "sandbox" in policy;
    if (kind === "script") return common && policy["default-src"] === "'self'" && !/unsafe-inline/.test(v);
    // A page: default-src 'self'. Its script-src may allow inline scripts here only because each page's own
    // <meta> policy (scripts/build/postbuild/csp.mjs) narrows them to the hashes of exactly its scripts, and
    // check:live checks that <meta>; nothing else is ever inline-allowed but styles.
    return (
      common &&
      policy["default-src"] === "'self'" &&
      !/unsafe-inline/.test(
        Object.entries(policy)
          .filter(([d]) => !/^(script|style)-src$/.test(d))
          .join(" "),
      )
    );
  },
};

/** A CSP header as { directive: "sources" } (a directive repeated, or a policy sent twice: the first kept). */
function parsePolicy(value) {
  const policy = {};
  for (const part of value.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !(name.toLowerCase() in policy)) policy[name.toLowerCase()] = sources.join(" ");
  }
  return policy;
}

/**
 * The header Content-Security-Policy, by what the response is (issue 46), from the hosting rules
 * (scripts/lib/hosting-rules.mjs), which scripts/build/hosting-rules.mjs writes into public/.htaccess, public/_headers
 * and deploy/nginx:
 * - file: anything but a page or a script (images, SVG included, XML, text, JSON, fonts): nothing may run or
 *   load, and it is sandboxed (an SVG opened on its own runs no script, even one the build missed);
 * - page: HTML (pages, 404s, the form scripts' pages); its <meta> narrows scripts to its own hashes;
 * - script: JavaScript files, whose header policy applies only when one runs as a worker (Pagefind's);
 * - admin: /admin/ (the content manager), its page policy (scripts/build/build-admin.mjs adminPolicy) plus
 *   frame-ancestors.
 */
export const headerPolicies = Object.fromEntries(["file", "page", "script"].map((k) => [k, cspOf(k)]));

/**
 * What is wrong with a response's security headers (Node's lower-cased header object), as short phrases;
 * empty when all is well. `kind`: "page" (HTML), "script" or "file" (anything else), for the CSP. A header sent twice arrives joined with ", " and fails its value test.
 */
export function securityHeaderProblems(headers, kind = "page") {
  const problems = [];
  for (const [name, ok] of Object.entries(securityHeaders)) {
    const value = headers[name];
    if (!value) problems.push(`${name} is missing`);
    else if (!ok(value, kind)) problems.push(`${name} has a bad or repeated value for a ${kind}: ${value}`);
  }
  if (headers["x-powered-by"] !== undefined) problems.push(`X-Powered-By leaks: ${headers["x-powered-by"]}`);
  if (/\d/.test(headers.server ?? "")) problems.push(`the Server header leaks a version: ${headers.server}`);
  return problems;
}
