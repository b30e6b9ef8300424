#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure.
// Installs Debian's chromium and php-cli (and the web servers the hosting tests use, and Firefox ESR,
// WebKitGTK's WebDriver and Xvfb for the engines step) when missing
// and allowed (root); otherwise stops with a message naming the package.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const only = process.env.TEST_ONLY?.split(",");
const skip = process.env.TEST_SKIP?.split(",") ?? [];
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

const have = (cmd) => spawnSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" }).status === 0;
const isRoot = process.getuid?.() === 0;

/** Debian packages the checks need: [package, how to tell it is there]. */
const systemPackages = [
  ["chromium", () => existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")],
  ["php-cli", () => have("php")],
  ["apache2", () => existsSync("/usr/sbin/apache2")],
  [
    "libapache2-mod-php",
    () =>
      existsSync("/etc/apache2/mods-available/php8.2.load") ||
      spawnSync("sh", ["-c", "ls /etc/apache2/mods-available/php*.load"], { stdio: "ignore" }).status === 0,
  ],
  ["nginx-light", () => existsSync("/usr/sbin/nginx")],
  // The Arabic font check (tests/unit/arabic-font.test.mjs): HarfBuzz, and fontTools to unpack woff2.
  ["libharfbuzz-bin", () => have("hb-shape")],
  [
    "fonttools",
    () => spawnSync("/usr/bin/python3", ["-c", "import fontTools"], { stdio: "ignore" }).status === 0,
  ],
  [
    "python3-brotli",
    () => spawnSync("/usr/bin/python3", ["-c", "import brotli"], { stdio: "ignore" }).status === 0,
  ],
  // The engines step: Firefox ESR (driven over WebDriver BiDi) and WebKitGTK (WebKitWebDriver under Xvfb).
  ["firefox-esr", () => existsSync(process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr")],
  ["webkit2gtk-driver", () => existsSync("/usr/bin/WebKitWebDriver")],
  ["xvfb", () => have("Xvfb")],
  // The Nu HTML Checker (npm vnu-jar) runs on Java.
  ["default-jre-headless", () => have("java")],
];

function ensureSystemPackages() {
  const missing = systemPackages.filter(([, ok]) => !ok()).map(([name]) => name);
  if (!missing.length) return true;
  if (!isRoot || !have("apt-get")) {
    console.error(
      `Missing system packages: ${missing.join(", ")}. Install them (e.g. sudo apt-get install ${missing.join(" ")}) and run npm test again.`,
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
  spawnSync("sh", ["-c", "service apache2 stop; service nginx stop"], { stdio: "ignore" });
  return r.status === 0;
}

const steps = [
  ["system packages", ensureSystemPackages],
  ["typecheck", "npx tsc --noEmit"],
  ["lint", "npx eslint ."],
  ["format", "npx prettier --check . --log-level warn"],
  ["unit", "npx playwright test -c playwright.unit.config.ts && node --test tests/unit/"],
  ["build", "npm run build"],
  ["budgets", "node scripts/check-build.mjs"],
  ["html", "node scripts/check-html.mjs"],
  ["php", "node --test tests/php/"],
  ["e2e", "npx playwright test"],
  ["engines", "node --test --test-concurrency=1 tests/engines/"],
  ["hosting", "node --test tests/hosting/"],
  // One extra build of a copy of the project with fixture articles (3-5 min on 2 cores).
  ["publishing", "node --test tests/publishing/"],
  ["lighthouse", "node scripts/audit.mjs --sample"],
];

let passed = 0;
let failed = 0;
const started = Date.now();
for (const [name, step] of steps) {
  if ((only && !only.includes(name)) || skip.includes(name)) continue;
  if (typeof step === "string" && /tests\/(\w+)\//.test(step) && !step.includes("playwright")) {
    const dir = step.match(/(tests\/\w+)\//)[1];
    if (!existsSync(dir)) continue; // a suite not written yet
  }
  if (name === "budgets" && !existsSync("scripts/check-build.mjs")) continue;
  if (name === "lighthouse" && !existsSync("scripts/audit.mjs")) continue;
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const ok =
    typeof step === "function"
      ? step()
      : spawnSync("sh", ["-c", step], { stdio: "inherit", env }).status === 0;
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (ok) {
    passed++;
    console.log(`✔ ${name} (${secs}s)`);
  } else {
    failed++;
    console.error(`✘ ${name} failed (${secs}s)`);
    break;
  }
}
console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
