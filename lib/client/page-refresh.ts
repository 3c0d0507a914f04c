import useSWR from 'swr';
import { PAGE_PROPS_PATH } from '@/foundation/paths/page-props';
import type { PageMeta } from '@/lib/page-config/types';

/** The refresh endpoint's address for a page (trailing slash: next.config.js trailingSlash). */
export function pagePropsUrl(meta: PageMeta): string {
  const search = new URLSearchParams({ routePath: meta.routePath, ...meta.routeParams, ...meta.queryValues });
  return `${PAGE_PROPS_PATH}/?${search.toString()}`;
}

async function fetchPageProps(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`page-props-data answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Client refresh (spec §4): polls the page-props endpoint at the page's interval, never on mount,
 * focus, reconnect or staleness, and merges the answer over the server-rendered props.
 */
export function usePageRefresh<P extends Record<string, unknown>>(pageProps: P, meta: PageMeta | undefined): P {
  const key = meta ? pagePropsUrl(meta) : null;
  const { data } = useSWR(key, fetchPageProps, {
    refreshInterval: meta?.refreshIntervalMs ?? 0,
    revalidateOnMount: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    dedupingInterval: 0,
  });
  return data ? { ...pageProps, ...data } : pageProps;
}
