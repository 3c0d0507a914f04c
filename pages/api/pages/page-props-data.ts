import type { NextApiRequest, NextApiResponse } from 'next';
import { getFetchSource } from '@/api-clients/content-api';
import { getClientEnv } from '@/foundation/env/client-env';
import { createHttpCache } from '@/api-clients/cache/server-cache';
import { renderIslands } from '@/components/pages/island-renderers';
import { sendJson } from '@/lib/api-handlers/json-response';
import { handlePagePropsRequest } from '@/lib/api-handlers/page-props-data';
import { withRouteMetrics } from '@/lib/metrics/with-route-metrics';

const httpCache = createHttpCache();

function pagePropsData(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return sendJson(req, res, (query) =>
    handlePagePropsRequest(query, {
      fetchSource: getFetchSource(),
      httpCache,
      headers: req.headers,
      renderIslands,
      upstreamTimeoutMs: getClientEnv().NEXT_PUBLIC_API_REQUEST_TIMEOUT,
    }),
  );
}

export default withRouteMetrics('/api/pages/page-props-data', pagePropsData);
