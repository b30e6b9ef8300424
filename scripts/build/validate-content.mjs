#!/usr/bin/env node
// `npm run validate-content` (the first step of `npm run build`): every file the content manager writes,
// checked against the build's schemas before Next.js runs, each mistake printed as the editor sees it in the
// CMS (lib/content-errors.ts): `Team members → "Social Media" → Arabic (العربية) → Name: …`, then the file and
// field. Exits 1 on a mistake, with no stack trace: Next.js would report the same mistake inside its own.
import { appendFileSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { contentProblems } from "../../lib/content-errors.ts";

const root = resolve(import.meta.dirname, "../..");
/** Prints each mistake of the content as the editor sees it; false when there is one. */
export function validateContent() {
  const content = resolve(process.env.CONTENT_ROOT ?? root);
  let problems;
  try {
    problems = contentProblems(content, readFileSync(join(root, "cms/config.yml"), "utf8"));
  } catch (error) {
    // A file the checks themselves cannot read: its message, never a stack trace.
    console.error(`validate-content: the content cannot be read: ${error.message}`);
    return false;
  }
  if (problems.length) {
    // The first line is a mistake as the editor sees it; the file and field follow for the developer.
    for (const p of problems)
      console.error(`${p.line}${p.ar ? `\n${p.ar}` : ""}\n    (${p.file}, ${p.field})`);
    console.error(
      `validate-content: ${problems.length} mistake${problems.length > 1 ? "s" : ""} in the content; fix each in the content manager (/admin/) and publish again.`,
    );
    // In a pull request's check (GitHub Actions), the same lines go to the run's summary, where the editor looks.
    if (process.env.GITHUB_STEP_SUMMARY)
      appendFileSync(
        process.env.GITHUB_STEP_SUMMARY,
        `### The content has ${problems.length} mistake${problems.length > 1 ? "s" : ""} to fix in the content manager\n\n${problems
          .map((p) => `- ${p.line}  \n  ${p.ar ? `${p.ar}  \n  ` : ""}<sub>${p.file}, ${p.field}</sub>`)
          .join("\n")}\n`,
      );
    return false;
  }
  console.log("validate-content: every content file is valid");
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename)
  process.exit(validateContent() ? 0 : 1);
