import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { isApiError } from '@/api-clients/api-error';
import { getFetchSource } from '@/api-clients/content-api';
import type { FetchSource } from '@/api-clients/fetch-source';
import { getClientEnv } from '@/foundation/env/client-env';
import { getServerEnv } from '@/foundation/env/server-env';
import { log } from '@/foundation/logging/logger';
import { withPageMetrics } from '@/lib/metrics/with-route-metrics';
import { answerSent, withRenderCache } from '@/lib/next-adapters/render-cache-adapter';
import type { RequestContext, RouteParams, QueryParams } from '@/lib/page-data/types';
import { pageCacheControl, UNLISTED_QUERY_CACHE_CONTROL, varyFor, type CachePageType } from './cache-control';
import { fallbackHeaderValue, pageUpstream, UPSTREAM_FALLBACK_HEADER, type FallbackUse } from './page-upstream';
import { listedQueryUrl } from './listed-query';
import { errorStatusFor } from './error-status';
import { resolveRequestContext } from './request-context';
import type { RouteRecord } from './route-record';
import { findRoute } from './route-table';
import { runRoute, withIslands, type IslandRenderer, type PageProps } from './run-page-data';

export interface ErrorPageProps {
  errorPage: {
    statusCode: number;
    /** Only when the debug-on-error-page switch is on (never in production). */
    debug: { message: string; endpoint: string | null; status: number | null } | null;
  };
}

export interface PageRequestOptions {
  fetchSource: FetchSource;
  /** NEXT_PUBLIC_API_REQUEST_TIMEOUT: all of a page's upstream calls together wait at most this long. */
  upstreamTimeoutMs?: number;
  revalidateSeconds: number;
  redirectOnApiError: boolean;
  debugOnErrorPage: boolean;
  /**
   * Renders the page's whole HTML document instead of Next (the AMP twin, which may carry none of
   * Next's scripts): the pipeline writes it and ends the response, and Next renders nothing.
   */
  renderDocument?: (props: unknown) => string;
  /** The HTML of the page's static islands (decision 032), added to its props as `islands`. */
  renderIslands?: IslandRenderer;
}

/** Empty when the pipeline wrote the document itself (renderDocument). */
export type PageAnswerProps = PageProps | ErrorPageProps | Record<string, never>;

type ResponseLike = GetServerSidePropsContext['res'];

/** Headers every response of a private (preview) page carries, errors and 404s included. */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } as const;

/** `/error/?status=NNN`: where the redirect-on-API-error switch sends readers. */
export const ERROR_PAGE_PATH = '/error/';

/**
 * The one error mapping of every page, AMP included: failures render the Japanese error page with
 * a 5xx (or redirect to it when the switch is on); our own bugs are logged with their stack.
 */
export function errorAnswer(error: unknown, route: RouteRecord, options: Pick<PageRequestOptions, 'redirectOnApiError' | 'debugOnErrorPage'>): GetServerSidePropsResult<ErrorPageProps> & { statusCode: number } {
  const statusCode = errorStatusFor(error);
  if (!isApiError(error)) {
    log('error', 'page-error', { routePath: route.pattern, message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined });
  }
  if (options.redirectOnApiError && isApiError(error)) {
    return { statusCode, redirect: { destination: `${ERROR_PAGE_PATH}?status=${statusCode}`, permanent: false } };
  }
  const debug = options.debugOnErrorPage
    ? { message: error instanceof Error ? error.message : String(error), endpoint: isApiError(error) ? error.record.endpoint : null, status: isApiError(error) ? error.record.status : null }
    : null;
  return { statusCode, props: { errorPage: { statusCode, debug } } };
}

/**
 * SSR of one request of one route: runs the page-data function with the request context and maps
 * its result and failures to Next's answer, with the route's headers.
 */
export async function answerPageRequest(
  route: RouteRecord,
  request: RequestContext,
  res: ResponseLike,
  /** The answer's Vary header (cache-control.ts varyFor), worked out once with the request context. */
  vary: string,
  options: PageRequestOptions,
): Promise<GetServerSidePropsResult<PageAnswerProps>> {
  const isPrivate = route.privacy === 'editors-only';
  const setHeaders = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(isPrivate ? { ...values, ...PRIVATE_PAGE_HEADERS } : values)) res.setHeader(name, value);
  };
  const upstream = pageUpstream(options.fetchSource, options.upstreamTimeoutMs);
  try {
    const result = await runRoute(route, request, upstream.fetchSource);
    if (result.kind === 'notFound') {
      setHeaders({});
      return { notFound: true };
    }
    if (result.kind === 'redirect') {
      setHeaders({});
      return { redirect: { destination: result.destination, permanent: result.permanent } };
    }
    if (result.kind === 'denied') {
      res.statusCode = result.statusCode;
      setHeaders({ 'Cache-Control': 'no-store' });
      return { props: { errorPage: { statusCode: result.statusCode, debug: null } } };
    }
    const fallback = fallbackHeaderValue(upstream.fallbacks);
    if (fallback) logFallbackPage(route, request, upstream.fallbacks);
    setHeaders({
      // Per page type, for a CDN in front (cache-control.ts, docs/deploy.md); short when built from kept copies.
      'Cache-Control': pageCacheControl({ tier: cacheTierOf(route, result.props), params: request.params, now: request.now, revalidateSeconds: options.revalidateSeconds, fallback: fallback !== undefined }),
      // The page is built for the reader's device class; behind nginx, Vary names its X-Device-Class.
      Vary: vary,
      ...(fallback ? { [UPSTREAM_FALLBACK_HEADER]: fallback } : {}),
    });
    if (!options.renderDocument) return { props: withIslands(route, result.props, options.renderIslands) };
    const html = options.renderDocument(result.props);
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(html);
    return answerSent();
  } catch (error) {
    const { statusCode, ...answer } = errorAnswer(error, route, options);
    if ('props' in answer) {
      res.statusCode = statusCode;
      setHeaders({ 'Cache-Control': 'no-store' });
    }
    return answer;
  }
}

/** A page that refreshes faster than its route (a live article, issue 36) is kept as briefly by a shared cache. */
function cacheTierOf(route: RouteRecord, props: PageProps): CachePageType {
  return route.cacheTier === 'article' && typeof props.refreshIntervalOverrideMs === 'number' ? 'live-article' : route.cacheTier;
}

/** One line per page answered from kept copies: which sources failed over, so ops see the outage's reach. */
function logFallbackPage(route: RouteRecord, request: RequestContext, fallbacks: readonly FallbackUse[]): void {
  const sources = [...new Set(fallbacks.map((use) => use.source))];
  const kinds = [...new Set(fallbacks.map((use) => use.kind))];
  log('warn', 'page-from-fallback', { routePath: route.pattern, path: request.requestPath, sources, kinds });
}

type PageContext = Pick<GetServerSidePropsContext, 'params' | 'query' | 'res'> & {
  resolvedUrl?: string;
  req?: { headers: Record<string, string | string[] | undefined> };
  /** The request's clock (request-context.ts reads the real one when absent). */
  now?: Date;
};

/** The request context and the answer's Vary of a Next request, each worked out once. */
function resolveNextRequest(route: RouteRecord, context: PageContext): { request: RequestContext; vary: string } {
  const headers = context.req?.headers;
  const request = resolveRequestContext(route, {
    params: (context.params ?? {}) as RouteParams,
    query: context.query as QueryParams,
    headers,
    resolvedUrl: context.resolvedUrl,
    now: context.now,
  });
  return { request, vary: varyFor(headers, request.device) };
}

/** answerPageRequest for a route named by its pattern, from a Next context (tests). */
export function handlePageRequest(routePath: string, context: PageContext, options: PageRequestOptions): Promise<GetServerSidePropsResult<PageAnswerProps>> {
  const route = findRoute(routePath);
  if (!route) throw new Error(`Unknown route ${routePath}`);
  const { request, vary } = resolveNextRequest(route, context);
  return answerPageRequest(route, request, context.res, vary, options);
}

/** What a page file may add to its pipeline: a document of its own (AMP) or its static islands. */
export type PageExtras = Pick<PageRequestOptions, 'renderDocument' | 'renderIslands'>;

/** The settings every page request reads, at request time. */
function pageRequestOptions({ renderDocument, renderIslands }: PageExtras): PageRequestOptions {
  const clientEnv = getClientEnv();
  return {
    fetchSource: getFetchSource(),
    upstreamTimeoutMs: clientEnv.NEXT_PUBLIC_API_REQUEST_TIMEOUT,
    revalidateSeconds: getServerEnv().REVALIDATE_SECONDS,
    redirectOnApiError: clientEnv.NEXT_PUBLIC_REDIRECT_ERROR_PAGE_ON_API_ERROR,
    debugOnErrorPage: clientEnv.NEXT_PUBLIC_DEBUG_ON_ERROR_PAGE,
    renderDocument,
    renderIslands,
  };
}

/**
 * getServerSideProps of a page file: `export const getServerSideProps = createGetServerSideProps(ARTICLE_ROUTE)`.
 * The request context is resolved once here and used by the render cache, the page data and the headers.
 */
export function createGetServerSideProps(route: RouteRecord, extras: PageExtras = {}): GetServerSideProps<PageAnswerProps> {
  return withPageMetrics(route.pattern, (context: GetServerSidePropsContext) => {
    const { request, vary } = resolveNextRequest(route, context);
    const { url, unlisted } = listedQueryUrl(context.resolvedUrl, route.queryKeys);
    const cacheRequest = { cacheable: route.renderCache, device: request.device, vary, url, answerCacheControl: unlisted ? UNLISTED_QUERY_CACHE_CONTROL : undefined };
    return withRenderCache(cacheRequest, context, () =>
      answerPageRequest(route, request, context.res, vary, pageRequestOptions(extras)),
    );
  });
}
