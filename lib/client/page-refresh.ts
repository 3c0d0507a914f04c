import { PAGE_PROPS_PATH } from '@/foundation/paths/page-props';
import type { PageMeta } from '@/lib/page-config/types';

/** The refresh endpoint's address for a page (trailing slash: next.config.js trailingSlash). */
export function pagePropsUrl(meta: PageMeta): string {
  const search = new URLSearchParams({ routePath: meta.routePath, ...meta.routeParams, ...meta.queryValues });
  return `${PAGE_PROPS_PATH}/?${search.toString()}`;
}

/** A refresh answer with the address it answers: it belongs to that page view only. */
export interface RefreshedProps {
  url: string;
  data: Record<string, unknown>;
}

/**
 * The props a page renders (spec §4): the server's, with the latest refresh answer merged over
 * them when that answer is for this page (a navigation's new page never shows the last page's data).
 */
export function mergeRefreshedProps<P extends Record<string, unknown>>(pageProps: P, meta: PageMeta | undefined, refreshed: RefreshedProps | null): P {
  if (!meta || !refreshed || refreshed.url !== pagePropsUrl(meta)) return pageProps;
  return { ...pageProps, ...refreshed.data };
}
