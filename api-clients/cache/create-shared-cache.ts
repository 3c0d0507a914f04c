import { log } from '@/foundation/logging/logger';
import { SharedCacheAvailability } from './shared-cache-availability';
import { createRedisStore } from './redis-store';
import { SharedCacheLevel } from './shared-level';

/** Bound on every Redis call made for a request: a slower answer counts as a failure. */
export const REDIS_COMMAND_TIMEOUT_MS = 100;
/**
 * ioredis's own command timeout, only a safety net for calls nobody waits for any more: a blocked
 * event loop can make its timer fire before an answer already received is read.
 */
const IOREDIS_COMMAND_TIMEOUT_MS = 1_000;
const REDIS_CONNECT_TIMEOUT_MS = 1_000;
/** While Redis is down, one request per this interval tries it again (besides reconnect events). */
const RETRY_AFTER_MS = 1_000;
/** Commands failing this long without a success make an outage (a lost connection does at once). */
const DOWN_AFTER_MS = 1_000;
/** How often a replica waiting for another one's fetch looks for its entry. */
const POLL_MS = 20;
/**
 * How long an answer of an uncached source (article, game, search, archive; spec §9) is shared so
 * that replicas missing at about the same time make one upstream call. No longer than the 2 s for
 * which a rendered page is reused anyway (decision 015).
 */
export const SHARE_WINDOW_MS = 2_000;
/** Longest a replica holds the fetch lock (and others wait for it): the request timeout, at most 10 s. */
export const MAX_LOCK_MS = 10_000;

export interface SharedCacheSettings {
  url: string;
  /** The API request timeout: one fetch takes at most this long, so the lock lasts a little longer. */
  requestTimeoutMs: number;
  /** Fingerprint of the response contracts (api-clients/contract-version.ts), part of every key. */
  contractVersion: string;
  onStateChange?: (state: 'up' | 'down') => void;
}

export interface SharedCache {
  level: SharedCacheLevel;
  /** Readiness: does Redis answer a PING within the command timeout? */
  ping(): Promise<'ok' | 'down'>;
  quit(): Promise<void>;
}

/** Key prefix of every entry: the app, the layout version and the contract fingerprint (api-clients/contract-version.ts). */
export const sharedKeyPrefix = (contractVersion: string): string => `playnote:v1:${contractVersion}:`;

/**
 * The shared second cache level on Redis (decision 014). An outage is logged once as
 * `shared-cache-down` and its end once as `shared-cache-up`; the URL (it may hold a password) never is.
 */
export function createSharedCache({ url, requestTimeoutMs, contractVersion, onStateChange }: SharedCacheSettings): SharedCache {
  // While down, a PING every retry interval notices recovery even when no request comes.
  let probe: NodeJS.Timeout | undefined;
  const availability = new SharedCacheAvailability({
    retryAfterMs: RETRY_AFTER_MS,
    downAfterMs: DOWN_AFTER_MS,
    onChange: (state, reason) => {
      if (state === 'down') {
        log('warn', 'shared-cache-down', { reason });
        probe ??= setInterval(() => void level.ping(), RETRY_AFTER_MS).unref();
      } else {
        log('info', 'shared-cache-up', {});
        clearInterval(probe);
        probe = undefined;
      }
      onStateChange?.(state);
    },
  });
  const store = createRedisStore({
    url,
    commandTimeoutMs: IOREDIS_COMMAND_TIMEOUT_MS,
    connectTimeoutMs: REDIS_CONNECT_TIMEOUT_MS,
    availability,
  });
  const lockMs = Math.min(requestTimeoutMs + 500, MAX_LOCK_MS);
  const level = new SharedCacheLevel({
    store,
    availability,
    keyPrefix: sharedKeyPrefix(contractVersion),
    commandTimeoutMs: REDIS_COMMAND_TIMEOUT_MS,
    lockMs,
    waitMs: lockMs,
    pollMs: POLL_MS,
    shareWindowMs: SHARE_WINDOW_MS,
  });
  return {
    level,
    ping: () => level.ping(),
    quit: () => {
      clearInterval(probe);
      return store.quit();
    },
  };
}
