import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { isApiError } from '@/api-clients/api-error';
import { getFetchSource } from '@/api-clients/content-api';
import type { FetchSource } from '@/api-clients/fetch-source';
import { getClientEnv } from '@/foundation/env/client-env';
import { getServerEnv } from '@/foundation/env/server-env';
import { log } from '@/foundation/logging/logger';
import { pageCacheControl } from '@/lib/page-config/cache-control';
import { errorStatusFor } from '@/lib/page-config/error-status';
import { ERROR_PAGE_PATH, type ErrorPageProps } from '@/lib/page-config/server-side-props';
import type { QueryParams, RouteParams } from '@/lib/page-data/types';
import { getAmpArticlePageData, type AmpArticleProps } from './amp-article-data';
import { AMP_ARTICLE_ROUTE } from '@/foundation/paths/amp';

/** Renders the AMP HTML document of an article. */
export type AmpArticleRenderer = (props: AmpArticleProps) => string;

export interface AmpRequestOptions {
  fetchSource: FetchSource;
  revalidateSeconds: number;
  redirectOnApiError: boolean;
  debugOnErrorPage: boolean;
  render: AmpArticleRenderer;
}

/** Props of the non-AMP answers (the Japanese error page through _app); empty when the AMP HTML was sent. */
export type AmpRouteProps = Record<string, never> | ErrorPageProps;

type AmpContext = Pick<GetServerSidePropsContext, 'params' | 'query' | 'res'>;

/**
 * SSR of the AMP twin. The AMP document must not pass through _app/_document (AMP allows none of
 * Next's scripts), so on success this writes the HTML itself and ends the response (Next then
 * renders nothing). 404s, redirects and failures answer as on every page: Next's 404 page, a
 * redirect, or the Japanese error page with 502/504 (or the redirect to /error/ when switched on).
 */
export async function handleAmpArticleRequest(context: AmpContext, options: AmpRequestOptions): Promise<GetServerSidePropsResult<AmpRouteProps>> {
  try {
    const result = await getAmpArticlePageData({
      routePath: AMP_ARTICLE_ROUTE,
      params: (context.params ?? {}) as RouteParams,
      query: context.query as QueryParams,
      fetchSource: options.fetchSource,
      now: new Date(),
      // AMP pages carry the SP ad units (amp-ad); the request path is not read by the article data.
      device: 'SP',
      requestPath: '',
    });
    if (result.kind === 'notFound') return { notFound: true };
    if (result.kind === 'redirect') return { redirect: { destination: result.destination, permanent: result.permanent } };
    if (result.kind === 'denied') {
      context.res.statusCode = result.statusCode;
      context.res.setHeader('Cache-Control', 'no-store');
      return { props: { errorPage: { statusCode: result.statusCode, debug: null } } };
    }
    const html = options.render(result.props);
    context.res.statusCode = 200;
    context.res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // Per page type like the article itself (lib/page-config/cache-control.ts, docs/deploy.md).
    const cacheControl = pageCacheControl({ routePath: AMP_ARTICLE_ROUTE, params: context.params as RouteParams, now: new Date(), revalidateSeconds: options.revalidateSeconds });
    context.res.setHeader('Cache-Control', cacheControl);
    context.res.end(html);
    return { props: {} };
  } catch (error) {
    const statusCode = errorStatusFor(error);
    if (!isApiError(error)) {
      log('error', 'page-error', {
        routePath: AMP_ARTICLE_ROUTE,
        message: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      });
    }
    if (options.redirectOnApiError && isApiError(error)) {
      return { redirect: { destination: `${ERROR_PAGE_PATH}?status=${statusCode}`, permanent: false } };
    }
    context.res.statusCode = statusCode;
    context.res.setHeader('Cache-Control', 'no-store');
    const debug = options.debugOnErrorPage
      ? {
          message: error instanceof Error ? error.message : String(error),
          endpoint: isApiError(error) ? error.record.endpoint : null,
          status: isApiError(error) ? error.record.status : null,
        }
      : null;
    return { props: { errorPage: { statusCode, debug } } };
  }
}

/** getServerSideProps of pages/article/amp/[publicationDate]/[articleId].tsx. */
export function createAmpGetServerSideProps(render: AmpArticleRenderer): GetServerSideProps<AmpRouteProps> {
  return (context) => {
    const clientEnv = getClientEnv();
    return handleAmpArticleRequest(context, {
      fetchSource: getFetchSource(),
      revalidateSeconds: getServerEnv().REVALIDATE_SECONDS,
      redirectOnApiError: clientEnv.NEXT_PUBLIC_REDIRECT_ERROR_PAGE_ON_API_ERROR,
      debugOnErrorPage: clientEnv.NEXT_PUBLIC_DEBUG_ON_ERROR_PAGE,
      render,
    });
  };
}
