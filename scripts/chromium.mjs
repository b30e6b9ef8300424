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
