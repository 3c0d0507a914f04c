/** @jest-environment node */
import { trustedProxySet } from '@/lib/api-handlers/logging/client-address';
import { createLoggingHandler, type LoggingHandlerDeps } from '@/lib/api-handlers/logging/logging-handler';
import { createRateLimiter } from '@/lib/api-handlers/logging/rate-limiter';
import { MAX_REPORT_BODY_BYTES } from '@/lib/api-handlers/logging/read-body';
import { errorReport, post, serveHandler, type ServedHandler } from './serve-handler';

let served: ServedHandler | undefined;
let warnings: jest.SpyInstance;

beforeEach(() => {
  warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  await served?.close();
  served = undefined;
  warnings.mockRestore();
});

async function serve(deps: Partial<LoggingHandlerDeps> = {}): Promise<string> {
  served = await serveHandler(createLoggingHandler({ limiter: createRateLimiter(), trustedProxies: trustedProxySet([]), forward: null, ...deps }));
  return served.url;
}

const loggedReports = () => warnings.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>).filter((line) => line.event === 'browser-report');

const LEGACY_CSP = {
  'csp-report': {
    'document-uri': 'https://playnote.test/',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    'blocked-uri': 'https://evil.test/x.js',
    'line-number': 4,
    disposition: 'enforce',
  },
};
const REPORTING_API_BATCH = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://playnote.test/',
    user_agent: 'Mozilla/5.0',
    body: { documentURL: 'https://playnote.test/', effectiveDirective: 'img-src', blockedURL: 'https://evil.test/a.png', disposition: 'enforce', statusCode: 200 },
  },
  {
    type: 'csp-violation',
    age: 12,
    url: 'https://playnote.test/news/',
    user_agent: 'Mozilla/5.0',
    body: { documentURL: 'https://playnote.test/news/', effectiveDirective: 'script-src-elem', blockedURL: 'inline', sample: 'alert(1)', lineNumber: 3, sourceFile: null },
  },
];

describe('POST /api/logging: 204 for each content type', () => {
  it.each([
    ['application/json (the site\'s error report)', 'application/json', errorReport(), [{ kind: 'error', message: 'boom', line: 12, page: '/article/202607/123456/' }]],
    ['application/json with a charset, an unhandled rejection', 'application/json; charset=UTF-8', { kind: 'unhandledrejection', message: 'nope', page: '/' }, [{ kind: 'unhandledrejection', message: 'nope' }]],
    ['application/csp-report (report-uri)', 'application/csp-report', LEGACY_CSP, [{ kind: 'csp-violation', page: 'https://playnote.test/', directive: 'script-src-elem', blocked: 'https://evil.test/x.js', line: 4 }]],
    ['application/reports+json (Reporting API)', 'application/reports+json', REPORTING_API_BATCH, [{ kind: 'csp-violation', directive: 'img-src' }, { kind: 'csp-violation', directive: 'script-src-elem', sample: 'alert(1)' }]],
  ])('%s → 204, one log line per report', async (_case, contentType, body, expected) => {
    const response = await post(await serve(), JSON.stringify(body), { 'Content-Type': contentType });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const logged = loggedReports();
    expect(logged).toHaveLength(expected.length);
    expected.forEach((fields, index) => expect(logged[index]).toMatchObject(fields));
    expect(logged.map((line) => line.level)).toEqual(expected.map(() => 'warn'));
  });
});

describe('body size limit: 8 KB (8192 bytes)', () => {
  /** A valid report of exactly `bytes` bytes (UTF-8), padded in its stack. */
  function reportOfBytes(bytes: number): string {
    const base = errorReport({ message: 'ゲーム'.repeat(333), source: `https://playnote.test/${'s'.repeat(2000)}`, page: `/${'p'.repeat(2000)}`, stack: '' });
    const padding = bytes - Buffer.byteLength(JSON.stringify(base));
    return JSON.stringify({ ...base, stack: 's'.repeat(padding) });
  }

  it('accepts a body of exactly 8192 bytes and just under (8191) with 204', async () => {
    const url = await serve();
    expect(Buffer.byteLength(reportOfBytes(MAX_REPORT_BODY_BYTES))).toBe(8192);
    expect((await post(url, reportOfBytes(8192))).status).toBe(204);
    expect((await post(url, reportOfBytes(8191))).status).toBe(204);
  });

  it('answers 413 to 8 KB + 1 byte (8193) declared in Content-Length, without logging it', async () => {
    const response = await post(await serve(), reportOfBytes(8193));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'payload_too_large', message: 'Report bodies are limited to 8 KB' });
    expect(loggedReports()).toHaveLength(0);
  });

  it('answers 413 to a chunked body (no Content-Length) once it passes 8192 bytes', async () => {
    let sent = 0;
    const chunk = new Uint8Array(1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Up to 1 MB: far more than the handler may read.
        if (sent >= 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(await serve(), { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
  });
});

describe('400 for malformed JSON and schema failures (short JSON, nothing internal)', () => {
  it.each([
    ['malformed JSON', 'application/json', '{"kind": "error",', 'Malformed JSON'],
    ['a body that is not UTF-8', 'application/json', Buffer.from([0x22, 0xff, 0xfe, 0x22]), 'Malformed JSON'],
    ['an unknown kind', 'application/json', JSON.stringify(errorReport({ kind: 'warning' })), 'Not a valid report'],
    ['a message over 1000 characters', 'application/json', JSON.stringify(errorReport({ message: 'x'.repeat(1001) })), 'Not a valid report'],
    ['a stack over 4000 characters', 'application/json', JSON.stringify(errorReport({ stack: 'x'.repeat(4001) })), 'Not a valid report'],
    ['a page that is not a path', 'application/json', JSON.stringify(errorReport({ page: 'https://evil.test/' })), 'Not a valid report'],
    ['a line that is not a number', 'application/json', JSON.stringify(errorReport({ line: '12' })), 'Not a valid report'],
    ['a legacy CSP report without document-uri', 'application/csp-report', JSON.stringify({ 'csp-report': { 'blocked-uri': 'x' } }), 'Not a valid report'],
    ['a Reporting API body that is not an array', 'application/reports+json', JSON.stringify(REPORTING_API_BATCH[0]), 'Not a valid report'],
    ['an empty Reporting API batch', 'application/reports+json', '[]', 'Not a valid report'],
    ['a Reporting API report of another type', 'application/reports+json', JSON.stringify([{ ...REPORTING_API_BATCH[0], type: 'deprecation' }]), 'Not a valid report'],
  ])('%s → 400', async (_case, contentType, body, message) => {
    const response = await post(await serve(), body, { 'Content-Type': contentType });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'bad_request', message });
    expect(loggedReports()).toHaveLength(0);
  });

  it.each([['text/plain'], ['application/x-www-form-urlencoded'], ['']])('content type %j → 415', async (contentType) => {
    const response = await post(await serve(), JSON.stringify(errorReport()), contentType ? { 'Content-Type': contentType } : {});
    expect(response.status).toBe(415);
  });
});

describe('methods: POST only, 405 with Allow: POST otherwise', () => {
  it.each([['GET'], ['PUT'], ['DELETE']])('%s → 405 with Allow: POST', async (method) => {
    const response = await fetch(await serve(), { method, body: method === 'GET' ? undefined : '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('rate limit: 60 reports a minute per client address, then 429', () => {
  async function postTimes(url: string, times: number, forwardedFor: (index: number) => string | undefined): Promise<number[]> {
    const statuses: number[] = [];
    for (let index = 0; index < times; index += 1) {
      const forwarded = forwardedFor(index);
      const response = await post(url, JSON.stringify(errorReport()), { 'Content-Type': 'application/json', ...(forwarded ? { 'X-Forwarded-For': forwarded } : {}) });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    return statuses;
  }

  it('the 61st report within a minute from one address → 429 with Retry-After', async () => {
    const statuses = await postTimes(await serve(), 61, () => undefined);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(204));
    expect(statuses[60]).toBe(429);
  });

  it('a Reporting API batch counts each of its reports: 30 batches of 2 fill the 60, the 31st → 429', async () => {
    const url = await serve();
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      statuses.push((await post(url, JSON.stringify(REPORTING_API_BATCH), { 'Content-Type': 'application/reports+json' })).status);
    }
    expect(REPORTING_API_BATCH).toHaveLength(2);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(204));
    expect(statuses[30]).toBe(429);
  });

  it('a spoofed X-Forwarded-For from an untrusted address does not escape the limit (429 on the 61st)', async () => {
    const statuses = await postTimes(await serve({ trustedProxies: trustedProxySet(['10.0.0.2']) }), 61, (index) => `198.51.100.${index}`);
    expect(statuses[60]).toBe(429);
  });

  it('X-Forwarded-For is honoured from a trusted proxy: 61 readers behind it are 61 addresses, one reader is limited (429)', async () => {
    const url = await serve({ trustedProxies: trustedProxySet(['127.0.0.1']) });
    expect(await postTimes(url, 61, (index) => `198.51.100.${index}`)).toEqual(Array(61).fill(204));
    const oneReader = await postTimes(url, 61, () => 'forged-by-reader, 203.0.113.7');
    expect(oneReader.slice(0, 60)).toEqual(Array(60).fill(204));
    expect(oneReader[60]).toBe(429);
  });
});

describe('the log line: one line per report, control characters escaped', () => {
  it('a message with newlines, U+2028/U+2029, ANSI escapes and C1 controls is one JSON line that reads back the same', async () => {
    const message = 'first\nsecond\r\n{"level":"error","event":"forged"}\u2028third\u2029\u001b[31mred\u001b[0m\u0085\u009b2J\u007f';
    const response = await post(await serve(), JSON.stringify(errorReport({ message, stack: 'a\nb\u2028c' })));
    expect(response.status).toBe(204);
    const lines = warnings.mock.calls.map(([line]) => String(line));
    expect(lines).toHaveLength(1);
    const [line = ''] = lines;
    // Only printable ASCII and printable non-ASCII are left: no line breaks or terminal commands.
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(line.split(/\r\n|\r|\n|\u2028|\u2029|\u0085/)).toHaveLength(1);
    expect(JSON.parse(line)).toMatchObject({ event: 'browser-report', message, stack: 'a\nb\u2028c' });
  });
});
