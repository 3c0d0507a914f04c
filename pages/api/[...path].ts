import type { NextApiRequest, NextApiResponse } from 'next';
import { getFetchSource } from '@/api-clients/content-api';
import { sendJson } from '@/lib/api-handlers/json-response';
import { handleSourceProxyRequest } from '@/lib/api-handlers/source-proxy';
import { withRouteMetrics } from '@/lib/metrics/with-route-metrics';

/** Same-origin proxies: `/api/advertising-campaign`, `/api/matome/articles`, … */
function sourceProxy(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const segments = Array.isArray(req.query.path) ? req.query.path : [];
  return sendJson(req, res, (query) => {
    const { path: _catchAll, ...rest } = query;
    void _catchAll;
    return handleSourceProxyRequest(`/api/${segments.join('/')}`, rest, getFetchSource());
  });
}

export default withRouteMetrics('/api/[...path]', sourceProxy);
