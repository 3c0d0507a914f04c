/** @jest-environment node */
import { ApiError, isApiError } from '@/api-clients/api-error';

const record = {
  name: 'ApiError' as const,
  code: 'ERR_BAD_RESPONSE',
  url: 'http://content-api.test/api/article',
  status: 500,
  statusText: 'Internal Server Error',
  data: null,
  requestHeader: {},
  responseHeader: {},
  method: 'GET',
  endpoint: '/api/article',
  params: {},
  log: 'GET /api/article failed: 500 Internal Server Error',
};

describe('isApiError across copies of the module (issue 7)', () => {
  it('recognises an ApiError built by another copy of api-error.ts, as from the other Next runtime', () => {
    // Next bundles pages and API routes separately; the one process-wide fetcher throws the class of
    // whichever bundle built it, so a page must still map that error to 502/504/404, not 500.
    let OtherApiError: typeof ApiError | undefined;
    jest.isolateModules(() => {
      ({ ApiError: OtherApiError } = jest.requireActual<{ ApiError: typeof ApiError }>('@/api-clients/api-error'));
    });
    expect(OtherApiError).toBeDefined();
    expect(OtherApiError).not.toBe(ApiError);
    const foreign = new OtherApiError!(record);
    expect(foreign instanceof ApiError).toBe(false);
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new ApiError(record))).toBe(true);
  });

  it.each([
    ['a plain Error named ApiError', Object.assign(new Error('x'), { name: 'ApiError', record })],
    ['a record-shaped object', { name: 'ApiError', record }],
    ['null', null],
    ['a string', 'ApiError'],
  ])('is false for %s', (_name, value) => {
    expect(isApiError(value)).toBe(false);
  });

  it('keeps the mark out of logs and equality: it is not an enumerable property', () => {
    const error = new ApiError(record);
    expect(Object.getOwnPropertySymbols(error).every((symbol) => !Object.getOwnPropertyDescriptor(error, symbol)?.enumerable)).toBe(true);
    expect(JSON.parse(JSON.stringify(error))).not.toHaveProperty('playnote.ApiError');
  });
});
