import { HttpResponse } from 'msw';
import { handlePageRequest, type ErrorPageProps } from '@/lib/page-config/server-side-props';
import { runPageData } from '@/lib/page-config/run-page-data';
import type { PageMeta } from '@/lib/page-config/types';
import type { PageDataResult, QueryParams, RouteParams } from '@/lib/page-data/types';
import { makeFetchSource } from '../../support/content-api';

/** Short timeout: a failing upstream answers at once anyway. */
const TEST_TIMEOUT_MS = 1_000;

/** Runs a route through the page registry as SSR does (Next passes the route params in the query too). */
export async function runRoute(
  routePath: string,
  params: RouteParams,
  query: QueryParams = {},
): Promise<PageDataResult<Record<string, unknown> & { pageMeta: PageMeta }>> {
  const result = await runPageData({ routePath, params, query: { ...params, ...query }, fetchSource: makeFetchSource(TEST_TIMEOUT_MS) });
  if (!result) throw new Error(`no page configuration for ${routePath}`);
  return result;
}

/** The props of a result that must be a page. */
export function propsOf<P>(result: PageDataResult<unknown>): P & { pageMeta: PageMeta } {
  if (result.kind !== 'props') throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as P & { pageMeta: PageMeta };
}

/** SSR's answer for a route (status code and error page included). */
export async function serveRoute(routePath: string, params: Record<string, string>, query: Record<string, string> = {}) {
  const res = { statusCode: 200, headers: {} as Record<string, string>, setHeader(name: string, value: string) { this.headers[name.toLowerCase()] = value; } };
  const result = await handlePageRequest(
    routePath,
    { params, query: { ...params, ...query }, res: res as never },
    { fetchSource: makeFetchSource(TEST_TIMEOUT_MS), revalidateSeconds: 60, redirectOnApiError: false, debugOnErrorPage: false },
  );
  return { result, res, errorPage: 'props' in result ? (result.props as unknown as Partial<ErrorPageProps>).errorPage : undefined };
}

export const failWith = (status: number) => () => HttpResponse.json({ error: 'boom' }, { status });
