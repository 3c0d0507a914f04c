import { createSeoDocumentCache, type SeoDocumentCache } from './seo-response';

let cache: SeoDocumentCache | undefined;

/** The process-wide cache of rendered sitemap and feed documents, keyed by public path. */
export function getSeoDocumentCache(): SeoDocumentCache {
  cache ??= createSeoDocumentCache();
  return cache;
}

let gameFeedCache: SeoDocumentCache | undefined;

/**
 * The games' feeds, apart: one a game, their addresses are as many as the games, and a crawl of
 * them must not push the sitemaps and the category feeds out of the cache above.
 */
export function getGameFeedCache(): SeoDocumentCache {
  gameFeedCache ??= createSeoDocumentCache();
  return gameFeedCache;
}
