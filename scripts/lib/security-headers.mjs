// The security headers every response of the site carries, each with the test of a good value. One list
// for the hosting tests (tests/hosting/support.mjs) and the live check (scripts/check-live.mjs).
export const securityHeaders = {
  "strict-transport-security": (v) => Number(/max-age=(\d+)/.exec(v)?.[1]) >= 15552000,
  "x-content-type-options": (v) => v === "nosniff",
  "x-frame-options": (v) => v === "DENY",
  "referrer-policy": (v) => v === "strict-origin-when-cross-origin",
  "permissions-policy": (v) =>
    /camera=\(\)/.test(v) && /geolocation=\(\)/.test(v) && /microphone=\(\)/.test(v),
  "content-security-policy": (v) =>
    /frame-ancestors 'none'/.test(v) &&
    /form-action 'self'/.test(v) &&
    /base-uri 'self'/.test(v) &&
    /object-src 'none'/.test(v) &&
    !/unsafe-inline/.test(v),
};

/**
 * What is wrong with a response's security headers (Node's lower-cased header object), as short phrases;
 * empty when all is well. A header sent twice arrives joined with ", " and fails its value test.
 */
export function securityHeaderProblems(headers) {
  const problems = [];
  for (const [name, ok] of Object.entries(securityHeaders)) {
    const value = headers[name];
    if (!value) problems.push(`${name} is missing`);
    else if (!ok(value)) problems.push(`${name} has a bad or repeated value: ${value}`);
  }
  if (headers["x-powered-by"] !== undefined) problems.push(`X-Powered-By leaks: ${headers["x-powered-by"]}`);
  if (/\d/.test(headers.server ?? "")) problems.push(`the Server header leaks a version: ${headers.server}`);
  return problems;
}
