import { useEffect } from 'react';
import useSWR from 'swr';
import type { RefreshedProps } from './page-refresh';

async function fetchPageProps(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`page-props-data answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Client refresh (spec §4): SWR polls the page-props endpoint at the page's interval, never on
 * mount, focus, reconnect or staleness, and hands each answer to `onAnswer` with its address
 * (mergeRefreshedProps puts it over the server-rendered props). Loaded after first paint: the
 * first poll is minutes away.
 */
export function usePageRefreshPolling(url: string | null, intervalMs: number, onAnswer: (answer: RefreshedProps) => void): void {
  const { data } = useSWR(url, fetchPageProps, {
    refreshInterval: intervalMs,
    revalidateOnMount: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    dedupingInterval: 0,
  });
  useEffect(() => {
    if (url !== null && data) onAnswer({ url, data });
  }, [url, data, onAnswer]);
}

/**
 * The polling of one page address, mounted once per address (keyed by it): SWR fetches at once
 * when the key of a mounted hook changes and the new key has no data, which after every client
 * navigation was a needless request for data the navigation had just brought.
 */
export function PageRefreshPolling({ url, intervalMs, onAnswer }: { url: string; intervalMs: number; onAnswer: (answer: RefreshedProps) => void }): null {
  usePageRefreshPolling(url, intervalMs, onAnswer);
  return null;
}
