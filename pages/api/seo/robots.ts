import type { NextApiRequest, NextApiResponse } from 'next';
import { handleRobotsRequest } from '@/lib/api-handlers/seo-robots';
import { sendSeoResponse } from '@/lib/api-handlers/seo-response';
import { withRouteMetrics } from '@/lib/metrics/with-route-metrics';

/** `/robots.txt` (rewritten here by next.config.js). */
function robotsTxt(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return sendSeoResponse(req, res, async () => handleRobotsRequest());
}

export default withRouteMetrics('/robots.txt', robotsTxt);
