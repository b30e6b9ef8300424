import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// The CMS end-to-end edits of the fixture site (scripts/lib/fixture.mjs): run after `npm run fixture:prepare`
// and before `npm run fixture:build`; what the build shows of them is checked by tests/fixture/cms.test.mjs.
// The CMS itself is the main build's out/admin/, served as for the other e2e tests.
export default defineConfig({
  ...base,
  testDir: "e2e/fixture",
  testMatch: /\.fixture\.ts$/,
  fullyParallel: false,
  workers: 1,
});
