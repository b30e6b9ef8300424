import assert from "node:assert/strict";

/**
 * Fails unless `actual` holds `expected`: its keys recursively, arrays element by element and of the same length
 * (what Playwright's `toMatchObject` checked; node:assert has no such check on Node 20).
 */
export function assertPart(actual: unknown, expected: unknown, message?: string) {
  assert.deepEqual(partOf(actual, expected), expected, message);
}

/** The part of `actual` that `expected` names. */
function partOf(actual: unknown, expected: unknown): unknown {
  if (Array.isArray(expected) && Array.isArray(actual))
    return actual.map((item, i) => (i < expected.length ? partOf(item, expected[i]) : item));
  if (!expected || typeof expected !== "object" || !actual || typeof actual !== "object") return actual;
  const source = actual as Record<string, unknown>;
  const keys = Object.keys(expected).filter((key) => key in source);
  return Object.fromEntries(
    keys.map((key) => [key, partOf(source[key], (expected as Record<string, unknown>)[key])]),
  );
}
