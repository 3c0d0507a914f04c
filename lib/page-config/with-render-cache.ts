import type { GetServerSidePropsContext } from 'next';
import { getServerEnv } from '@/foundation/env/server-env';
import { RenderCache } from './render-cache';
import { captureResponse, RENDER_CACHE_HEADER, renderCacheKey, sendRenderedPage } from './render-cache-http';
import { findPageConfig } from './registry';

/** Pages whose answers are never reused: search results are per reader's query (and not cached upstream either). */
export const RENDER_CACHE_EXCLUDED_ROUTES: readonly string[] = ['/search/', '/search-history/'];

/** Previews (private), search and unknown routes always render. */
export function isRenderCacheable(routePath: string): boolean {
  const config = findPageConfig(routePath);
  return Boolean(config) && !config?.isPrivate && !RENDER_CACHE_EXCLUDED_ROUTES.includes(routePath);
}

const GLOBAL_KEY = Symbol.for('playnote.renderCache');

/** One cache per process (kept on globalThis so every page module of the build shares it). */
export function getRenderCache(): RenderCache {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: RenderCache };
  if (!holder[GLOBAL_KEY]) {
    const env = getServerEnv();
    holder[GLOBAL_KEY] = new RenderCache({ ttlMs: env.RENDER_CACHE_TTL_MS, maxBytes: env.RENDER_CACHE_MAX_BYTES });
  }
  return holder[GLOBAL_KEY];
}

type Context = GetServerSidePropsContext;

/** After a kept page was sent, Next sees the response finished and renders nothing. */
const alreadySent = <R>(): R => ({ props: {} }) as R;

/**
 * Puts the render cache (decision 015) in front of a page's getServerSideProps: a fresh kept page is
 * sent as is, a request arriving while the same page renders waits for that render, and otherwise
 * the page renders and a 200 answer is kept for the next requests.
 */
export function withRenderCache<R extends object>(
  routePath: string,
  getServerSideProps: (context: Context) => Promise<R>,
  cache: () => RenderCache = getRenderCache,
): (context: Context) => Promise<R> {
  return async (context: Context) => {
    const renderCache = cache();
    if (!renderCache.enabled || context.req.method !== 'GET' || !isRenderCacheable(routePath)) {
      return getServerSideProps(context);
    }
    const lookup = renderCache.lookup(renderCacheKey(context.req, context.resolvedUrl));
    if (lookup.kind === 'hit') {
      sendRenderedPage(context.req, context.res, lookup.page);
      return alreadySent<R>();
    }
    if (lookup.kind === 'wait') {
      const page = await lookup.pending;
      if (page) {
        sendRenderedPage(context.req, context.res, page);
        return alreadySent<R>();
      }
      return getServerSideProps(context);
    }

    context.res.setHeader(RENDER_CACHE_HEADER, 'miss');
    captureResponse(context.res, lookup.settle);
    try {
      const result = await getServerSideProps(context);
      // Redirects, 404s and error pages are not kept; let waiting requests render for themselves now.
      const isPage = 'props' in result && context.res.statusCode === 200;
      if (!isPage) lookup.settle(null);
      return result;
    } catch (error) {
      lookup.settle(null);
      throw error;
    }
  };
}
