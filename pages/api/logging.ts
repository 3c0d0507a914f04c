import type { NextApiRequest, NextApiResponse } from 'next';
import { createProcessLoggingHandler } from '@/lib/api-handlers/logging/process-logging-handler';
import { withRouteMetrics } from '@/lib/metrics/with-route-metrics';

// The handler reads the body itself, up to 8 KB (decision 028).
export const config = { api: { bodyParser: false } };

let handler: ReturnType<typeof createProcessLoggingHandler> | undefined;

/** Browser error and CSP violation reports: `POST /api/logging/`. */
function logging(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  handler ??= createProcessLoggingHandler();
  return handler(req, res);
}

export default withRouteMetrics('/api/logging', logging);
