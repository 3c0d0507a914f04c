/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createHttpClients } from '@/api-clients/http-clients';
import { parseClientEnv } from '@/foundation/env/client-env';
import { parseServerEnv } from '@/foundation/env/server-env';
import { trustedProxySet } from '@/lib/api-handlers/logging/client-address';
import { createReportForwarder, FORWARD_MAX_IN_FLIGHT } from '@/lib/api-handlers/logging/forward-reports';
import { createLoggingHandler } from '@/lib/api-handlers/logging/logging-handler';
import { createRateLimiter } from '@/lib/api-handlers/logging/rate-limiter';
import { TEST_API_BASE_URL } from '../../../setup/test-env';
import { errorReport, post, serveHandler, type ServedHandler } from './serve-handler';

/** What pages/api/logging.ts exports (read with requireActual: nothing imports pages/). */
interface LoggingRoute {
  config: unknown;
  default: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}
const UPSTREAM = `${TEST_API_BASE_URL}/api/logging`;
const upstream = setupServer();
// The test's own requests go to the handler on loopback; only the content API is mocked.
beforeAll(() =>
  upstream.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname !== '127.0.0.1') print.error();
    },
  }),
);
afterAll(() => upstream.close());

let served: ServedHandler | undefined;
let warnings: jest.SpyInstance;
beforeEach(() => {
  warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  upstream.resetHandlers();
  await served?.close();
  served = undefined;
  warnings.mockRestore();
});

const mainClient = () => createHttpClients(parseServerEnv(process.env), parseClientEnv(process.env)).clients.main;
const loggedEvents = () => warnings.mock.calls.map(([line]) => (JSON.parse(String(line)) as { event: string }).event);

/** The handler with forwarding through the site's main API client, or without (null). */
async function serve(forwarding: { timeoutMs?: number } | null): Promise<string> {
  const forward = forwarding ? createReportForwarder({ client: mainClient(), ...forwarding }) : null;
  served = await serveHandler(createLoggingHandler({ limiter: createRateLimiter(), trustedProxies: trustedProxySet([]), forward }));
  return served.url;
}

/** Records what reaches the content API's /api/logging, answering with `respond`. */
function recordUpstream(respond: () => Promise<Response> | Response = () => new HttpResponse(null, { status: 204 })) {
  const received: unknown[] = [];
  upstream.use(
    http.post(UPSTREAM, async ({ request }) => {
      received.push(await request.json());
      return respond();
    }),
  );
  return received;
}

const until = async (condition: () => boolean, timeoutMs = 2_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('forwarding accepted reports to the content API (LOGGING_FORWARD_ENABLED)', () => {
  it('on: the reports go to the content API\'s POST /api/logging; the reporter gets 204', async () => {
    const received = recordUpstream();
    const response = await post(await serve({}), JSON.stringify(errorReport({ message: 'forward me' })));
    expect(response.status).toBe(204);
    await until(() => received.length > 0);
    expect(received).toEqual([{ reports: [expect.objectContaining({ kind: 'error', message: 'forward me' })] }]);
  });

  it('off: nothing reaches the content API', async () => {
    const received = recordUpstream();
    expect((await post(await serve(null), JSON.stringify(errorReport()))).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(0);
  });

  it('a refused report (400) is not forwarded', async () => {
    const received = recordUpstream();
    expect((await post(await serve({}), '{')).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(0);
  });

  it('an upstream failure (500) does not change the 204, and is logged', async () => {
    const received = recordUpstream(() => HttpResponse.json({ error: 'down' }, { status: 500 }));
    expect((await post(await serve({}), JSON.stringify(errorReport()))).status).toBe(204);
    await until(() => loggedEvents().includes('browser-report-forward-failed'));
    expect(received).toHaveLength(1);
    expect(loggedEvents()).toEqual(['browser-report', 'browser-report-forward-failed']);
  });

  it('the 204 does not wait for the content API: it arrives while the upstream has not answered', async () => {
    // Ordering, not a stopwatch: the upstream answers only when the test opens the gate, after the 204.
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    const received = recordUpstream(async () => {
      await gate;
      return new HttpResponse(null, { status: 204 });
    });
    expect((await post(await serve({ timeoutMs: 30_000 }), JSON.stringify(errorReport()))).status).toBe(204);
    await until(() => received.length === 1);
    expect(received).toHaveLength(1);
    expect(loggedEvents()).toEqual(['browser-report']);
    openGate();
  });

  it('an upstream that never answers: the forward gives up after its timeout, and says so', async () => {
    recordUpstream(async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 204 });
    });
    expect((await post(await serve({ timeoutMs: 300 }), JSON.stringify(errorReport()))).status).toBe(204);
    await until(() => loggedEvents().includes('browser-report-forward-failed'), 5_000);
    expect(loggedEvents()).toContain('browser-report-forward-failed');
  });

  it('forwards waiting at once are bounded (16 by default, 2 here); beyond them a report is logged, not forwarded', async () => {
    expect(FORWARD_MAX_IN_FLIGHT).toBe(16);
    const received = recordUpstream(async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 204 });
    });
    const forward = createReportForwarder({ client: mainClient(), timeoutMs: 500, maxInFlight: 2 });
    for (let index = 0; index < 3; index += 1) forward([{ kind: 'error', message: `m${index}`, page: '/' }]);
    await until(() => received.length === 2);
    expect(loggedEvents()).toEqual(['browser-report-forward-skipped']);
    await until(() => loggedEvents().filter((event) => event === 'browser-report-forward-failed').length === 2);
  });
});

describe('the route as Next runs it (pages/api/logging.ts)', () => {
  it('reads its own body (bodyParser off) and forwards only with LOGGING_FORWARD_ENABLED=true', async () => {
    for (const [setting, forwarded] of [[undefined, 0], ['false', 0], ['true', 1]] as const) {
      const received = recordUpstream();
      if (setting) process.env.LOGGING_FORWARD_ENABLED = setting;
      else delete process.env.LOGGING_FORWARD_ENABLED;
      let route: LoggingRoute | undefined;
      jest.isolateModules(() => {
        route = jest.requireActual<LoggingRoute>('@/pages/api/logging');
      });
      expect(route?.config).toEqual({ api: { bodyParser: false } });
      const handler = route?.default;
      if (!handler) throw new Error('pages/api/logging.ts has no default export');
      served = await serveHandler(handler);
      expect((await post(served.url, JSON.stringify(errorReport()))).status).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect([setting, received.length]).toEqual([setting, forwarded]);
      await served.close();
      served = undefined;
      upstream.resetHandlers();
    }
    delete process.env.LOGGING_FORWARD_ENABLED;
  });
});
