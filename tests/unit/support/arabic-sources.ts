import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { newsletterCopy } from "@/content/ar/forms";
import { searchPage } from "@/content/ar/search";
import { content } from "@/lib/content";
import { stringsOf } from "./strings-of";

/** A file's lines that hold Arabic words (the copy; not the code and English comments around it). */
const arabicLines = (text: string) =>
  text
    .split("\n")
    .filter((line) => /[\u0621-\u064A]/.test(line))
    .join("\n");
const filesUnder = (dir: string, pattern: RegExp) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => pattern.test(file))
    .map((file) => ({ where: join(dir, file), text: arabicLines(readFileSync(join(dir, file), "utf8")) }));

/**
 * Wherever the Arabic edition is written: every file under content/ar/ (TypeScript, JSON, Markdown), the PHP
 * handlers' own Arabic words, and every string of the merged edition, with the newsletter mail and search page
 * as the PHP handlers send them (assembled in content/ar/forms.ts, copied into rules.json). No-break spaces are
 * spaces to the reader (content/typography.ts).
 */
export const arabicSources = [
  ...filesUnder("content/ar", /\.(ts|json|mdx?)$/).filter((f) => !f.where.endsWith("latin-terms.ts")),
  ...filesUnder("public/assets/phpscripts", /\.php$/),
  ...[...stringsOf(content("ar")), ...stringsOf(searchPage), ...stringsOf(newsletterCopy)].map((text) => ({
    where: "edition",
    text,
  })),
].map(({ where, text }) => ({ where, text: text.replaceAll("\u00a0", " ") }));

/** Where a pattern occurs in the Arabic edition: "file: …context…" for each match. */
export const occurrences = (re: RegExp) => {
  const g = new RegExp(re.source, `${re.flags.replace("g", "")}g`);
  return arabicSources.flatMap(({ where, text }) =>
    [...text.matchAll(g)].map((m) => {
      const at = m.index ?? 0;
      return `${where}: …${text.slice(Math.max(0, at - 30), at + m[0].length + 30)}…`;
    }),
  );
};
