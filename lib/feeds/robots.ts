/** Paths crawlers must not fetch: the JSON endpoints and editors' previews. */
export const ROBOTS_DISALLOWED_PATHS = ['/api/', '/preview/'] as const;

/** robots.txt: every crawler may fetch everything but the disallowed paths; the sitemap index is announced. */
export function buildRobotsTxt(sitemapIndexUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapIndexUrl}`,
    '',
  ].join('\n');
}
