#!/usr/bin/env node
// `node scripts/check/check-artifact.mjs DIR [--max-mb N] [--max-files N]`: the preview build a pull request's run
// handed over (an artifact, made by the branch's code) is data to be checked before the trusted job deploys it:
// only directories and regular files (no symlink, device, FIFO or socket), plain names (no control character,
// no leading "-", no "..", no backslash), at most N files and N MB. Exits 1 naming every problem.
import { lstatSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { runMain } from "../lib/run-main.mjs";

/** Problems of the tree under `dir`, as "path: what" strings (empty when it may be deployed). */
export function artifactProblems(dir, { maxBytes = 300 * 2 ** 20, maxFiles = 20_000 } = {}) {
  const problems = [];
  let bytes = 0;
  let files = 0;
  const visit = (path) => {
    for (const name of readdirSync(path).sort()) {
      const full = join(path, name);
      const rel = relative(dir, full);
      if (/[\u0000-\u001f\u007f\\]/.test(name) || name.startsWith("-") || name === "..")
        problems.push(`${JSON.stringify(rel)}: not a plain file name`);
      const stat = lstatSync(full);
      if (stat.isDirectory()) visit(full);
      else if (stat.isFile()) {
        files++;
        bytes += stat.size;
      } else problems.push(`${rel}: not a regular file (${stat.isSymbolicLink() ? "a symlink" : "special"})`);
    }
  };
  visit(dir);
  if (files === 0) problems.push(`${dir}: no files`);
  if (files > maxFiles) problems.push(`${files} files, over the cap of ${maxFiles}`);
  if (bytes > maxBytes)
    problems.push(`${(bytes / 2 ** 20).toFixed(1)} MB, over the cap of ${maxBytes / 2 ** 20} MB`);
  return problems;
}

function main(argv) {
  const [dir, ...rest] = argv;
  const options = {};
  for (let i = 0; i < rest.length; i += 2) {
    const value = Number(rest[i + 1]);
    if (rest[i] === "--max-mb" && value > 0) options.maxBytes = value * 2 ** 20;
    else if (rest[i] === "--max-files" && value > 0) options.maxFiles = value;
    else return (console.error(`check-artifact: unknown or empty option: ${rest[i]}`), 1);
  }
  if (!dir) return (console.error("check-artifact: give the artifact's directory"), 1);
  const problems = artifactProblems(dir, options);
  for (const p of problems) console.error(`check-artifact: ${p}`);
  if (!problems.length) console.log(`check-artifact: ${dir} holds only regular files within the caps`);
  return problems.length ? 1 : 0;
}

runMain(import.meta, "check-artifact", async () => process.exit(main(process.argv.slice(2))));
