import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { isApiError } from '@/api-clients/api-error';
import { getFetchSource } from '@/api-clients/content-api';
import type { FetchSource } from '@/api-clients/fetch-source';
import { getClientEnv } from '@/foundation/env/client-env';
import { getServerEnv } from '@/foundation/env/server-env';
import { log } from '@/foundation/logging/logger';
import { withPageMetrics } from '@/lib/metrics/with-route-metrics';
import { pageCacheControl, varyFor } from './cache-control';
import { errorStatusFor } from './error-status';
import { findPageConfig } from './registry';
import { runPageData, type PageProps } from './run-page-data';
import type { QueryParams, RouteParams } from '@/lib/page-data/types';
import { withRenderCache } from './with-render-cache';

export interface ErrorPageProps {
  errorPage: {
    statusCode: number;
    /** Only when the debug-on-error-page switch is on (never in production). */
    debug: { message: string; endpoint: string | null; status: number | null } | null;
  };
}

export interface PageRequestOptions {
  fetchSource: FetchSource;
  revalidateSeconds: number;
  redirectOnApiError: boolean;
  debugOnErrorPage: boolean;
}

type PageContext = Pick<GetServerSidePropsContext, 'params' | 'query' | 'res'> & {
  resolvedUrl?: string;
  req?: { headers: Record<string, string | string[] | undefined> };
};

function userAgentOf(headers: Record<string, string | string[] | undefined> | undefined): string | undefined {
  const value = headers?.['user-agent'];
  return Array.isArray(value) ? value[0] : value;
}

/** Headers every response of a private (preview) page carries, errors and 404s included. */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } as const;

/** `/error/?status=NNN`: where the redirect-on-API-error switch sends readers. */
export const ERROR_PAGE_PATH = '/error/';

/**
 * SSR for one route: runs the page-data function and maps its result and failures to Next's
 * answer. Failures render the Japanese error page with a 5xx (or redirect to it when the switch is on).
 */
export async function handlePageRequest(
  routePath: string,
  context: PageContext,
  options: PageRequestOptions,
): Promise<GetServerSidePropsResult<PageProps | ErrorPageProps>> {
  const isPrivate = findPageConfig(routePath)?.isPrivate ?? false;
  const setHeaders = (headers: Record<string, string>) => {
    for (const [name, value] of Object.entries(isPrivate ? { ...headers, ...PRIVATE_PAGE_HEADERS } : headers)) context.res.setHeader(name, value);
  };
  try {
    const result = await runPageData({
      routePath,
      params: (context.params ?? {}) as RouteParams,
      query: context.query as QueryParams,
      fetchSource: options.fetchSource,
      requestPath: context.resolvedUrl?.split('?')[0],
      userAgent: userAgentOf(context.req?.headers),
    });
    if (!result || result.kind === 'notFound') {
      setHeaders({});
      return { notFound: true };
    }
    if (result.kind === 'redirect') {
      setHeaders({});
      return { redirect: { destination: result.destination, permanent: result.permanent } };
    }
    if (result.kind === 'denied') {
      context.res.statusCode = result.statusCode;
      setHeaders({ 'Cache-Control': 'no-store' });
      return { props: { errorPage: { statusCode: result.statusCode, debug: null } } };
    }
    setHeaders({
      // Per page type, for a CDN in front (cache-control.ts, docs/deploy.md).
      'Cache-Control': pageCacheControl({ routePath, params: context.params as RouteParams, now: new Date(), isPrivate, revalidateSeconds: options.revalidateSeconds }),
      // The PC or SP ad set is chosen from the user agent (spec §5); behind nginx, Vary names its X-Device-Class.
      Vary: varyFor(context.req?.headers),
    });
    return { props: result.props };
  } catch (error) {
    const statusCode = errorStatusFor(error);
    if (!isApiError(error)) {
      log('error', 'page-error', { routePath, message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined });
    }
    if (options.redirectOnApiError && isApiError(error)) {
      return { redirect: { destination: `${ERROR_PAGE_PATH}?status=${statusCode}`, permanent: false } };
    }
    context.res.statusCode = statusCode;
    setHeaders({ 'Cache-Control': 'no-store' });
    return {
      props: {
        errorPage: {
          statusCode,
          debug: options.debugOnErrorPage
            ? {
                message: error instanceof Error ? error.message : String(error),
                endpoint: isApiError(error) ? error.record.endpoint : null,
                status: isApiError(error) ? error.record.status : null,
              }
            : null,
        },
      },
    };
  }
}

/** getServerSideProps for a page file: `export const getServerSideProps = createGetServerSideProps('/…/')`. */
export function createGetServerSideProps(routePath: string): GetServerSideProps<PageProps | ErrorPageProps> {
  return withPageMetrics(routePath, withRenderCache(routePath, (context) => {
    const serverEnv = getServerEnv();
    const clientEnv = getClientEnv();
    return handlePageRequest(routePath, context, {
      fetchSource: getFetchSource(),
      revalidateSeconds: serverEnv.REVALIDATE_SECONDS,
      redirectOnApiError: clientEnv.NEXT_PUBLIC_REDIRECT_ERROR_PAGE_ON_API_ERROR,
      debugOnErrorPage: clientEnv.NEXT_PUBLIC_DEBUG_ON_ERROR_PAGE,
    });
  }));
}
