import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  breakableRuns,
  keepTogether,
  unbreakableNames,
  unitWords,
  withoutComments,
} from "@/content/typography";

// Issue 17 (long words at 375 px): product names and number–unit pairs are written with no-break spaces
// in every copy module and Markdown file under content/, both editions (lists: content/typography.ts).

const contentDir = join(process.cwd(), "content");

/**
 * Every copy file: TypeScript, Markdown (articles, legal pages) and the lists' entries, JSON with both
 * languages' words (content/<list>/<id>.json; the data of content/data/ holds no words). Not copy: the word lists.
 */
const notYet = [/^typography\.ts$/, /^ar\/latin-terms\.ts$/];

const copyFiles = (readdirSync(contentDir, { recursive: true }) as string[])
  .map((f) => String(f))
  .filter((f) => /\.(ts|tsx|md|mdx)$/.test(f) || (/\.json$/.test(f) && !/^data[\\/]/.test(f)))
  .filter((f) => !notYet.some((skip) => skip.test(f.split("\\").join("/"))))
  .sort();

/** The copy of a file: Markdown and JSON as they are, TypeScript without its comments. */
const sourceText = (file: string) => {
  const text = readFileSync(join(contentDir, file), "utf8");
  return /\.tsx?$/.test(file) ? withoutComments(text) : text;
};

test("no breakable space inside a product name or a number–unit pair, in any copy file (found in both editions)", () => {
  assert.ok(copyFiles.includes("ui.ts"));
  assert.ok(copyFiles.includes("ar/ui.ts"));
  assert.ok(copyFiles.some((f) => /^testimonials[\\/][\w-]+\.json$/.test(f)));
  assert.ok(copyFiles.some((f) => f.startsWith("solutions/")));
  assert.ok(copyFiles.some((f) => f.startsWith("ar/solutions/")));
  const problems = copyFiles.flatMap((file) =>
    breakableRuns(sourceText(file)).map(
      (run) => `${relative(process.cwd(), join(contentDir, file))}: «${run}»`,
    ),
  );
  assert.deepEqual(problems, [], "write these with a no-break space (U+00A0)");
});

test("the check finds what it should, and only that; its lists are written with plain spaces", () => {
  assert.deepEqual(breakableRuns("Pay with Apple Pay or STC\u00a0Pay."), ["Apple Pay"]);
  assert.deepEqual(breakableRuns("on the App\nStore and Google\u00a0Play"), ["App\nStore"]);
  assert.deepEqual(breakableRuns("after 6 months, within 24\u00a0hours"), ["6 months"]);
  assert.deepEqual(breakableRuns("خلال 24 ساعة بعد 6\u00a0أشهر"), ["24 ساعة"]);
  assert.deepEqual(breakableRuns("ومدى وSTC Pay ولرؤية المملكة 2030"), ["STC Pay", "رؤية المملكة 2030"]);
  assert.deepEqual(breakableRuns("`Showing ${count} projects`"), ["${count} projects"]);
  assert.deepEqual(breakableRuns("`انطلقت ${site.name} عام ${year}`"), []);
  assert.doesNotMatch(withoutComments("/** 6 months */ a = 'https://x' // 6 months\n"), /months/);
  assert.deepEqual(breakableRuns("within 24 working\u00a0hours"), ["24 working\u00a0hours"]);
  // Not a pair: a number inside a word, a unit that is part of a longer word, a plain space around them.
  assert.deepEqual(breakableRuns("HL7 days, 10 minutesx, Vision 2030s, 3 minimal, Apple\u00a0Pay is"), []);
  assert.equal(
    keepTogether("Apple Pay, 6 months and 24 working hours"),
    "Apple\u00a0Pay, 6\u00a0months and 24\u00a0working\u00a0hours",
  );
  // The lists are written with plain spaces (the check turns them into patterns).
  for (const word of [...unbreakableNames, ...unitWords.en, ...unitWords.ar])
    assert.doesNotMatch(word, /\u00a0|\s{2}|^\s|\s$/);
});
