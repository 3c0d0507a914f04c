import type { NextApiRequest, NextApiResponse } from 'next';
import { getSharedCache } from '@/api-clients/content-api';
import { createHttpClients } from '@/api-clients/http-clients';
import { sendJson } from '@/lib/api-handlers/json-response';
import { createContentApiCheck, handleReadinessRequest, type ReadinessChecks } from '@/lib/api-handlers/readiness';
import { getClientEnv } from '@/foundation/env/client-env';
import { getServerEnv } from '@/foundation/env/server-env';
import { withRouteMetrics } from '@/lib/metrics/with-route-metrics';

let checks: ReadinessChecks | undefined;

function readinessChecks(): ReadinessChecks {
  if (!checks) {
    const sharedCache = getSharedCache();
    checks = {
      contentApi: createContentApiCheck(createHttpClients(getServerEnv(), getClientEnv()).clients.main),
      redis: sharedCache ? () => sharedCache.ping() : null,
    };
  }
  return checks;
}

/** Readiness for orchestrators and deploy scripts: content API and Redis (`/api/health` is liveness). */
export default withRouteMetrics('/api/ready', (req: NextApiRequest, res: NextApiResponse) =>
  sendJson(req, res, () => handleReadinessRequest(readinessChecks())),
);
