// The test runner cannot pass silently (issue 39): a failing unit file fails the unit step, a step whose folder or
// script is missing fails naming it, the timings file says what ran, and the gate over its time budget fails when it
// started on an idle machine (the load at the start decides). Each case runs scripts/test/test.mjs itself, with its
// timings written to a temporary file (TEST_TIMINGS_FILE) and, where it needs one, its own step table, budget and
// load readings (TEST_STEPS).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { tempDir } from "../support/temp.mjs";

const tmp = tempDir("runner-self-");

/** Runs the runner with `env` added; returns its status, output and the timings it wrote. */
function runner(env, args = []) {
  const timings = join(tmp, `timings-${Math.random().toString(36).slice(2)}.json`);
  const r = spawnSync(process.execPath, ["scripts/test/test.mjs", ...args], {
    encoding: "utf8",
    env: { ...process.env, TEST_ONLY: "", TEST_SKIP: "", ...env, TEST_TIMINGS_FILE: timings },
  });
  // (scripts/test/test.mjs drops NODE_TEST_CONTEXT, which this test process passes on: with it, the unit step's
  // `node --test` would run no file and pass.)
  const report = existsSync(timings) ? JSON.parse(readFileSync(timings, "utf8")) : null;
  return { status: r.status, output: r.stdout + r.stderr, report };
}

/** A step table module for TEST_STEPS, of `text` or of the `steps` only. */
function table(steps, text = `export const steps = ${JSON.stringify(steps)};\n`) {
  const file = join(tmp, `steps-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, text);
  return file;
}
/** Gate steps that pass, by name. */
const passing = (...names) => names.map((name) => ({ name, run: "true", gate: true }));
const names = (r) => r.report.steps.map((s) => s.name);
const statuses = (r) => r.report.steps.map((s) => [s.name, s.status]);

// Both kinds of unit file at once (one run of the unit step: it takes about 20 s): the step names each pattern,
// and a TypeScript one runs through tsx (with "@/" resolved).
test("a failing *.test.mjs and a failing *.test.ts in tests/unit/ each fail `TEST_ONLY=unit npm test`", () => {
  const files = [
    ["mjs", ""],
    ["ts", 'import { routes } from "@/lib/content";\nvoid routes;\n'],
  ].map(([ext, head]) => {
    const file = `tests/unit/zz-runner-self-failing.test.${ext}`;
    writeFileSync(
      file,
      `${head}import assert from "node:assert/strict";\nimport { test } from "node:test";\n` +
        `test("fails on purpose (${ext}, tests/self/runner.test.mjs)", () => assert.equal(1, 2));\n`,
    );
    return file;
  });
  try {
    const r = runner({ TEST_ONLY: "unit" });
    assert.notEqual(r.status, 0, r.output.slice(-2000));
    assert.match(r.output, /not ok \d+ - fails on purpose \(mjs,/);
    assert.match(r.output, /not ok \d+ - fails on purpose \(ts,/);
    assert.equal(r.report.steps.at(-1).name, "unit");
    assert.equal(r.report.steps.at(-1).status, "failed");
  } finally {
    for (const file of files) rmSync(file, { force: true });
  }
});

for (const [what, missing] of [
  ["folder", "tests/ghost/"],
  ["script", "scripts/phantom.mjs"],
])
  test(`a step whose ${what} is missing fails, naming the step and the ${what}`, () => {
    const r = runner({
      TEST_STEPS: table([
        ...passing("first"),
        { name: "ghost", run: `node ${missing}`, needs: [missing], gate: true },
        ...passing("after"),
      ]),
    });
    assert.equal(r.status, 1, r.output);
    assert.ok(r.output.includes(`step "ghost": ${missing} missing`), r.output);
    assert.deepEqual(statuses(r), [
      ["first", "passed"],
      ["ghost", "failed"],
    ]);
  });

test("npm test runs the gate steps, test:full every step with the gate's first; timings name each", () => {
  const steps = table([
    { name: "nightly", run: "true", gate: false },
    ...passing("quick"),
    { name: "quick-only", run: "true", gate: true, full: false },
  ]);
  const gate = runner({ TEST_STEPS: steps });
  assert.equal(gate.status, 0, gate.output);
  assert.equal(gate.report.mode, "gate");
  assert.deepEqual(names(gate), ["quick", "quick-only"]);
  assert.match(gate.output, /✔ quick \(\d+\.\ds/);
  const { steps: ran, totalSeconds, loadAverage } = gate.report;
  for (const n of [...ran.map((s) => s.seconds), totalSeconds, loadAverage.start, loadAverage.end])
    assert.equal(typeof n, "number");
  assert.ok(gate.report.cpuCount >= 1);
  assert.ok(!Number.isNaN(Date.parse(gate.report.date)));
  assert.match(gate.report.timeCheck, /^(passed|skipped)/);

  const full = runner({ TEST_STEPS: steps }, ["--full"]);
  assert.equal(full.status, 0, full.output);
  assert.equal(full.report.mode, "full");
  assert.deepEqual(names(full), ["quick", "nightly"]);
});

test("TEST_ONLY and TEST_SKIP pick steps; a TEST_ONLY name that is no step fails, and so does a failing step; the build skips Next's type check only after typecheck passed", () => {
  const steps = table(passing("a", "b", "c"));
  assert.deepEqual(names(runner({ TEST_STEPS: steps, TEST_ONLY: "a,c" })), ["a", "c"]);
  assert.deepEqual(names(runner({ TEST_STEPS: steps, TEST_SKIP: "b" })), ["a", "c"]);
  const nightly = table([...passing("quick"), { name: "nightly", run: "true", gate: false }]);
  assert.deepEqual(
    names(runner({ TEST_STEPS: nightly, TEST_ONLY: "nightly" })),
    ["nightly"],
    "a full-only step named in TEST_ONLY runs under npm test too",
  );
  const typo = runner({ TEST_STEPS: steps, TEST_ONLY: "budgets" });
  assert.equal(typo.status, 1);
  assert.match(typo.output, /TEST_ONLY names no step "budgets"/);
  // A failing step stops the run and fails it.
  const r = runner({
    TEST_STEPS: table([{ name: "breaks", run: "exit 3", gate: true }, ...passing("never")]),
  });
  assert.equal(r.status, 1);
  assert.deepEqual(statuses(r), [["breaks", "failed"]]);
  // The build skips Next's type check only when typecheck has just passed.
  const file = table(
    [],
    `export const steps = [
  { name: "typecheck", run: "true", gate: true },
  { name: "build", run: 'echo "SKIP=$SKIP_BUILD_TYPECHECK"', gate: true,
    env: (passed) => (passed("typecheck") ? { SKIP_BUILD_TYPECHECK: "1" } : {}) },
];\n`,
  );
  assert.match(runner({ TEST_STEPS: file, SKIP_BUILD_TYPECHECK: "" }).output, /SKIP=1\n/);
  assert.match(runner({ TEST_STEPS: file, SKIP_BUILD_TYPECHECK: "", TEST_ONLY: "build" }).output, /SKIP=\n/);
});

/**
 * A step table module whose time check reads `loads` (the 1-minute load average at the start, then at the end)
 * and holds the gate to `budget` seconds; its one gate step sleeps 0.3 s.
 */
function timedTable(loads, budget) {
  return table(
    [],
    `export const steps = [{ name: "slow", run: "sleep 0.3", gate: true }];
export const gateBudgetSeconds = ${budget};
const loads = ${JSON.stringify(loads)};
export const loadAverage = () => loads.shift();\n`,
  );
}

test("the time check: a gate over its budget on an idle start fails, however busy the gate itself made the machine", () => {
  // Idle at the start (0.2); the gate's own browsers raised the load to 7 by the end.
  const r = runner({ TEST_STEPS: timedTable([0.2, 7], 0.1) });
  assert.equal(r.status, 1, r.output);
  assert.match(r.report.timeCheck, /^failed: \ds is over the gate's 0.1s/);
  assert.match(r.output, /✘ the gate took \ds, over its 0.1s/);
  assert.deepEqual(r.report.loadAverage, { start: 0.2, end: 7 });
  assert.deepEqual(statuses(r), [["slow", "passed"]]);

  const within = runner({ TEST_STEPS: timedTable([0.2, 7], 60) });
  assert.equal(within.status, 0, within.output);
  assert.match(within.report.timeCheck, /^passed: \ds of 60s/);
});

test("the time check: a busy start skips it and says why; a partial gate and test:full are not held to the budget", () => {
  const r = runner({ TEST_STEPS: timedTable([3, 0.1], 0.1) });
  assert.equal(r.status, 0, r.output);
  const why =
    /^skipped: the load average \(1 min\) was 3\.00 at the start, not under 1\.5: the machine was busy/;
  assert.match(r.report.timeCheck, why);
  assert.match(r.output, /time check: skipped: the load average \(1 min\) was 3\.00 at the start/);
  assert.deepEqual(r.report.loadAverage, { start: 3, end: 0.1 });
  // A partial gate (TEST_ONLY, TEST_SKIP) and test:full are not held to the gate's budget.
  const only = runner({ TEST_STEPS: timedTable([0.2, 0.2], 0.1), TEST_ONLY: "slow" });
  assert.equal(only.status, 0, only.output);
  assert.match(only.report.timeCheck, /^not applicable \(TEST_ONLY or TEST_SKIP/);
  const full = runner({ TEST_STEPS: timedTable([0.2, 0.2], 0.1) }, ["--full"]);
  assert.equal(full.status, 0, full.output);
  assert.equal(full.report.timeCheck, "not applicable (test:full)");
});
