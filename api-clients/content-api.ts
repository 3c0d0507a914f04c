import { getClientEnv } from '@/foundation/env/client-env';
import { getServerEnv, lastGoodCopyTtlMs } from '@/foundation/env/server-env';
import { log } from '@/foundation/logging/logger';
import { recordCacheLookup, recordSharedCacheState, recordUpstreamCall } from '@/foundation/metrics/record';
import { createSourceFetcher, type FetchSource } from './fetch-source';
import { createHttpClients } from './http-clients';
import { ServerCache } from './cache/server-cache';
import { contractVersion } from './contract-version';
import { createSharedCache, type SharedCache } from './cache/create-shared-cache';

const FETCH_SOURCE_KEY = Symbol.for('playnote.fetchSource');

/**
 * The process-wide source fetcher, built from the validated settings on first use. Kept on
 * globalThis: the build bundles pages and API routes into separate chunks, and each would
 * otherwise hold its own memory cache.
 */
export function getFetchSource(): FetchSource {
  const holder = globalThis as typeof globalThis & { [FETCH_SOURCE_KEY]?: FetchSource };
  holder[FETCH_SOURCE_KEY] ??= createProcessFetchSource();
  return holder[FETCH_SOURCE_KEY];
}

function createProcessFetchSource(): FetchSource {
  const serverEnv = getServerEnv();
  const clientEnv = getClientEnv();
  const cache = new ServerCache({
    enabled: serverEnv.MEMORY_CACHE_ENABLED,
    maxEntries: serverEnv.MEMORY_CACHE_MAX_ENTRIES,
    maxBytes: serverEnv.MEMORY_CACHE_MAX_BYTES,
    staleRetentionMs: serverEnv.MEMORY_CACHE_TTL,
    onStaleServed: (key, error) =>
      log('warn', 'stale-served', { key, reason: error instanceof Error ? error.message : String(error) }),
    shared: getSharedCache()?.level,
    onLookup: recordCacheLookup,
    lastGoodCopy: { ttlMs: lastGoodCopyTtlMs(serverEnv), maxBytes: serverEnv.LAST_GOOD_COPY_MAX_BYTES },
    onLastGoodServed: (key, error) =>
      log('warn', 'last-good-served', { key, reason: error instanceof Error ? error.message : String(error) }),
  });
  return createSourceFetcher({
    http: createHttpClients(serverEnv, clientEnv),
    cache,
    debug: serverEnv.DEBUGGER,
    onUpstreamCall: recordUpstreamCall,
  });
}

const SHARED_CACHE_KEY = Symbol.for('playnote.sharedCache');

/**
 * The process's shared Redis cache level, or null when REDIS_URL is unset (decision 014). Kept on
 * globalThis so the process holds one Redis connection however its routes are bundled.
 */
export function getSharedCache(): SharedCache | null {
  const url = getServerEnv().REDIS_URL;
  if (!url) return null;
  const holder = globalThis as typeof globalThis & { [SHARED_CACHE_KEY]?: SharedCache };
  holder[SHARED_CACHE_KEY] ??= createSharedCache({
    url,
    requestTimeoutMs: getClientEnv().NEXT_PUBLIC_API_REQUEST_TIMEOUT,
    contractVersion: contractVersion(),
    onStateChange: recordSharedCacheState,
  });
  return holder[SHARED_CACHE_KEY];
}
