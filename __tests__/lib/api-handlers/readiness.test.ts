/** @jest-environment node */
import axios from 'axios';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createContentApiCheck, handleReadinessRequest, type CheckResult } from '@/lib/api-handlers/readiness';
import { TEST_API_BASE_URL } from '../../setup/test-env';

const COMMON_PARTS = `${TEST_API_BASE_URL}/api/common_parts`;
const server = setupServer();
const client = axios.create({ baseURL: TEST_API_BASE_URL, responseType: 'text', transformResponse: [(body: unknown) => body] });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const answer = (result: CheckResult) => () => Promise.resolve(result);

describe('/api/ready (decision 014, issue 8)', () => {
  it.each([
    ['ok', null, 200, { status: 'ready', checks: { contentApi: 'ok', redis: 'disabled' } }],
    ['ok', 'ok', 200, { status: 'ready', checks: { contentApi: 'ok', redis: 'ok' } }],
    // Pages are served without Redis: a replica stays in the balancer, reported as degraded.
    ['ok', 'down', 200, { status: 'degraded', checks: { contentApi: 'ok', redis: 'down' } }],
    ['down', 'ok', 503, { status: 'unavailable', checks: { contentApi: 'down', redis: 'ok' } }],
    ['down', null, 503, { status: 'unavailable', checks: { contentApi: 'down', redis: 'disabled' } }],
  ] as const)('content API %s, Redis %s → %i', async (contentApi, redis, status, body) => {
    const response = await handleReadinessRequest({ contentApi: answer(contentApi), redis: redis ? answer(redis) : null });
    expect(response).toEqual({ status, body, headers: { 'Cache-Control': 'no-store' } });
  });
});

describe('content API check: a GET of commonParts past the caches', () => {
  it('ok on a JSON answer; down on an error status, a body that is not JSON, or no answer in time', async () => {
    server.use(http.get(COMMON_PARTS, () => HttpResponse.json({ navigation: [] })));
    await expect(createContentApiCheck(client)()).resolves.toBe('ok');

    server.use(http.get(COMMON_PARTS, () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    await expect(createContentApiCheck(client)()).resolves.toBe('down');

    server.use(http.get(COMMON_PARTS, () => new HttpResponse('<html>maintenance</html>')));
    await expect(createContentApiCheck(client)()).resolves.toBe('down');

    server.use(http.get(COMMON_PARTS, async () => {
      await delay(500);
      return HttpResponse.json({});
    }));
    await expect(createContentApiCheck(client, { timeoutMs: 50 })()).resolves.toBe('down');
  });

  it('probes within the reuse window share one request, so probing never hammers the API', async () => {
    let requests = 0;
    server.use(http.get(COMMON_PARTS, () => {
      requests += 1;
      return HttpResponse.json({});
    }));
    let now = 0;
    const check = createContentApiCheck(client, { reuseMs: 2_000, now: () => now });
    await Promise.all([check(), check()]);
    now = 1_999;
    await check();
    expect(requests).toBe(1);
    now = 2_000;
    await check();
    expect(requests).toBe(2);
  });
});
