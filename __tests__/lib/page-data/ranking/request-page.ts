import { handlePageRequest, type PageRequestOptions } from '@/lib/page-config/server-side-props';
import { makeFetchSource } from '../../../support/content-api';

export const TEST_TIMEOUT_MS = 1_000;

function fakeResponse() {
  const headers: Record<string, string> = {};
  return {
    statusCode: 200,
    headers,
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
  };
}

/** SSR of one ranking route, as Next would call it (query carries the route params too). */
export async function requestPage(
  route: string,
  params: Record<string, string> = {},
  query: Record<string, string | string[]> = {},
  options: Partial<PageRequestOptions> = {},
) {
  const res = fakeResponse();
  const result = await handlePageRequest(
    route,
    { params, query: { ...params, ...query }, res: res as never },
    { fetchSource: makeFetchSource(TEST_TIMEOUT_MS), revalidateSeconds: 60, redirectOnApiError: false, debugOnErrorPage: false, ...options },
  );
  return { result, res };
}

export function propsOf<P>(result: Awaited<ReturnType<typeof requestPage>>['result']): P & { pageMeta: { adPageType: string; queryValues: Record<string, string> } } {
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props as never;
}
