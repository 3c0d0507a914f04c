/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PeerCertificate } from 'node:tls';
import { isAxiosError } from 'axios';
import { X509Certificate } from 'node:crypto';
import { historyTlsOptions } from '@/api-clients/history-tls';
import { createHttpClients } from '@/api-clients/http-clients';
import { parseClientEnv } from '@/foundation/env/client-env';
import { parseServerEnv } from '@/foundation/env/server-env';
import { createSelfSignedCertificate } from '../support/self-signed-certificate';

// The certificate is made here with node:crypto rather than committed or built with a package:
// no private key in the repository, no expiry date to renew, no dependency to add.
const HISTORY_BODY = { data: [{ articleId: 1, title: '過去の記事' }] };
let server: Server;
const serverCertificate = createSelfSignedCertificate();
const authorizations: (string | undefined)[] = [];
const pinDirectory = mkdtempSync(path.join(os.tmpdir(), 'playnote-pin-'));

/** Writes a PEM file for HISTORY_API_CA_FILE and returns its path. */
function pemFile(name: string, text: string): string {
  const file = path.join(pinDirectory, name);
  writeFileSync(file, text);
  return file;
}

function clientsFor(baseUrl: string, settings: Record<string, string> = {}) {
  // Both backends at the one HTTPS server; mock mode off so the settings' base URLs are used.
  const serverEnv = parseServerEnv({ ...process.env, API_BASE_URL: baseUrl, HISTORY_API_BASE_URL: baseUrl, ...settings });
  const clientEnv = parseClientEnv({ ...process.env, NEXT_PUBLIC_USE_MOCK_DATA: 'false', NEXT_PUBLIC_API_REQUEST_TIMEOUT: '5000' });
  return createHttpClients(serverEnv, clientEnv).clients;
}

beforeAll(async () => {
  server = createServer(serverCertificate, (request, response) => {
    authorizations.push(request.headers.authorization);
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(HISTORY_BODY));
  });
  // Port 0: the system picks a free one.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(pinDirectory, { recursive: true, force: true });
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

describe('HISTORY_API_CA_FILE pins the history API to a CA or its own certificate (issue 35, finding 6)', () => {
  const baseUrl = () => `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (reason: unknown) => reason);

  it('pinned to the server\'s own certificate: 200, with its basic auth', async () => {
    const response = await clientsFor(baseUrl(), { HISTORY_API_CA_FILE: pemFile('own.pem', serverCertificate.cert) }).history.get('/api/history/article');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.data as string)).toEqual(HISTORY_BODY);
  });

  it('a file of several certificates (a rotation) accepts the server when one of them is its own', async () => {
    const file = pemFile('rotation.pem', `${createSelfSignedCertificate('next-year').cert}\n${serverCertificate.cert}`);
    expect((await clientsFor(baseUrl(), { HISTORY_API_CA_FILE: file }).history.get('/api/history/article')).status).toBe(200);
  });

  it('pinned to another certificate: refused with a certificate error before any request is sent (no credentials leave)', async () => {
    const requestsBefore = authorizations.length;
    const error = await refusal(clientsFor(baseUrl(), { HISTORY_API_CA_FILE: pemFile('other.pem', createSelfSignedCertificate('someone-else').cert) }).history.get('/api/history/article'));
    expect(isAxiosError(error)).toBe(true);
    expect(isAxiosError(error) && error.code).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
    expect(authorizations).toHaveLength(requestsBefore);
  });

  it('a pinned leaf is the identity; any other certificate must still match the host name', () => {
    const file = pemFile('leaf.pem', serverCertificate.cert);
    const { checkServerIdentity } = historyTlsOptions(parseServerEnv({ ...process.env, HISTORY_API_CA_FILE: file }).HISTORY_API_CA_FILE);
    const pinnedLeaf = { fingerprint256: new X509Certificate(serverCertificate.cert).fingerprint256, subject: { CN: 'x' }, subjectaltname: 'IP Address:127.0.0.1' } as PeerCertificate;
    expect(checkServerIdentity?.('history.example', pinnedLeaf)).toBeUndefined();
    const issuedByPinnedCa = { ...pinnedLeaf, fingerprint256: 'AA:BB' } as PeerCertificate;
    expect(checkServerIdentity?.('history.example', issuedByPinnedCa)).toMatchObject({ code: 'ERR_TLS_CERT_ALTNAME_INVALID' });
    expect(checkServerIdentity?.('127.0.0.1', issuedByPinnedCa)).toBeUndefined();
  });

  it.each([
    ['a path that does not exist', () => path.join(pinDirectory, 'missing.pem'), /cannot read .*missing\.pem \(ENOENT\)/],
    ['a file without a certificate', () => pemFile('key.pem', serverCertificate.key), /holds no PEM certificate/],
    ['a damaged certificate', () => pemFile('damaged.pem', serverCertificate.cert.replace(/\n[A-Za-z0-9+/]{10}/, '\nAAAAAAAAAA')), /does not parse/],
  ])('%s stops the start-up, naming the setting and the reason', (_label, file, reason) => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => parseServerEnv({ ...process.env, HISTORY_API_CA_FILE: file() })).toThrow('Invalid environment variables');
    const line = logged.mock.calls.map((call) => String(call[0])).join('\n');
    expect(line).toMatch(/HISTORY_API_CA_FILE/);
    expect(line).toMatch(reason);
    logged.mockRestore();
  });

  it('unset keeps spec §7: any certificate', () => {
    expect(historyTlsOptions(undefined)).toMatchObject({ rejectUnauthorized: false });
  });
});
