import { createSeoDocumentCache, type SeoDocumentCache } from './seo-response';

let cache: SeoDocumentCache | undefined;

/** The process-wide cache of rendered sitemap and feed documents, keyed by public path. */
export function getSeoDocumentCache(): SeoDocumentCache {
  cache ??= createSeoDocumentCache();
  return cache;
}
