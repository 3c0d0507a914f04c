/** What one upstream call answered: the status and the parsed body. Its own module so the cache and its shared level both depend on it, not on each other. */
export interface UpstreamResponse<T> {
  status: number;
  data: T;
  /** The answer's size in bytes when the caller knows it (the text it was parsed from); measured otherwise. */
  bytes?: number;
  /**
   * Set on an answer that came from a kept copy because upstream failed just now (spec §7, decision
   * 040): `stale` an expired entry of a cached source, `last-good` the last good copy of a source
   * that is not cached. Never set on what is stored.
   */
  fallback?: FallbackKind;
}

export type FallbackKind = 'stale' | 'last-good';
