// @ts-check
const { securityHeaders } = require('./lib/security/csp.js');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Another build folder (NEXT_DIST_DIR) lets several builds live side by side, e.g. parallel test runs.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // NEXT_SOURCE_MAPS=true: browser source maps, to see what first-load JavaScript is made of.
  productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === 'true',
  poweredByHeader: false,
  // A replica is one folder plus `node server.js` (docs/deploy.md); `npm run build:demo` then copies
  // static/ and public/ next to it (scripts/deploy/assemble-standalone.mjs). `next start` still works.
  output: 'standalone',
  // Spec §2: a trailing slash is added to a path before its page configuration is looked up;
  // the site's canonical URLs end in `/` and Next redirects the bare form with 308.
  trailingSlash: true,
  // Compression belongs to the proxy in front (PERFORMANCE-NOTES.md); on for a bare `next start`.
  compress: process.env.NEXT_COMPRESS !== 'false',
  // `npm run typecheck` (tsc) checks types once in `npm test`; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // Content-Security-Policy, nosniff, Referrer-Policy, Permissions-Policy and framing rules on every
  // response, pages, API routes and error pages alike; the AMP twins get their own policy
  // (docs/decisions/013-security-headers.md). Built from the settings at build time; the hashes of
  // the inline bootstrap scripts are written in after the build (docs/decisions/030-script-hashes.md).
  // `next dev` (NODE_ENV development) gets the looser dev policy.
  async headers() {
    return securityHeaders(process.env, { dev: process.env.NODE_ENV === 'development' });
  },
  // Paged lists live at …/page/{n}/; the bare list address is page 1.
  async redirects() {
    return [
      { source: '/author/:authorId(\\d+)', destination: '/author/:authorId/page/1/', permanent: true },
      { source: '/category/:categoryCode', destination: '/category/:categoryCode/page/1/', permanent: true },
      { source: '/category/:categoryCode/page', destination: '/category/:categoryCode/page/1/', permanent: true },
      { source: '/game/title/:gameId(\\d+)', destination: '/game/title/:gameId/page/1/', permanent: true },
      { source: '/game/title/:gameId(\\d+)/images', destination: '/game/title/:gameId/images/page/1/', permanent: true },
      { source: '/game/title/:gameId(\\d+)/videos', destination: '/game/title/:gameId/videos/page/1/', permanent: true },
      { source: '/ranking', destination: '/ranking/article/', permanent: false },
    ];
  },
  // No rewrites(): with one, Next ships its rewrite resolver to every browser. robots.txt, the
  // sitemaps, the feeds and the release calendars are pages at their own addresses instead
  // (docs/decisions/024-no-rewrites.md).
  // No `images`: the site renders its own <img> through the image CDN (ContentImage, decision 025)
  // and imports no next/image; the widths are foundation/site/image-widths.ts.
};

module.exports = nextConfig;
