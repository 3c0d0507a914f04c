import { isApiError } from '@/api-clients/api-error';
import { DEFAULT_MAX_BYTES, ServerCache } from '@/api-clients/cache/server-cache';
import { log } from '@/foundation/logging/logger';
import { errorStatusFor } from '@/lib/page-config/error-status';

/** What robots.txt, a sitemap or a feed answers. */
export interface SeoResponse {
  status: number;
  body: string;
  headers: Record<string, string>;
}

export const SEO_CONTENT_TYPES = {
  xml: 'application/xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
} as const;
export type SeoContentType = keyof typeof SEO_CONTENT_TYPES;

/** How long a rendered document is reused, in this process and by a CDN in front (ms). */
export const SEO_TTL_MS = {
  sitemap: 600_000,
  /** The news sitemap follows the newest articles as closely as the feeds. */
  newsSitemap: 300_000,
  feed: 300_000,
  robots: 3_600_000,
} as const;

/** A document whose rebuild fails is served stale this long after it expired. */
export const SEO_STALE_RETENTION_MS = 3_600_000;
/** A CDN may serve an expired copy this long while the site answers errors (s). */
const STALE_IF_ERROR_SECONDS = 86_400;
const MAX_CACHED_DOCUMENTS = 1_000;

/** The in-process cache of rendered documents, keyed by public path: one build in flight per path. */
export type SeoDocumentCache = ServerCache;

export function createSeoDocumentCache(now?: () => number): SeoDocumentCache {
  return new ServerCache({
    enabled: true,
    maxEntries: MAX_CACHED_DOCUMENTS,
    maxBytes: DEFAULT_MAX_BYTES,
    staleRetentionMs: SEO_STALE_RETENTION_MS,
    now,
    onStaleServed: (key, error) => log('warn', 'seo-stale-served', { key, reason: error instanceof Error ? error.message : String(error) }),
  });
}

export function publicCacheControl(ttlMs: number): string {
  const seconds = Math.round(ttlMs / 1000);
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
}

function plainText(status: number, text: string): SeoResponse {
  return { status, body: `${text}\n`, headers: { 'Content-Type': SEO_CONTENT_TYPES.text, 'Cache-Control': 'no-store' } };
}

/** A 404 in plain text (a feed's own Japanese message where it has one), never kept by a cache. */
export const seoNotFound = (text = 'Not Found'): SeoResponse => plainText(404, text);

/**
 * Answers a document from the cache or builds it once (concurrent requests for the same path
 * share one build). A builder returning null is a 404; an upstream 404 is a 404; any other failure
 * is a 502/504 (500 for our own bugs) unless a stale copy can be served.
 */
export async function cachedDocument(
  cache: SeoDocumentCache,
  key: string,
  { ttlMs, contentType }: { ttlMs: number; contentType: SeoContentType },
  build: () => Promise<string | null>,
): Promise<SeoResponse> {
  try {
    const rendered = await cache.getOrFetch<string | null>(key, ttlMs, async () => {
      const body = await build();
      return body === null ? { status: 404, data: null } : { status: 200, data: body };
    });
    if (rendered.data === null) return seoNotFound();
    return {
      status: 200,
      body: rendered.data,
      headers: { 'Content-Type': SEO_CONTENT_TYPES[contentType], 'Cache-Control': publicCacheControl(ttlMs) },
    };
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return seoNotFound();
    if (!isApiError(error)) {
      log('error', 'seo-error', { key, message: error instanceof Error ? error.message : String(error) });
    }
    const status = errorStatusFor(error);
    return plainText(status, status === 504 ? 'Gateway Timeout' : status === 502 ? 'Bad Gateway' : 'Internal Server Error');
  }
}

/** The answer to a request for a document: the handler's for GET and HEAD, else a 405 without running it. */
export async function answerSeoRequest(method: string | undefined, handler: () => Promise<SeoResponse> | SeoResponse): Promise<SeoResponse> {
  if (method === 'GET' || method === 'HEAD') return handler();
  const answer = plainText(405, 'Method Not Allowed');
  answer.headers.Allow = 'GET, HEAD';
  return answer;
}

/** A single-valued route or query parameter, or null. */
export function queryString(value: string | string[] | undefined): string | null {
  return typeof value === 'string' ? value : null;
}
