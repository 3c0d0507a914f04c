import type { GetServerSidePropsContext } from 'next';
import { withRenderCache as renderCacheAdapter } from '@/lib/next-adapters/render-cache-adapter';
import { varyFor } from './cache-control';
import { findPageConfig } from './registry';
import { deviceClassOf } from './request-context';

/**
 * Transitional (issue 15): the old signature over lib/next-adapters/render-cache-adapter.ts until
 * server-side-props.ts calls the adapter with the record's `renderCache` and the context's device.
 */
export function withRenderCache<R extends object>(
  routePath: string,
  getServerSideProps: (context: GetServerSidePropsContext) => Promise<R>,
): (context: GetServerSidePropsContext) => Promise<R> {
  return (context) => {
    const device = deviceClassOf(context.req.headers);
    const cacheable = findPageConfig(routePath)?.isPrivate === false;
    return renderCacheAdapter({ cacheable, device, vary: varyFor(context.req.headers, device) }, context, () => getServerSideProps(context));
  };
}
