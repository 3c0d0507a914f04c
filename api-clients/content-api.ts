import { getClientEnv } from '@/lib/env/client-env';
import { getServerEnv } from '@/lib/env/server-env';
import { log } from '@/lib/logger';
import { createSourceFetcher, type FetchSource } from './fetch-source';
import { createHttpClients } from './http-clients';
import { ServerCache } from './server-cache';

let fetchSource: FetchSource | undefined;

/** The process-wide source fetcher, built from the validated settings on first use. */
export function getFetchSource(): FetchSource {
  if (!fetchSource) {
    const serverEnv = getServerEnv();
    const clientEnv = getClientEnv();
    const cache = new ServerCache({
      enabled: serverEnv.MEMORY_CACHE_ENABLED,
      maxEntries: serverEnv.MEMORY_CACHE_MAX_ENTRIES,
      maxBytes: serverEnv.MEMORY_CACHE_MAX_BYTES,
      staleRetentionMs: serverEnv.MEMORY_CACHE_TTL,
      onStaleServed: (key, error) =>
        log('warn', 'stale-served', { key, reason: error instanceof Error ? error.message : String(error) }),
    });
    fetchSource = createSourceFetcher({ http: createHttpClients(serverEnv, clientEnv), cache, debug: serverEnv.DEBUGGER });
  }
  return fetchSource;
}
