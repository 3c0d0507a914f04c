import type { NextApiHandler } from 'next';
import { observeResponse, type FinishingResponse } from '@/foundation/metrics/record';

/** Wraps an API route so its responses count under `route` (e.g. '/api/[...path]') in /api/metrics. */
export function withRouteMetrics(route: string, handler: NextApiHandler): NextApiHandler {
  return (req, res) => {
    observeResponse(route, req.method, res);
    return handler(req, res);
  };
}

interface PageContextLike {
  req: { method?: string };
  res: FinishingResponse;
}

/** Wraps a page's getServerSideProps so its responses (rendered or reused) count under the route pattern. */
export function withPageMetrics<C extends PageContextLike, R>(route: string, getServerSideProps: (context: C) => Promise<R>): (context: C) => Promise<R> {
  return (context) => {
    observeResponse(route, context.req.method, context.res);
    return getServerSideProps(context);
  };
}
