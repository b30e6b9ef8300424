#!/usr/bin/env node
// Full-page screenshots for review: node scripts/dev/screenshot.mjs [--base URL] /path [/path ...]
// Writes reports/shots/<path>-<width>.png at 375, 768 and 1280 px (WIDTHS=375,1280 to change).
// --dark: with the system's dark colour scheme (prefers-color-scheme), files named <path>-dark-<width>.png.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../lib/chromium.mjs";

const args = process.argv.slice(2);
let base = "http://127.0.0.1:3000";
if (args[0] === "--base") {
  base = args[1];
  args.splice(0, 2);
}
const dark = args.includes("--dark");
if (dark) args.splice(args.indexOf("--dark"), 1);
const widths = (process.env.WIDTHS ?? "375,768,1280").split(",").map(Number);
mkdirSync("reports/shots", { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const path of args.length ? args : ["/"]) {
  for (const width of widths) {
    const page = await browser.newPage({
      viewport: { width, height: 900 },
      reducedMotion: "reduce",
      colorScheme: dark ? "dark" : "light",
    });
    await page.goto(base + path, { waitUntil: "networkidle" });
    // Scroll through the page as a visitor would, so lazy images load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    const name = (path === "/" ? "home" : path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "")).slice(
      0,
      60,
    );
    await page.screenshot({
      path: `reports/shots/${name}${dark ? "-dark" : ""}-${width}.png`,
      fullPage: true,
    });
    await page.close();
  }
}
await browser.close();
