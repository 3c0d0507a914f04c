/** @jest-environment node */
// Secrets never reach the logs (issue 7): the basic-auth credentials of the history API stay out of
// every API error record, whatever the failure and whatever the upstream echoes back.
// (__tests__/api-clients/fetch-source.test.ts covers a plain 503; these are the other failures.)
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createSourceFetcher } from '@/api-clients/fetch-source';
import { createHttpClients } from '@/api-clients/http-clients';
import { ServerCache } from '@/api-clients/cache/server-cache';
import { parseClientEnv } from '@/foundation/env/client-env';
import { parseServerEnv } from '@/foundation/env/server-env';

const HISTORY_BASE_URL = 'http://history-api.test';
const USERNAME = 'hist-user';
const PASSWORD = 'Pa55-w0rd-that-must-not-leak';
const BASIC = Buffer.from(`${USERNAME}:${PASSWORD}`).toString('base64');
const SECRETS = [PASSWORD, BASIC, `Basic ${BASIC}`];

const server = setupServer();
let logged: string[] = [];

function makeFetcher() {
  const serverEnv = parseServerEnv({ ...process.env, HISTORY_API_BASE_URL: HISTORY_BASE_URL, HISTORY_API_USERNAME: USERNAME, HISTORY_API_PASSWORD: PASSWORD });
  const clientEnv = parseClientEnv({ ...process.env, NEXT_PUBLIC_USE_MOCK_DATA: 'false', NEXT_PUBLIC_API_REQUEST_TIMEOUT: '100' });
  const cache = new ServerCache({ enabled: false, maxEntries: 10, maxBytes: 100_000, staleRetentionMs: 0 });
  return createSourceFetcher({ http: createHttpClients(serverEnv, clientEnv), cache });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  logged = [];
  for (const method of ['error', 'log', 'warn', 'info'] as const) jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const SEARCH = `${HISTORY_BASE_URL}/com_articles/_search`;

async function failAndReadLogs(): Promise<{ text: string; errorText: string }> {
  let thrown: unknown;
  try {
    await makeFetcher()('historaArticles', {});
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeDefined();
  const errorText = JSON.stringify(thrown, Object.getOwnPropertyNames(thrown as object)) + String((thrown as Error).stack ?? '');
  return { text: logged.join('\n'), errorText };
}

describe('API error records never contain the history API credentials', () => {
  it.each([
    ['a 401 whose body and headers echo the Authorization header', () =>
      http.get(SEARCH, ({ request }) =>
        HttpResponse.json({ error: 'denied', received: request.headers.get('authorization') }, { status: 401, headers: { 'X-Echo-Authorization': request.headers.get('authorization') ?? '' } }),
      )],
    ['a 500 with an HTML body', () => http.get(SEARCH, () => new HttpResponse('<h1>boom</h1>', { status: 500 }))],
    ['a timeout (504)', () => http.get(SEARCH, async () => { await delay(1_000); return HttpResponse.json({}); })],
    ['a refused connection (-1)', () => http.get(SEARCH, () => HttpResponse.error())],
    ['malformed JSON', () => http.get(SEARCH, () => new HttpResponse('{"hits": [', { status: 200 }))],
    ['a body failing the schema that echoes the header', () =>
      http.get(SEARCH, ({ request }) => HttpResponse.json({ unexpected: request.headers.get('authorization') }))],
    // Issue 35, finding 1: a 2xx answer that cannot be used, echoing the credentials.
    ['a 200 that is not JSON, echoing the Authorization header in its body and in X-Echo-Auth', () =>
      http.get(SEARCH, ({ request }) =>
        new HttpResponse(`not json: ${request.headers.get('authorization')}`, { status: 200, headers: { 'X-Echo-Auth': request.headers.get('authorization') ?? '' } }),
      )],
    ['a 200 failing the schema, echoing the password in X-Echo-Auth', () =>
      http.get(SEARCH, () => HttpResponse.json({ hits: 'not a list' }, { headers: { 'X-Echo-Auth': PASSWORD } }))],
  ])('%s: logged once, with the request header record but no password or Basic token', async (_label, handler) => {
    server.use(handler());
    const { text, errorText } = await failAndReadLogs();
    const apiErrors = logged.filter((line) => line.includes('"api-error"'));
    expect(apiErrors).toHaveLength(1);
    expect(JSON.parse(apiErrors[0]!)).toHaveProperty('requestHeader');
    for (const secret of SECRETS) {
      expect(text).not.toContain(secret);
      expect(errorText).not.toContain(secret);
    }
  });

  it('the history API really was called with the credentials (so the test above can fail)', async () => {
    let authorization: string | null = null;
    server.use(http.get(SEARCH, ({ request }) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json({}, { status: 503 });
    }));
    await failAndReadLogs();
    expect(authorization).toBe(`Basic ${BASIC}`);
  });
});
