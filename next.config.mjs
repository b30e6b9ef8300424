/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route is pre-rendered to static HTML in out/ (see README "Deploy").
  output: "export",
  // dir/index.html per route: works on any static host without rewrite rules.
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
