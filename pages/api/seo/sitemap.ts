import type { NextApiRequest, NextApiResponse } from 'next';
import { getFetchSource } from '@/api-clients/content-api';
import { getSeoDocumentCache } from '@/lib/api-handlers/seo-cache';
import { sendSeoResponse } from '@/lib/api-handlers/seo-response';
import { handleSitemapIndexRequest } from '@/lib/api-handlers/seo-sitemaps';

/** `/sitemap.xml`, the sitemap index (rewritten here by next.config.js). */
export default function sitemapIndex(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return sendSeoResponse(req, res, () => handleSitemapIndexRequest({ fetchSource: getFetchSource(), cache: getSeoDocumentCache() }));
}
