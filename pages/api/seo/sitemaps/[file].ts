import type { NextApiRequest, NextApiResponse } from 'next';
import { getFetchSource } from '@/api-clients/content-api';
import { getSeoDocumentCache } from '@/lib/api-handlers/seo-cache';
import { queryString, sendSeoResponse, seoNotFound } from '@/lib/api-handlers/seo-response';
import { handleSitemapRequest } from '@/lib/api-handlers/seo-sitemaps';
import { withRouteMetrics } from '@/lib/metrics/with-route-metrics';

/** `/sitemaps/{file}`: one child sitemap of the index (rewritten here by next.config.js). */
function sitemapFile(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const fileName = queryString(req.query.file);
  return sendSeoResponse(req, res, async () =>
    fileName === null ? seoNotFound() : handleSitemapRequest(fileName, { fetchSource: getFetchSource(), cache: getSeoDocumentCache() }),
  );
}

export default withRouteMetrics('/sitemaps/[file]', sitemapFile);
