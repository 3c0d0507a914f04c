import { getClientEnv } from '@/foundation/env/client-env';
import { getServerEnv } from '@/foundation/env/server-env';
import { createHttpClients } from '@/api-clients/http-clients';
import { trustedProxySet } from './client-address';
import { createReportForwarder } from './forward-reports';
import { createLoggingHandler } from './logging-handler';
import { createRateLimiter } from './rate-limiter';

/** The process's /api/logging handler from the validated settings: one rate limiter per replica. */
export function createProcessLoggingHandler(): ReturnType<typeof createLoggingHandler> {
  const serverEnv = getServerEnv();
  const forward = serverEnv.LOGGING_FORWARD_ENABLED
    ? createReportForwarder({ client: createHttpClients(serverEnv, getClientEnv()).clients.main })
    : null;
  return createLoggingHandler({
    limiter: createRateLimiter(),
    trustedProxies: trustedProxySet(serverEnv.TRUSTED_PROXY_ADDRESSES),
    forward,
  });
}
