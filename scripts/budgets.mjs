// Performance budgets: read by scripts/check-build.mjs (bytes, every `npm test`) and scripts/audit.mjs
// (Lighthouse). How the numbers were set: README "Performance budgets". Change them there and here together.
export const budgets = {
  /** Gzipped (-9) JavaScript the HTML of one route loads up front (its <script src> tags, noModule excluded). */
  jsGzipPerRoute: 175_000,
  /** Gzipped CSS a route's HTML links (render-blocking). */
  cssGzipPerRoute: 20_000,
  /** Gzipped HTML of one route (the document itself, including the inline RSC payload). */
  htmlGzipPerRoute: 45_000,
  /** Lighthouse categories, 0-100. */
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Lighthouse metrics (mobile, simulated throttling). */
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.01,
  /** Gzipped JS Lighthouse saw the page load in total (initial scripts plus lazy islands such as particles). */
  jsGzipLoaded: 230_000,
};

/**
 * Regression guard for the Lighthouse sample inside `npm test` (`audit.mjs --sample`). The client's
 * budgets above are NOT yet met on the 2-core test machine (README "Performance budgets": LCP 1.4-3.1 s,
 * TBT 74-340 ms, performance 86-99). The guard fails a change that makes things clearly worse, without
 * making CI red on run-to-run noise; `npm run audit` (and `--sample --strict`) still enforce the budgets.
 */
export const sampleGuard = {
  performance: 80,
  lcpMs: 3800,
  tbtMs: 500,
};
