import type { NextApiRequest, NextApiResponse } from 'next';
import { handleMetricsRequest } from '@/lib/api-handlers/metrics';
import { mayReadMetrics } from '@/lib/api-handlers/metrics-access';
import { trustedProxySet } from '@/lib/api-handlers/logging/client-address';
import { getServerEnv } from '@/foundation/env/server-env';

/**
 * Prometheus metrics of this replica, for loopback, listed scrapers or the bearer token only
 * (issue 35; nginx blocks the path as well: docs/decisions/014-shared-cache.md).
 */
export default async function metrics(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const env = getServerEnv();
  const rules = { trustedProxies: trustedProxySet(env.TRUSTED_PROXY_ADDRESSES), allowedAddresses: env.METRICS_ALLOWED_ADDRESSES, bearerToken: env.METRICS_BEARER_TOKEN };
  if (!mayReadMetrics({ socketAddress: req.socket.remoteAddress, forwardedFor: req.headers['x-forwarded-for'], authorization: req.headers.authorization }, rules)) {
    res.setHeader('Cache-Control', 'no-store');
    res.status(403).json({ error: 'forbidden', message: 'metrics are for this machine and its scrapers' });
    return;
  }
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
