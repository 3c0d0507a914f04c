import type { NextApiRequest, NextApiResponse } from 'next';
import { getFetchSource } from '@/api-clients/content-api';
import { getSeoDocumentCache } from '@/lib/api-handlers/seo-cache';
import { sendSeoResponse } from '@/lib/api-handlers/seo-response';
import { handleSitemapIndexRequest } from '@/lib/api-handlers/seo-sitemaps';
import { withRouteMetrics } from '@/lib/metrics/with-route-metrics';

/** `/sitemap.xml`, the sitemap index (rewritten here by next.config.js). */
function sitemapIndex(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return sendSeoResponse(req, res, () => handleSitemapIndexRequest({ fetchSource: getFetchSource(), cache: getSeoDocumentCache() }));
}

export default withRouteMetrics('/sitemap.xml', sitemapIndex);
