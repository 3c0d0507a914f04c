/**
 * Runs `work` once per key at a time: callers that ask for a key while its work runs share that
 * promise (a feed requested by many calendar apps at once is built once, from one set of upstream
 * calls). Nothing is kept after it settles; the CDN in front keeps the answer.
 */
export type Coalescer = <T>(key: string, work: () => Promise<T>) => Promise<T>;

export function createCoalescer(): Coalescer {
  const running = new Map<string, Promise<unknown>>();
  return <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const pending = running.get(key);
    if (pending) return pending as Promise<T>;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
