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
