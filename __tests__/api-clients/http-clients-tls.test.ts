/** @jest-environment node */
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { isAxiosError } from 'axios';
import { createHttpClients } from '@/api-clients/http-clients';
import { parseClientEnv } from '@/foundation/env/client-env';
import { parseServerEnv } from '@/foundation/env/server-env';
import { createSelfSignedCertificate } from '../support/self-signed-certificate';

// The certificate is made here with node:crypto rather than committed or built with a package:
// no private key in the repository, no expiry date to renew, no dependency to add.
const HISTORY_BODY = { data: [{ articleId: 1, title: '過去の記事' }] };
let server: Server;
const authorizations: (string | undefined)[] = [];

function clientsFor(baseUrl: string) {
  // Both backends at the one HTTPS server; mock mode off so the settings' base URLs are used.
  const serverEnv = parseServerEnv({ ...process.env, API_BASE_URL: baseUrl, HISTORY_API_BASE_URL: baseUrl });
  const clientEnv = parseClientEnv({ ...process.env, NEXT_PUBLIC_USE_MOCK_DATA: 'false', NEXT_PUBLIC_API_REQUEST_TIMEOUT: '5000' });
  return createHttpClients(serverEnv, clientEnv).clients;
}

beforeAll(async () => {
  server = createServer(createSelfSignedCertificate(), (request, response) => {
    authorizations.push(request.headers.authorization);
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(HISTORY_BODY));
  });
  // Port 0: the system picks a free one.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('spec §7: the history API accepts an unverified TLS certificate, the main API does not (issue 19)', () => {
  const baseUrl = () => `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  it('the history client gets 200 and the body from a server with a self-signed certificate, with its basic auth', async () => {
    const response = await clientsFor(baseUrl()).history.get('/api/history/article');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.data as string)).toEqual(HISTORY_BODY);
    expect(authorizations.at(-1)).toBe(`Basic ${Buffer.from('test-user:test-password').toString('base64')}`);
  });

  it('the main client refuses the same server with a certificate error and never sends a request', async () => {
    const requestsBefore = authorizations.length;
    const error: unknown = await clientsFor(baseUrl())
      .main.get('/api/article')
      .then(() => undefined, (reason: unknown) => reason);
    expect(isAxiosError(error)).toBe(true);
    expect(isAxiosError(error) && error.code).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
    expect(isAxiosError(error) && error.response).toBeUndefined();
    expect(authorizations).toHaveLength(requestsBefore);
  });
});
