import type { NextApiRequest, NextApiResponse } from 'next';
import { handleMetricsRequest } from '@/lib/api-handlers/metrics';

/** Prometheus metrics of this replica (restrict access at the proxy; docs/decisions/014-shared-cache.md). */
export default async function metrics(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.setHeader('Cache-Control', 'no-store');
    res.status(405).json({ error: 'method_not_allowed', message: 'GET only' });
    return;
  }
  const answer = await handleMetricsRequest();
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.status(answer.status).send(answer.body);
}
