// The bare-Next floor (issue 18): the least JavaScript a pages-router page with
// getServerSideProps loads, built with the site's own next and react by scripts/lib/bare-floor.mjs.
// Same switches as the site's next.config.js, so a floor and a site build are counted alike.
module.exports = {
  // Several floors can live side by side (one per NEXT_DIST_DIR, as for the site's builds).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // NEXT_SOURCE_MAPS=true: browser source maps, to see what the floor is made of. Off by default:
  // the floor is counted without the sourceMappingURL comments.
  productionBrowserSourceMaps: process.env.NEXT_SOURCE_MAPS === 'true',
};
