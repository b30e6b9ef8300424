// Debian's Chromium for Playwright (no browser downloads here). Shared by playwright.config.ts and scripts.
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
export const hasChromium = () => existsSync(chromiumPath);

// Playwright's headless runs (the e2e suite, the CMS sign-in popup of tests/php/): Chromium's headless shell
// (Debian chromium-headless-shell), the headless mode Playwright itself ships for them: the same Blink, V8 and
// network stack as the browser without its display compositor, for about half the CPU per page
// (docs/decisions/gate-time.md). Without the package, the browser. CHROMIUM_PATH overrides both.
const headlessShellPath = "/usr/bin/chromium-headless-shell";
export const headlessChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath);
