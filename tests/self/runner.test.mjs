// The test runner cannot pass silently (issue 39): a failing unit file fails the unit step, a step whose folder or
// script is missing fails naming it, and the timings file says what ran. Each case runs scripts/test.mjs itself,
// with its timings written to a temporary file (TEST_TIMINGS_FILE) and, where it needs one, its own step table
// (TEST_STEPS).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";

const tmp = mkdtempSync(join(tmpdir(), "runner-self-"));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs the runner with `env` added; returns its status, output and the timings it wrote. */
function runner(env, args = []) {
  const timings = join(tmp, `timings-${Math.random().toString(36).slice(2)}.json`);
  const r = spawnSync(process.execPath, ["scripts/test.mjs", ...args], {
    encoding: "utf8",
    env: { ...process.env, TEST_ONLY: "", TEST_SKIP: "", ...env, TEST_TIMINGS_FILE: timings },
  });
  // (scripts/test.mjs drops NODE_TEST_CONTEXT, which this test process passes on: with it, the unit step's
  // `node --test` would run no file and pass.)
  let report = null;
  try {
    report = JSON.parse(readFileSync(timings, "utf8"));
  } catch {}
  return { status: r.status, output: r.stdout + r.stderr, report };
}

/** A step table module for TEST_STEPS. */
function table(steps) {
  const file = join(tmp, `steps-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, `export const steps = ${JSON.stringify(steps)};\n`);
  return file;
}

test("a failing node:test file in tests/unit/ makes `TEST_ONLY=unit npm test` exit non-zero", () => {
  const file = "tests/unit/zz-runner-self-failing.test.mjs";
  writeFileSync(
    file,
    'import assert from "node:assert/strict";\nimport { test } from "node:test";\n' +
      'test("fails on purpose (tests/self/runner.test.mjs)", () => assert.equal(1, 2));\n',
  );
  try {
    const r = runner({ TEST_ONLY: "unit" });
    assert.notEqual(r.status, 0, r.output.slice(-2000));
    assert.match(r.output, /fails on purpose/);
    assert.equal(r.report.steps.at(-1).name, "unit");
    assert.equal(r.report.steps.at(-1).status, "failed");
  } finally {
    rmSync(file, { force: true });
  }
});

test("Playwright's unit config never loads the node:test files (it would swallow their failures)", () => {
  // A node:test file that leaves a mark when any runner imports it; Playwright imports every file it matches,
  // even to list them.
  const file = "tests/unit/zz-runner-self-loaded.test.mjs";
  const mark = join(tmp, "loaded");
  writeFileSync(
    file,
    `import { writeFileSync } from "node:fs";\nwriteFileSync(${JSON.stringify(mark)}, "yes");\n`,
  );
  try {
    const r = spawnSync("npx", ["playwright", "test", "-c", "playwright.unit.config.ts", "--list"], {
      encoding: "utf8",
    });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /\.spec\.ts:\d+/, "the TypeScript specs are listed");
    assert.equal(existsSync(mark), false, "Playwright loaded a .test.mjs file");
  } finally {
    rmSync(file, { force: true });
  }
});

test("a step whose folder is missing fails, naming the step and the folder", () => {
  const r = runner({
    TEST_STEPS: table([
      { name: "first", run: "true", gate: true },
      { name: "ghost", run: "node --test tests/ghost/", needs: ["tests/ghost/"], gate: true },
      { name: "after", run: "true", gate: true },
    ]),
  });
  assert.equal(r.status, 1, r.output);
  assert.match(r.output, /step "ghost": tests\/ghost\/ missing/);
  assert.deepEqual(
    r.report.steps.map((s) => [s.name, s.status]),
    [
      ["first", "passed"],
      ["ghost", "failed"],
    ],
  );
});

test("a step whose script is missing fails, naming the step and the script", () => {
  const r = runner({
    TEST_STEPS: table([
      { name: "phantom", run: "node scripts/phantom.mjs", needs: ["scripts/phantom.mjs"], gate: true },
    ]),
  });
  assert.equal(r.status, 1, r.output);
  assert.match(r.output, /step "phantom": scripts\/phantom\.mjs missing/);
});

test("npm test runs the gate steps, test:full every step with the gate's first; timings name each", () => {
  const steps = table([
    { name: "nightly", run: "true", gate: false },
    { name: "quick", run: "true", gate: true },
    { name: "quick-only", run: "true", gate: true, full: false },
  ]);
  const gate = runner({ TEST_STEPS: steps });
  assert.equal(gate.status, 0, gate.output);
  assert.equal(gate.report.mode, "gate");
  assert.deepEqual(
    gate.report.steps.map((s) => s.name),
    ["quick", "quick-only"],
  );
  for (const s of gate.report.steps) assert.equal(typeof s.seconds, "number");
  assert.match(gate.output, /✔ quick \(\d+\.\ds/);
  assert.equal(typeof gate.report.totalSeconds, "number");
  assert.equal(typeof gate.report.loadAverage.start, "number");
  assert.equal(typeof gate.report.loadAverage.end, "number");
  assert.ok(gate.report.cpuCount >= 1);
  assert.ok(!Number.isNaN(Date.parse(gate.report.date)));
  assert.match(gate.report.timeCheck, /^(passed|skipped)/);

  const full = runner({ TEST_STEPS: steps }, ["--full"]);
  assert.equal(full.status, 0, full.output);
  assert.equal(full.report.mode, "full");
  assert.deepEqual(
    full.report.steps.map((s) => s.name),
    ["quick", "nightly"],
  );
});

test("TEST_ONLY and TEST_SKIP pick steps; a TEST_ONLY name that is no step fails", () => {
  const steps = table([
    { name: "a", run: "true", gate: true },
    { name: "b", run: "true", gate: true },
    { name: "c", run: "true", gate: true },
  ]);
  assert.deepEqual(
    runner({ TEST_STEPS: steps, TEST_ONLY: "a,c" }).report.steps.map((s) => s.name),
    ["a", "c"],
  );
  assert.deepEqual(
    runner({ TEST_STEPS: steps, TEST_SKIP: "b" }).report.steps.map((s) => s.name),
    ["a", "c"],
  );
  const nightly = table([
    { name: "quick", run: "true", gate: true },
    { name: "nightly", run: "true", gate: false },
  ]);
  assert.deepEqual(
    runner({ TEST_STEPS: nightly, TEST_ONLY: "nightly" }).report.steps.map((s) => s.name),
    ["nightly"],
    "a full-only step named in TEST_ONLY runs under npm test too",
  );
  const typo = runner({ TEST_STEPS: steps, TEST_ONLY: "budgets" });
  assert.equal(typo.status, 1);
  assert.match(typo.output, /TEST_ONLY names no step "budgets"/);
});

test("a failing step stops the run and fails it", () => {
  const r = runner({
    TEST_STEPS: table([
      { name: "breaks", run: "exit 3", gate: true },
      { name: "never", run: "true", gate: true },
    ]),
  });
  assert.equal(r.status, 1);
  assert.deepEqual(
    r.report.steps.map((s) => [s.name, s.status]),
    [["breaks", "failed"]],
  );
});

test("the build skips Next's type check only when typecheck has just passed", () => {
  const file = join(tmp, "steps-env.mjs");
  writeFileSync(
    file,
    `export const steps = [
  { name: "typecheck", run: "true", gate: true },
  { name: "build", run: 'echo "SKIP=$SKIP_BUILD_TYPECHECK"', gate: true,
    env: (passed) => (passed("typecheck") ? { SKIP_BUILD_TYPECHECK: "1" } : {}) },
];\n`,
  );
  assert.match(runner({ TEST_STEPS: file, SKIP_BUILD_TYPECHECK: "" }).output, /SKIP=1\n/);
  assert.match(runner({ TEST_STEPS: file, SKIP_BUILD_TYPECHECK: "", TEST_ONLY: "build" }).output, /SKIP=\n/);
});
