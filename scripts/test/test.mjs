#!/usr/bin/env node
// The test runner (docs/testing.md). Two commands:
//   npm test            (node scripts/test/test.mjs)        the gate: the steps marked "gate", ≤ 8 minutes idle
//   npm run test:full   (node scripts/test/test.mjs --full) every step: the gate's first, then the full-only ones
// Steps run in order and stop at the first failure. TEST_ONLY=a,b runs only those steps (gate or full-only),
// TEST_SKIP=a,b all but those. Each step prints its seconds; the run is written to reports/test-timings.json (TEST_TIMINGS_FILE moves
// it). The gate fails when it took longer than its budget after starting on an idle machine (load average under
// 1.5); a busy start skips that check, saying so. TEST_STEPS=<module> replaces the step table with the module's
// `steps` export, and the budget and the load reading with its `gateBudgetSeconds` and `loadAverage()` if it has
// them (the runner's own tests, tests/self/, use it).
// Installs Debian's packages the steps need when missing and allowed (root); otherwise stops naming them.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const full = process.argv.includes("--full");
const mode = full ? "full" : "gate";
const list = (value) => value?.split(",").filter(Boolean) ?? [];
const only = list(process.env.TEST_ONLY).length ? list(process.env.TEST_ONLY) : undefined;
const skip = list(process.env.TEST_SKIP);
const timingsFile = process.env.TEST_TIMINGS_FILE ?? "reports/test-timings.json";
const env = /** @type {NodeJS.ProcessEnv} */ ({ ...process.env, NEXT_TELEMETRY_DISABLED: "1" });
// Started from inside a node:test file (tests/self/), a child `node --test` would see this and run no file at
// all, passing silently.
delete env.NODE_TEST_CONTEXT;

/** The gate's budget, and the load average under which the machine counts as idle enough to hold it. */
const gateBudgetSeconds = 480;
const idleLoad = 1.5;

/** Whether a shell command succeeds (how each system package below is told to be there). */
const succeeds = (command) => spawnSync("sh", ["-c", command], { stdio: "ignore" }).status === 0;
const isRoot = process.getuid?.() === 0;

/** Debian packages the checks need: [package, a shell command that succeeds when it is there]. */
const systemPackages = [
  ["chromium", `test -e "${process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"}"`],
  // The e2e suite's browser: the headless shell costs about half the CPU per page (scripts/lib/chromium.mjs).
  ["chromium-headless-shell", "test -e /usr/bin/chromium-headless-shell"],
  ["php-cli", "command -v php"],
  ["apache2", "test -e /usr/sbin/apache2"],
  ["libapache2-mod-php", "ls /etc/apache2/mods-available/php*.load"],
  ["nginx-light", "test -e /usr/sbin/nginx"],
  // tests/php-stress/storage.test.mjs: every write failing as on a full disk, injected with strace.
  ["strace", "command -v strace"],
  // The Arabic font check (tests/unit/arabic-font.test.mjs): HarfBuzz, and fontTools to unpack woff2.
  ["libharfbuzz-bin", "command -v hb-shape"],
  ["fonttools", '/usr/bin/python3 -c "import fontTools"'],
  ["python3-brotli", '/usr/bin/python3 -c "import brotli"'],
  // The engines steps: Firefox ESR (driven over WebDriver BiDi) and WebKitGTK (WebKitWebDriver under Xvfb).
  ["firefox-esr", `test -e "${process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr"}"`],
  ["webkit2gtk-driver", "test -e /usr/bin/WebKitWebDriver"],
  ["xvfb", "command -v Xvfb"],
  // The Nu HTML Checker (npm vnu-jar) runs on Java.
  ["default-jre-headless", "command -v java"],
  // The deploy tests of test:full: an sshd on loopback, rsync over it, and Varnish in front of the site.
  ["openssh-server", "test -e /usr/sbin/sshd"],
  ["openssh-client", "command -v ssh"],
  ["rsync", "command -v rsync"],
  ["varnish", "test -e /usr/sbin/varnishd"],
  // The host setup's mail (docs/deploy.md, /etc/msmtprc): msmtp alone, not msmtp-mta, so no sendmail is installed.
  ["msmtp", "command -v msmtp"],
  // The visits report (tests/hosting/analytics.test.mjs, docs/analytics.md).
  ["goaccess", "command -v goaccess"],
  // nginx runs the forms through PHP-FPM in the deploy and live-check tests.
  ["php-fpm", "ls /usr/sbin/php-fpm*"],
];

function ensureSystemPackages() {
  const missing = systemPackages.filter(([, probe]) => !succeeds(probe)).map(([name]) => name);
  if (!missing.length) return true;
  if (!isRoot || !succeeds("command -v apt-get")) {
    console.error(
      `Missing system packages: ${missing.join(", ")}. Install them (e.g. sudo apt-get install ${missing.join(" ")}) and run the tests again.`,
    );
    return false;
  }
  console.log(`Installing ${missing.join(", ")} with apt-get…`);
  const apt = { ...env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env: apt });
  const r = spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], {
    stdio: "inherit",
    env: apt,
  });
  // Debian starts the servers it installs; our tests start their own on loopback.
  spawnSync("sh", ["-c", "for s in apache2 nginx ssh varnish; do service $s stop; done"], {
    stdio: "ignore",
  });
  return r.status === 0;
}

const nodeTest = "node --import tsx --test";
const oneAtATime = `${nodeTest} --test-concurrency=1`;
const playwright = "NODE_OPTIONS=--import=tsx npx playwright test";

/**
 * The steps, in order. `gate: true` runs in both commands, `gate: false` only in test:full; `full: false` keeps
 * a gate step out of test:full where a full-only step does all it does. A step needs the files and folders under
 * tests/, scripts/ and e2e/ its command names (a glob: its folder), and those in `needs`: one missing fails the
 * step, naming it (a suite not written yet is a failure, not a skip). `--test-concurrency`: node's default is one
 * file fewer than the CPUs (one at a time on 2 cores).
 */
const defaultSteps = [
  { name: "system packages", run: ensureSystemPackages, gate: true },
  // The site and the .ts tooling strict (tsconfig.json); the JavaScript tooling and the CMS's modules checked with
  // JSDoc, loosely (tsconfig.tools.json). Both at once: two cores.
  { name: "typecheck", run: "npm run typecheck --silent", gate: true },
  // --cache: files unchanged since the last lint are not linted again (node_modules/.cache/eslint).
  { name: "lint", run: "npx eslint . --cache --cache-location node_modules/.cache/eslint/", gate: true },
  // --cache: files unchanged since the last check are not formatted again (node_modules/.cache/prettier).
  { name: "format", run: "npx prettier --check . --cache --log-level warn", gate: true },
  // The hosting forms (public/.htaccess, public/_headers, deploy/nginx, scripts/serve/hosting-rules.json) are what the
  // one table of hosting rules makes (scripts/lib/hosting-rules.mjs; tests/hosting/rules.test.mjs runs them).
  { name: "hosting-rules", run: "node --import tsx scripts/build/hosting-rules.mjs --check", gate: true },
  // Every unit file, *.test.mjs and *.test.ts, under node:test with tsx (it compiles TypeScript and resolves "@/").
  // Node 20 takes no glob after --test: the shell expands them. tsx loads the project's .ts files as CommonJS and
  // requires the ESM-only packages under them (estree-walker, under @mdx-js/mdx), whose exports name only
  // "import": --conditions=import lets require() find them.
  {
    name: "unit",
    run: "node --import tsx --conditions=import --test --test-concurrency=2 tests/unit/*.test.mjs tests/unit/*.test.ts",
    gate: true,
  },
  // The runner itself: a failing unit file fails `unit`, a missing step folder fails naming it, the time check.
  // test:full only: its first case runs the whole unit step again (about 35 s of the gate's 8 minutes).
  { name: "self", run: `${nodeTest} tests/self/`, gate: false },
  // When typecheck has just passed, Next's own type check inside `next build` is skipped (next.config.mjs).
  {
    name: "build",
    run: "npm run build",
    env: (passed) => (passed("typecheck") ? { SKIP_BUILD_TYPECHECK: "1" } : {}),
    gate: true,
  },
  { name: "build-checks", run: `${nodeTest} tests/build/`, gate: true },
  { name: "check-build", run: "node --import tsx scripts/check/check-build.mjs", gate: true },
  { name: "html", run: "node --import tsx scripts/check/check-html.mjs", gate: true },
  // Each file waits on its own php -S most of the time: three at once take half the time of one after another.
  { name: "php", run: `${nodeTest} --test-concurrency=3 tests/php/`, gate: true },
  // Chromium over the one build; tests tagged @full wait for test:full (e2e-full).
  { name: "e2e", run: `${playwright} --project=chromium --grep-invert @full`, needs: ["e2e/"], gate: true },
  // A few routes and every interaction in Firefox and WebKit; test:full runs the whole pass (engines). Both engines
  // at once: each starts its own decap-server on a free port and WebKit its own Xvfb display, and the short pass
  // waits on its browsers more than it computes (about 50 s instead of 85 s one after the other).
  {
    name: "engines-short",
    run: `${nodeTest} --test-concurrency=2 tests/engines/`,
    env: { ENGINES_MODE: "short" },
    gate: true,
    full: false,
  },
  // The workflows lint clean and call only npm scripts that exist (a few seconds, no browser).
  { name: "workflows", run: `${nodeTest} tests/workflows/`, gate: true },
  { name: "e2e-full", run: `${playwright} --project=chromium --grep @full`, needs: ["e2e/"], gate: false },
  { name: "engines", run: `${oneAtATime} tests/engines/`, gate: false },
  { name: "hosting", run: `${nodeTest} tests/hosting/`, gate: false },
  // The forms under stress: 200 concurrent posts, and storage on a full disk (a tmpfs, and strace's ENOSPC).
  { name: "php-stress", run: `${oneAtATime} tests/php-stress/`, gate: false },
  // `npm run cms` on a copy (next dev beside decap-server): a saved change at its address, a mistake as the
  // editor's message (about 20 to 90 s on 2 cores: next dev compiles the page first).
  {
    name: "cms-dev",
    run: `${nodeTest} tests/cms-dev/`,
    needs: ["scripts/dev/cms.mjs", "lib/content.ts"],
    gate: false,
  },
  // The one extra build of the suite: the fixture site (articles, photos, the CMS's edits), then what it shows.
  {
    name: "fixture-prepare",
    run: "npm run fixture:prepare",
    needs: ["scripts/test/fixture.mjs", "scripts/lib/fixture.mjs"],
    gate: false,
  },
  {
    name: "cms-edits",
    run: `${playwright} --project=fixture-site`,
    needs: ["e2e/fixture-site/"],
    gate: false,
  },
  { name: "fixture-build", run: "npm run fixture:build", needs: ["scripts/test/fixture.mjs"], gate: false },
  { name: "fixture-checks", run: `${nodeTest} tests/fixture-site/`, gate: false },
  // npm run deploy against real sshd, Apache, nginx and Varnish; npm run check:live against Apache and nginx.
  { name: "deploy", run: `${oneAtATime} tests/deploy/`, needs: ["scripts/deploy/deploy.mjs"], gate: false },
  { name: "live", run: `${oneAtATime} tests/live/`, needs: ["scripts/check/check-live.mjs"], gate: false },
  { name: "audit", run: "node --import tsx scripts/check/audit.mjs --sample", gate: false },
];

// The runner's own tests (tests/self/) replace the step table, and may replace the gate's budget and the load
// average the time check reads.
const replaced = process.env.TEST_STEPS
  ? await import(pathToFileURL(resolve(process.env.TEST_STEPS)).href)
  : {};
const steps = replaced.steps ?? defaultSteps;
const budgetSeconds = replaced.gateBudgetSeconds ?? gateBudgetSeconds;
const loadAverage = replaced.loadAverage ?? (() => loadavg()[0]);

/** CPU seconds of this process's finished children (user + system, Linux), to compare steps on a busy machine. */
function childCpuSeconds() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    // After "pid (comm) ": state is field 3; cutime and cstime are fields 16 and 17.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

// TEST_ONLY names steps from the whole table, in either mode (a step named is a step wanted).
const chosen = steps.filter(
  (s) => (only ? only.includes(s.name) : full ? s.full !== false : s.gate) && !skip.includes(s.name),
);
const unknown = only?.find((name) => !steps.some((s) => s.name === name));
if (unknown) {
  console.error(`TEST_ONLY names no step "${unknown}"; the steps: ${steps.map((s) => s.name).join(", ")}`);
  process.exit(1);
}
// The gate's steps first, then the full-only ones.
chosen.sort((a, b) => Number(!a.gate) - Number(!b.gate));

const startLoad = loadAverage();
const results = [];
const started = Date.now();
for (const step of chosen) {
  console.log(`\n▶ ${step.name}`);
  const t0 = Date.now();
  const cpu0 = childCpuSeconds();
  const named =
    typeof step.run === "string" ? step.run.split(" ").filter((w) => /^(tests|scripts|e2e)\//.test(w)) : [];
  const needs = new Set([...named.map((path) => path.replace(/[^/]*\*.*$/, "")), ...(step.needs ?? [])]);
  const missing = [...needs].filter((path) => !existsSync(path));
  let ok;
  if (missing.length) {
    console.error(`step "${step.name}": ${missing.join(", ")} missing`);
    ok = false;
  } else if (typeof step.run === "function") {
    ok = await step.run();
  } else {
    const passed = (name) => results.some((r) => r.name === name && r.status === "passed");
    const stepEnv = typeof step.env === "function" ? step.env(passed) : step.env;
    ok = spawnSync("sh", ["-c", step.run], { stdio: "inherit", env: { ...env, ...stepEnv } }).status === 0;
  }
  const seconds = (Date.now() - t0) / 1000;
  const cpu1 = childCpuSeconds();
  const cpuSeconds = cpu0 === null || cpu1 === null ? null : +(cpu1 - cpu0).toFixed(1);
  results.push({
    name: step.name,
    seconds: +seconds.toFixed(1),
    cpuSeconds,
    status: ok ? "passed" : "failed",
  });
  if (ok) console.log(`✔ ${step.name} (${seconds.toFixed(1)}s, ${cpuSeconds ?? "?"} CPU s)`);
  else {
    console.error(`✘ ${step.name} failed (${seconds.toFixed(1)}s)`);
    break;
  }
}
const total = (Date.now() - started) / 1000;
const endLoad = loadAverage();
const failed = results.some((r) => r.status === "failed");

// The gate's time budget holds on an idle machine; on a loaded one the wall time says nothing. Only the load at
// the start tells: the gate's own Chromium and builds raise it to about 7 by the end, on an idle machine too.
// A partial run (TEST_ONLY, TEST_SKIP) is not the gate.
let timeCheck = "not applicable (test:full)";
let overBudget = false;
if (!full && (only || skip.length)) timeCheck = "not applicable (TEST_ONLY or TEST_SKIP: not the whole gate)";
else if (!full) {
  if (startLoad < idleLoad) {
    overBudget = total > budgetSeconds;
    timeCheck = overBudget
      ? `failed: ${total.toFixed(0)}s is over the gate's ${budgetSeconds}s (load average ${startLoad.toFixed(2)} at the start)`
      : `passed: ${total.toFixed(0)}s of ${budgetSeconds}s`;
  } else {
    timeCheck =
      `skipped: the load average (1 min) was ${startLoad.toFixed(2)} at the start, not under ${idleLoad}: ` +
      `the machine was busy before the gate began, so its wall time says nothing`;
  }
}

const report = {
  mode,
  date: new Date(started).toISOString(),
  only: only ?? null,
  skip: skip.length ? skip : null,
  steps: results,
  totalSeconds: +total.toFixed(1),
  loadAverage: { start: +startLoad.toFixed(2), end: +endLoad.toFixed(2) },
  cpuCount: cpus().length,
  timeCheck,
};
mkdirSync(dirname(timingsFile), { recursive: true });
writeFileSync(timingsFile, `${JSON.stringify(report, null, 2)}\n`);

const command = full ? "npm run test:full" : "npm test";
console.log(`\n${command} finished in ${total.toFixed(0)}s (timings: ${timingsFile})`);
for (const r of results)
  console.log(`  ${r.status === "passed" ? "✔" : "✘"} ${r.name.padEnd(16)} ${r.seconds}s`);
console.log(`steps: ${results.filter((r) => r.status === "passed").length} passed, ${failed ? 1 : 0} failed`);
console.log(`time check: ${timeCheck}`);
if (overBudget) console.error(`✘ the gate took ${total.toFixed(0)}s, over its ${budgetSeconds}s`);
process.exit(failed || overBudget ? 1 : 0);
