/** @jest-environment node */
import { createHttpClients } from '@/api-clients/http-clients';
import { parseClientEnv } from '@/foundation/env/client-env';
import { parseServerEnv } from '@/foundation/env/server-env';

// Settings given here, not read from the process: the answer must not depend on what the machine
// runs (a content API already listening on 8080) or on the test environment's own base URLs.
const SERVER = parseServerEnv({
  API_BASE_URL: 'https://api.example.jp',
  HISTORY_API_BASE_URL: 'https://history.example.jp',
  HISTORY_API_USERNAME: 'user',
  HISTORY_API_PASSWORD: 'secret',
});
const CLIENT = {
  NEXT_PUBLIC_CAMION_IMAGE_BASE_URL: 'https://img.example.jp/camion',
  NEXT_PUBLIC_COMMON_IMAGE_BASE_URL: 'https://img.example.jp/common',
  NEXT_PUBLIC_UPLOADED_IMAGE_BASE_URL: 'https://img.example.jp/uploaded',
};

/** Where each client would send a request for `path`, worked out by axios without sending it. */
function requestUrls(clientSettings: Record<string, string>, path: string) {
  const { baseUrls, clients } = createHttpClients(SERVER, parseClientEnv({ ...CLIENT, ...clientSettings }));
  return { baseUrls, main: clients.main.getUri({ url: path }), history: clients.history.getUri({ url: path }) };
}

describe('the backends the clients call (spec §7)', () => {
  it('spec §7: the mock base is local port 8080 when nothing sets it', () => {
    expect(parseClientEnv(CLIENT).NEXT_PUBLIC_MOCK_API_BASE_URL).toBe('http://localhost:8080');
  });

  it('spec §7: mock mode on sends both the main and the history API to the mock base (8080 by default)', () => {
    expect(requestUrls({ NEXT_PUBLIC_USE_MOCK_DATA: 'true' }, '/api/article')).toEqual({
      baseUrls: { main: 'http://localhost:8080', history: 'http://localhost:8080' },
      main: 'http://localhost:8080/api/article',
      history: 'http://localhost:8080/api/article',
    });
  });

  it('spec §7: mock mode on follows a configured mock base', () => {
    const urls = requestUrls({ NEXT_PUBLIC_USE_MOCK_DATA: 'true', NEXT_PUBLIC_MOCK_API_BASE_URL: 'http://127.0.0.1:9100' }, '/com_articles/_search');
    expect([urls.main, urls.history]).toEqual(['http://127.0.0.1:9100/com_articles/_search', 'http://127.0.0.1:9100/com_articles/_search']);
  });

  it.each([
    ['mock mode off', { NEXT_PUBLIC_USE_MOCK_DATA: 'false' }],
    ['mock mode unset (off by default, spec §9)', {}],
    ['mock mode off with a mock base set', { NEXT_PUBLIC_USE_MOCK_DATA: 'false', NEXT_PUBLIC_MOCK_API_BASE_URL: 'http://127.0.0.1:9100' }],
  ])('spec §7: %s sends each backend to its own base URL', (_case, settings) => {
    expect(requestUrls(settings, '/api/article')).toEqual({
      baseUrls: { main: 'https://api.example.jp', history: 'https://history.example.jp' },
      main: 'https://api.example.jp/api/article',
      history: 'https://history.example.jp/api/article',
    });
  });
});
