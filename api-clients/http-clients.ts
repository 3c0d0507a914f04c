import https from 'node:https';
import axios, { type AxiosInstance } from 'axios';
import type { ClientEnv } from '@/foundation/env/client-env';
import type { ServerEnv } from '@/foundation/env/server-env';
import { historyTlsOptions } from './history-tls';
import type { Backend } from './sources';

export type UpstreamBackend = Exclude<Backend, 'site'>;

export interface HttpClients {
  baseUrls: Record<UpstreamBackend, string>;
  clients: Record<UpstreamBackend, AxiosInstance>;
}

/**
 * The main and history API clients (spec §7). Bodies are read as text so malformed JSON is
 * our error to report, not axios's to swallow. In mock mode both point at the bundled content API.
 */
export function createHttpClients(serverEnv: ServerEnv, clientEnv: ClientEnv): HttpClients {
  const useMock = clientEnv.NEXT_PUBLIC_USE_MOCK_DATA;
  const baseUrls = {
    main: useMock ? clientEnv.NEXT_PUBLIC_MOCK_API_BASE_URL : serverEnv.API_BASE_URL,
    history: useMock ? clientEnv.NEXT_PUBLIC_MOCK_API_BASE_URL : serverEnv.HISTORY_API_BASE_URL,
  };
  const common = {
    timeout: clientEnv.NEXT_PUBLIC_API_REQUEST_TIMEOUT,
    responseType: 'text' as const,
    transformResponse: [(body: unknown) => body],
    headers: { Accept: 'application/json' },
    maxRedirects: 0,
    validateStatus: (status: number) => status >= 200 && status < 300,
  };
  return {
    baseUrls,
    clients: {
      main: axios.create({ ...common, baseURL: baseUrls.main }),
      history: axios.create({
        ...common,
        baseURL: baseUrls.history,
        auth: { username: serverEnv.HISTORY_API_USERNAME, password: serverEnv.HISTORY_API_PASSWORD },
        // The history API presents a certificate we cannot verify (spec §7): only this client accepts
        // one, or checks it against the operator's pinned CA or certificate (HISTORY_API_CA_FILE).
        httpsAgent: new https.Agent(historyTlsOptions(serverEnv.HISTORY_API_CA_FILE)),
      }),
    },
  };
}
