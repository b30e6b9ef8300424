import { resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath, headlessChromiumPath } from "./scripts/lib/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 4310);
// The headless shell cannot show a window: a run to watch (--headed, --debug, --ui, PWDEBUG) gets the browser.
// Only the main process sees the command line; its workers, which launch the browser, inherit the variable.
if (process.argv.some((a) => ["--headed", "--debug", "--ui"].includes(a))) process.env.E2E_HEADED = "1";
const headed = !!process.env.PWDEBUG || !!process.env.E2E_HEADED;
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };

// e2e runs against the built out/ served by the same preview server as `npm start` (php -S + router).
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "on-first-retry",
    launchOptions: { executablePath: headed ? chromiumPath : headlessChromiumPath, args: chromiumArgs },
  },
  // Every run names its project (scripts/test/test.mjs, npm run test:e2e): "chromium" is the e2e suite; "fixture-site"
  // is the CMS's edits of the fixture site (e2e/fixture-site/), one at a time, after `npm run fixture:prepare` and
  // before `npm run fixture:build` (tests/fixture-site/ checks what that build shows of them).
  projects: [
    { name: "chromium", use: desktop },
    {
      name: "fixture-site",
      testDir: "e2e/fixture-site",
      testMatch: /\.fixture\.ts$/,
      fullyParallel: false,
      workers: 1,
      use: desktop,
    },
  ],
  webServer: {
    command: "node scripts/serve/serve.mjs",
    env: {
      PORT: String(port),
      FORMS_STORAGE_DIR: "test-results/storage",
      FORMS_RATE_LIMIT: "1000",
      // The time trap at 1 s (default 3): the tests wait for the challenge, then this long; its own tests are
      // in tests/php/spam.test.mjs.
      FORMS_MIN_SECONDS: "1",
      // Mail goes to files (the newsletter's confirmation mail must be "sent" for its success notice).
      PHP_SENDMAIL_PATH: `/bin/sh ${resolve("tests/php/support/capture-mail.sh")} ${resolve("test-results/mail")}`,
    },
    url: `http://127.0.0.1:${port}/`,
    // Never reuse a server found on the port: one left by another checkout stores form posts
    // (and serves pages) from that checkout. A busy port fails loudly instead; set E2E_PORT to move.
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
