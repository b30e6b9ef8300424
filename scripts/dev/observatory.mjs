#!/usr/bin/env node
// Scores the Apache-served export with the MDN HTTP Observatory CLI (it runs offline).
//   node scripts/dev/observatory.mjs            → prints score, grade and every deduction
//   node scripts/dev/observatory.mjs --json     → the raw scan result
// Needs out/ (npm run build), Debian's apache2 + libapache2-mod-php. The CLI is installed on
// demand into a temp prefix, not into package.json: its postinstall downloads certificates
// (it fails offline, hence --ignore-scripts) and nothing else in the project needs it.
// Exits 1 if a test fails other than those that need HTTPS, which loopback cannot offer.
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startApache } from "../../tests/hosting/apache.mjs";
import { requireBuild } from "../../tests/hosting/support.mjs";

const VERSION = "1.4.8";
const prefix = join(tmpdir(), `mdn-http-observatory-${VERSION}`);
const pkg = join(prefix, "node_modules/@mdn/mdn-http-observatory");
const cli = join(pkg, "bin/wrapper.js");
/** Tests that cannot pass over plain HTTP on 127.0.0.1. */
const httpsOnly = new Set(["redirection", "strict-transport-security"]);

function install() {
  if (existsSync(cli)) return;
  console.log(`Installing @mdn/mdn-http-observatory@${VERSION} into ${prefix}…`);
  const r = spawnSync(
    "npm",
    [
      "install",
      "--prefix",
      prefix,
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
      "--loglevel",
      "error",
      `@mdn/mdn-http-observatory@${VERSION}`,
    ],
    { stdio: "inherit" },
  );
  if (r.status !== 0 || !existsSync(cli)) throw new Error("could not install the Observatory CLI");
}

/** The skipped postinstall would download the HSTS preload list; loopback is on no such list. */
function offlineData() {
  const preload = join(pkg, "conf/hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
}

requireBuild();
install();
offlineData();
const apache = await startApache();
let result;
try {
  const r = spawnSync(process.execPath, [cli, `127.0.0.1:${apache.port}`], {
    encoding: "utf8",
    timeout: 120_000,
  });
  try {
    result = JSON.parse(r.stdout);
  } catch {
    throw new Error(`the Observatory printed no JSON:\n${r.stdout}\n${r.stderr}`);
  }
} finally {
  await apache.stop();
}

if (result.error) {
  console.error(`Observatory error: ${result.error}`);
  process.exit(1);
}
if (process.argv.includes("--json")) {
  console.log(JSON.stringify(result, null, 2));
} else {
  const { score, grade, testsPassed, testsQuantity } = result.scan;
  console.log(`MDN HTTP Observatory ${VERSION} on Apache (http://127.0.0.1, loopback)`);
  console.log(`score ${score}, grade ${grade}, ${testsPassed}/${testsQuantity} tests passed\n`);
  for (const [name, t] of Object.entries(result.tests)) {
    const mod = t.scoreModifier > 0 ? `+${t.scoreModifier}` : String(t.scoreModifier);
    console.log(`${t.pass ? "pass" : "FAIL"} ${mod.padStart(4)}  ${name}: ${t.result}`);
  }
}
const unexpected = Object.entries(result.tests).filter(([name, t]) => !t.pass && !httpsOnly.has(name));
if (unexpected.length) {
  console.error(`\nFailing tests that do not need HTTPS: ${unexpected.map(([n]) => n).join(", ")}`);
  process.exit(1);
}
