import type { NextApiRequest, NextApiResponse } from 'next';
import { handleRobotsRequest } from '@/lib/api-handlers/seo-robots';
import { sendSeoResponse } from '@/lib/api-handlers/seo-response';

/** `/robots.txt` (rewritten here by next.config.js). */
export default function robotsTxt(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return sendSeoResponse(req, res, async () => handleRobotsRequest());
}
