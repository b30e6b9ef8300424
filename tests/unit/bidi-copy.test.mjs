// Arabic copy that a browser would show in the wrong order (Unicode bidi algorithm):
// - Latin runs joined by an Arabic comma («Apple Pay، STC Pay»): the comma (a common separator) between two
//   left-to-right runs joins them into one run, so the names appear reversed in the Arabic sentence;
// - a Latin word with a leading dot («.NET») that is not isolated (U+2066…U+2069): the dot moves to its end.
// Scans the Arabic TypeScript copy (content/ar/**/*.ts) and every Markdown file under content/ (any line written
// in Arabic script), so articles moved to Markdown are covered too.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import test from "node:test";

const root = new URL("../../", import.meta.url).pathname;
const contentDir = join(root, "content");

const arabic = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** A Latin letter or digit, then an Arabic comma, then a Latin letter: one left-to-right run. */
const joinedLatin = /[A-Za-z0-9][)\]]?[ \u00A0]*\u060C[ \u00A0]*[A-Za-z]/g;
/** A dot starting a Latin word, unless an isolate (LRI, RLI, FSI) opens just before it. */
const leadingDot = /(?<![\u2066-\u2068A-Za-z0-9_/\\.])\.[A-Za-z]/g;

/** Problems in one text (exported shape for the self-test below). */
export function bidiProblems(text) {
  const found = [];
  for (const [i, line] of text.split("\n").entries()) {
    if (!arabic.test(line)) continue;
    for (const [re, kind] of [
      [joinedLatin, "Latin joined by «،»"],
      [leadingDot, "leading-dot Latin word"],
    ])
      for (const m of line.matchAll(re))
        found.push({ line: i + 1, kind, at: line.slice(Math.max(0, m.index - 20), m.index + 25) });
  }
  return found;
}

const scanned = readdirSync(contentDir, { recursive: true, encoding: "utf8" })
  .filter((f) => (f.startsWith("ar/") && f.endsWith(".ts")) || /\.mdx?$/.test(f))
  .map((f) => join(contentDir, f));

test("the scanner finds both problems and accepts isolated or joined-by-و forms", () => {
  assert.equal(bidiProblems("الدفع: مدى، Apple Pay، STC Pay، والبطاقات").length, 1);
  assert.equal(bidiProblems("أو .NET مع").length, 1);
  assert.deepEqual(bidiProblems("الدفع: مدى وApple Pay وSTC Pay والبطاقات"), []);
  assert.deepEqual(bidiProblems("أو \u2066.NET\u2069 مع"), []);
  assert.deepEqual(bidiProblems("\u2068Apple Pay\u2069، \u2068STC Pay\u2069"), []);
  assert.deepEqual(bidiProblems("Apple Pay, STC Pay and .NET"), [], "English lines are not checked");
});

test("Arabic copy has no Latin runs joined by Arabic commas and no bare leading-dot words", () => {
  assert.ok(scanned.length > 40, `scanned ${scanned.length} files`);
  const problems = scanned.flatMap((f) =>
    bidiProblems(readFileSync(f, "utf8")).map((p) => `${relative(root, f)}:${p.line} ${p.kind}: …${p.at}…`),
  );
  assert.deepEqual(problems, []);
});
