import type { NextApiRequest, NextApiResponse } from 'next';
import { getFetchSource } from '@/api-clients/content-api';
import { getSeoDocumentCache } from '@/lib/api-handlers/seo-cache';
import { handleFeedRequest } from '@/lib/api-handlers/seo-feeds';
import { sendSeoResponse } from '@/lib/api-handlers/seo-response';
import { withRouteMetrics } from '@/lib/metrics/with-route-metrics';

/** `/feed/`: RSS 2.0 of the newest articles (rewritten here by next.config.js). */
function articlesFeed(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return sendSeoResponse(req, res, () => handleFeedRequest(null, { fetchSource: getFetchSource(), cache: getSeoDocumentCache() }));
}

export default withRouteMetrics('/feed/', articlesFeed);
