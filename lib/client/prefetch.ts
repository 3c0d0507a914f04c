import type { NextRouter } from 'next/router';
import { isInSitePath, withTrailingSlash } from './client-navigation';

/** Site paths whose page code has been asked for: once per page load is enough. */
const prefetched = new Set<string>();

/** Fetches the code of the page a site path opens, once, on the first sign of the reader's intent. */
export function prefetchOnIntent(router: Pick<NextRouter, 'prefetch'> | null, givenHref: string): void {
  const href = withTrailingSlash(givenHref);
  if (!router || !isInSitePath(href) || prefetched.has(href)) return;
  prefetched.add(href);
  router.prefetch(href).catch(() => prefetched.delete(href));
}
