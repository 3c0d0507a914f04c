import { HttpResponse } from 'msw';
import type { FetchSource } from '@/api-clients/fetch-source';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { PageMeta } from '@/lib/page-config/types';
import type { PageDataResult, QueryParams, RouteParams } from '@/lib/page-data/types';
import { makeFetchSource } from '../../support/content-api';

/**
 * Runs a route's page-data function through the page registry, as SSR does
 * (Next passes the route params in the query too).
 */
export async function requestPage(
  routePath: string,
  params: RouteParams,
  query: QueryParams = {},
  fetchSource: FetchSource = makeFetchSource(1_000),
): Promise<PageDataResult<Record<string, unknown> & { pageMeta: PageMeta }>> {
  const result = await runPageData({ routePath, params, query: { ...params, ...query }, fetchSource });
  if (!result) throw new Error(`no page configuration for ${routePath}`);
  return result;
}

/** The props of a result that must be a page, typed as the page's props. */
export function propsOf<P>(result: PageDataResult<unknown>): P & { pageMeta: PageMeta } {
  if (result.kind !== 'props') throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as P & { pageMeta: PageMeta };
}

export const failWith500 = () => HttpResponse.json({ error: 'boom' }, { status: 500 });
