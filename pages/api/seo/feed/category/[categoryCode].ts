import type { NextApiRequest, NextApiResponse } from 'next';
import { getFetchSource } from '@/api-clients/content-api';
import { getSeoDocumentCache } from '@/lib/api-handlers/seo-cache';
import { handleFeedRequest } from '@/lib/api-handlers/seo-feeds';
import { queryString, sendSeoResponse, seoNotFound } from '@/lib/api-handlers/seo-response';
import { withRouteMetrics } from '@/lib/metrics/with-route-metrics';

/** `/category/{categoryCode}/feed/`: RSS 2.0 of a category's newest articles (rewritten here by next.config.js). */
function categoryFeed(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const categoryCode = queryString(req.query.categoryCode);
  return sendSeoResponse(req, res, async () =>
    categoryCode === null ? seoNotFound() : handleFeedRequest(categoryCode, { fetchSource: getFetchSource(), cache: getSeoDocumentCache() }),
  );
}

export default withRouteMetrics('/category/[categoryCode]/feed/', categoryFeed);
