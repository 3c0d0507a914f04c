import type { NextApiRequest, NextApiResponse } from 'next';
import { getFetchSource } from '@/api-clients/content-api';
import { createHttpCache } from '@/api-clients/server-cache';
import { sendJson } from '@/lib/api-handlers/json-response';
import { handlePagePropsRequest } from '@/lib/api-handlers/page-props-data';

const httpCache = createHttpCache();

export default function pagePropsData(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return sendJson(req, res, (query) =>
    handlePagePropsRequest(query, { fetchSource: getFetchSource(), httpCache, userAgent: req.headers['user-agent'] }),
  );
}
