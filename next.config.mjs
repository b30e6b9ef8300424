/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route is pre-rendered to static HTML in out/ (see docs/deploy.md).
  output: "export",
  // dir/index.html per route: works on any static host without rewrite rules.
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  // The project's own folder: a copy built inside it (the fixture site, .fixture/site) has a lockfile of its
  // own, and Turbopack would otherwise take the outer checkout for the workspace root.
  turbopack: { root: import.meta.dirname },
  reactStrictMode: true,
  // Next gives a page 60 s to render. A build that first encodes many new photos on a busy machine (the fixture
  // site's, scripts/lib/fixture.mjs) may need longer: BUILD_PAGE_TIMEOUT (seconds) raises the limit.
  staticPageGenerationTimeout: Number(process.env.BUILD_PAGE_TIMEOUT ?? 60),
  // The test runner type-checks (tsc --noEmit) just before its build and sets SKIP_BUILD_TYPECHECK=1, so Next's
  // own type check would repeat it (docs/testing.md). A plain `npm run build` keeps it.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  // Two root layouts (app/(en), app/(ar)): the English 404 is app/global-not-found.tsx.
  experimental: {
    globalNotFound: true,
    // The stylesheet goes into the document as <style>: no render-blocking request before the first
    // paint (docs/performance.md).
    inlineCss: true,
  },
};

export default nextConfig;
