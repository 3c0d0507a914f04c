import { LRUCache } from 'lru-cache';

/** Spec: more than 60 reports a minute from one client address are refused (429). */
export const REPORTS_PER_MINUTE = 60;
export const RATE_WINDOW_MS = 60_000;
/**
 * Addresses remembered per replica. Beyond it the least recently seen is forgotten (its next report
 * starts a new window): the memory stays bounded under a flood of distinct addresses.
 */
export const RATE_LIMIT_MAX_CLIENTS = 10_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts `count` reports (default one) from `key` and says whether they are within the limit. */
  take(key: string, count?: number): RateDecision;
}

interface Window {
  startedAt: number;
  count: number;
}

export interface RateLimiterOptions {
  limit?: number;
  windowMs?: number;
  maxClients?: number;
  now?: () => number;
}

/** A fixed window per client, opened by its first report; per replica, in memory. */
export function createRateLimiter({
  limit = REPORTS_PER_MINUTE,
  windowMs = RATE_WINDOW_MS,
  maxClients = RATE_LIMIT_MAX_CLIENTS,
  now = Date.now,
}: RateLimiterOptions = {}): RateLimiter {
  const windows = new LRUCache<string, Window>({ max: maxClients });
  return {
    take(key, count = 1) {
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.startedAt >= windowMs) {
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
      }
      window.count += count;
      if (window.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000)) };
    },
  };
}
