/** @jest-environment node */
// Found while fuzzing (__tests__/e2e/fuzz.test.mjs): a `__proto__` key vanished into the prototype
// setter of the query copy, so the strict schemas never saw it. The copy now has no prototype.
// (Through `next start`, Next's own query parser already drops `__proto__` before the app.)
import { singleValuedQuery } from '@/lib/api-handlers/json-response';
import { handlePagePropsRequest } from '@/lib/api-handlers/page-props-data';
import { handleSourceProxyRequest } from '@/lib/api-handlers/source-proxy';
import { createHttpCache } from '@/api-clients/cache/server-cache';
import { captureLogs, makeFetchSource, setupContentApi } from '../support/content-api';

setupContentApi();
captureLogs();

/** The query object Node's querystring parser gives Next for `?__proto__=1&constructor=2`. */
function parsedQuery(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) Object.defineProperty(query, key, { value, enumerable: true, configurable: true, writable: true });
  return query;
}

describe('unknown parameters with prototype names are parameters too (spec §7: params outside the schema are a 400)', () => {
  it('singleValuedQuery keeps __proto__ and constructor as own keys', () => {
    const query = singleValuedQuery(parsedQuery('__proto__=1&constructor=2&page=3'));
    expect(query && Object.keys(query).sort()).toEqual(['__proto__', 'constructor', 'page']);
    expect(query?.['__proto__']).toBe('1');
  });

  it.each(['__proto__', 'constructor', 'toString'])('the /api proxy answers 400 for ?%s=1', async (key) => {
    const answer = await handleSourceProxyRequest('/api/advertising-campaign', parsedQuery(`${key}=1`), makeFetchSource());
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'bad_request', message: 'Invalid or unknown parameters' });
  });

  it.each(['__proto__', 'constructor'])('page-props answers 400 for ?routePath=/&%s=1', async (key) => {
    const answer = await handlePagePropsRequest(parsedQuery(`routePath=/&${key}=1`), { fetchSource: makeFetchSource(), httpCache: createHttpCache() });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'unknown_parameter' });
  });
});
