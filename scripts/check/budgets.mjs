// Performance budgets: read by scripts/check/check-build.mjs (bytes, every `npm test`) and scripts/check/audit.mjs
// (Lighthouse). How the numbers were set: docs/performance.md and docs/decisions/. Change them there and here together.
export const budgets = {
  /** Gzipped (-9) JavaScript the HTML of one route loads up front (its <script src> tags, noModule excluded). */
  jsGzipPerRoute: 155_000,
  /** Gzipped CSS a route's HTML links (render-blocking). */
  cssGzipPerRoute: 20_000,
  /** Gzipped HTML of one route (the document itself, including the inline RSC payload). */
  htmlGzipPerRoute: 45_000,
  /** What a route's first paint needs, per edition: its gzipped HTML (with the inlined CSS), render-blocking
   *  stylesheets and preloaded fonts (none: fonts come from the cache after the first page). */
  firstPaintBytesPerRoute: { en: 34_000, ar: 36_000 },
  /** Arabic-script font files (woff2, raw bytes) one page's stylesheets can load. */
  arabicFontBytesPerRoute: 100_000,
  /** How much more gzipped JS an Arabic page may load than its English twin. */
  arabicJsOverEnglish: 2_000,
  /** Lighthouse categories, 0-100. */
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Lighthouse metrics (mobile, simulated throttling). */
  // Enforced budgets: issue 16's goal for LCP (≤ 1.0 s English, 1.1 s Arabic) and the Arabic floor ratio (1.7);
  // the English ratio at 1.55 (goal 1.5) and FCP at 1.0 s (goal 0.85 s) leave a margin for an unlucky CI run:
  // the sample in a fresh-clone rehearsal on Nov 24 had Home at FCP = LCP 0.94 s, 1.45 × the floor, where the
  // full audit on an idle machine measured 0.83 / 0.90 s. The goals are in `goals` below; reports/audit.md
  // counts the routes that meet them (docs/performance.md "Today's status").
  /** Largest Contentful Paint per edition (Arabic pages carry more bytes of text). */
  lcpMs: { en: 1000, ar: 1100 },
  /** LCP divided by the 1 KB floor page's LCP in the same audit run (scripts/check/audit.mjs). */
  lcpFloorRatio: { en: 1.55, ar: 1.7 },
  fcpMs: 1000,
  tbtMs: 200,
  cls: 0.01,
  /** Gzipped JS Lighthouse saw the page load in total (initial scripts plus lazy islands such as particles). */
  jsGzipLoaded: 230_000,
  /** The photo fixture's pages (`node scripts/check/audit.mjs --photos`, docs/images.md): with real photos an image may
   *  be the largest paint, so LCP has its own budget (no floor ratio), CLS must stay 0, and the image bytes
   *  Lighthouse's mobile page loads (lazy images included) are capped: the fixture measured 75-85 KB on
   *  /teams/ and /portfolio/ (Nov 24); 250 KB leaves room for real photos with 2-3 times its detail. */
  photos: {
    lcpMs: 1200,
    cls: 0,
    imageBytesPerRoute: 250_000,
    // The <picture> markup of 9 portfolio photos on the home page (srcset of AVIF and WebP): measured 34.2 KB
    // (/) and 36.7 KB (/ar/) on the fixture build (Nov 24), against 32.9 / 35.4 KB without photos.
    firstPaintBytesPerRoute: { en: 35_000, ar: 37_500 },
  },
};

/** The goals of issue 16 (every route, median of 3): reports/audit.md counts the routes that meet each one. */
export const goals = {
  fcpMs: 850,
  lcpMs: { en: 1000, ar: 1100 },
  lcpFloorRatio: { en: 1.5, ar: 1.7 },
  tbtMs: 50,
  cls: 0,
  performance: 100,
};
