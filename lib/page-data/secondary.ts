/**
 * Secondary blocks (rails, rankings, banners) must not take a page down: a failed source is
 * already logged as an API error by the fetcher, so here it simply becomes its fallback.
 */
export async function orFallback<T, F>(promise: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await promise;
  } catch {
    return fallback;
  }
}
