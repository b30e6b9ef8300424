import { defineConfig } from "@playwright/test";

// Unit tests of the typed content and helpers: Playwright's runner (it compiles TypeScript and
// resolves "@/"), no browser and no server.
export default defineConfig({
  testDir: "tests/unit",
  // Only the TypeScript specs: without it Playwright also loads the node:test files (*.test.mjs) and runs them in
  // its own process, where a failing assertion is printed and the exit status stays 0. `node --test` runs those.
  testMatch: ["**/*.spec.ts", "**/*.test.ts"],
  outputDir: "reports/unit-results",
  reporter: "list",
  workers: 2,
});
