/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route is pre-rendered to static HTML in out/ (see docs/deploy.md).
  output: "export",
  // dir/index.html per route: works on any static host without rewrite rules.
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
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
