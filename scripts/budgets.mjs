// Performance budgets: read by scripts/check-build.mjs (bytes, every `npm test`) and scripts/audit.mjs
// (Lighthouse). How the numbers were set: README "Performance budgets". Change them there and here together.
export const budgets = {
  /** Gzipped (-9) JavaScript the HTML of one route loads up front (its <script src> tags, noModule excluded). */
  jsGzipPerRoute: 155_000,
  /** Gzipped CSS a route's HTML links (render-blocking). */
  cssGzipPerRoute: 20_000,
  /** Gzipped HTML of one route (the document itself, including the inline RSC payload). */
  htmlGzipPerRoute: 45_000,
  /** Arabic-script font files (woff2, raw bytes) one page's stylesheets can load. */
  arabicFontBytesPerRoute: 100_000,
  /** How much more gzipped JS an Arabic page may load than its English twin. */
  arabicJsOverEnglish: 2_000,
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
