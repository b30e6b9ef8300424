import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
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

test("the copy modules are found, in both editions", () => {
  expect(copyFiles).toContain("ui.ts");
  expect(copyFiles).toContain("ar/ui.ts");
  expect(copyFiles.some((f) => /^testimonials[\\/][\w-]+\.json$/.test(f))).toBe(true);
  expect(copyFiles.some((f) => f.startsWith("solutions/"))).toBe(true);
  expect(copyFiles.some((f) => f.startsWith("ar/solutions/"))).toBe(true);
});

test("no breakable space inside a product name or a number–unit pair, in any copy file", () => {
  const problems = copyFiles.flatMap((file) =>
    breakableRuns(sourceText(file)).map(
      (run) => `${relative(process.cwd(), join(contentDir, file))}: «${run}»`,
    ),
  );
  expect(problems, "write these with a no-break space (U+00A0)").toEqual([]);
});

test("the check finds what it should, and only that", () => {
  expect(breakableRuns("Pay with Apple Pay or STC\u00a0Pay.")).toEqual(["Apple Pay"]);
  expect(breakableRuns("on the App\nStore and Google\u00a0Play")).toEqual(["App\nStore"]);
  expect(breakableRuns("after 6 months, within 24\u00a0hours")).toEqual(["6 months"]);
  expect(breakableRuns("خلال 24 ساعة بعد 6\u00a0أشهر")).toEqual(["24 ساعة"]);
  expect(breakableRuns("ومدى وSTC Pay ولرؤية المملكة 2030")).toEqual(["STC Pay", "رؤية المملكة 2030"]);
  expect(breakableRuns("`Showing ${count} projects`")).toEqual(["${count} projects"]);
  expect(breakableRuns("`انطلقت ${site.name} عام ${year}`")).toEqual([]);
  expect(withoutComments("/** 6 months */ a = 'https://x' // 6 months\n")).not.toMatch(/months/);
  expect(breakableRuns("within 24 working\u00a0hours")).toEqual(["24 working\u00a0hours"]);
  // Not a pair: a number inside a word, a unit that is part of a longer word, a plain space around them.
  expect(breakableRuns("HL7 days, 10 minutesx, Vision 2030s, 3 minimal, Apple\u00a0Pay is")).toEqual([]);
  expect(keepTogether("Apple Pay, 6 months and 24 working hours")).toBe(
    "Apple\u00a0Pay, 6\u00a0months and 24\u00a0working\u00a0hours",
  );
});

test("the lists are written with plain spaces (the check turns them into patterns)", () => {
  for (const word of [...unbreakableNames, ...unitWords.en, ...unitWords.ar]) {
    expect(word).not.toMatch(/\u00a0|\s{2}|^\s|\s$/);
  }
});
