import { buildRobotsTxt } from '@/lib/feeds/robots';
import { seoPaths } from '@/lib/feeds/seo-paths';
import { absoluteUrl } from '@/foundation/site/site-url';
import { publicCacheControl, SEO_CONTENT_TYPES, SEO_TTL_MS, type SeoResponse } from './seo-response';

/** `/robots.txt`: built from the configured site URL alone, so it never waits on the content API. */
export function handleRobotsRequest(): SeoResponse {
  return {
    status: 200,
    body: buildRobotsTxt(absoluteUrl(seoPaths.sitemapIndex())),
    headers: { 'Content-Type': SEO_CONTENT_TYPES.text, 'Cache-Control': publicCacheControl(SEO_TTL_MS.robots) },
  };
}
