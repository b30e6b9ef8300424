import { defineConfig } from "@playwright/test";

// Unit tests of the typed content and helpers: Playwright's runner (it compiles TypeScript and
// resolves "@/"), no browser and no server.
export default defineConfig({
  testDir: "tests/unit",
  outputDir: "reports/unit-results",
  reporter: "list",
  workers: 2,
});
