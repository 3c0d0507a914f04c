/** @jest-environment node */
import { z } from 'zod';
import { sharedKeyPrefix } from '@/api-clients/cache/create-shared-cache';
import { contractVersion } from '@/api-clients/contract-version';
import type * as ContractVersion from '@/api-clients/contract-version';
import { parseServerEnv } from '@/foundation/env/server-env';

describe('REDIS_URL (decision 014; spec §5 start-up validation)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each(['redis://127.0.0.1:6379', 'rediss://cache:secret@cache.internal:6380/2', 'redis://:password@localhost'])('accepts %s', (url) => {
    expect(parseServerEnv({ ...process.env, REDIS_URL: url }).REDIS_URL).toBe(url);
  });

  it('unset or empty: no shared cache', () => {
    expect(parseServerEnv({ ...process.env, REDIS_URL: undefined }).REDIS_URL).toBeUndefined();
    expect(parseServerEnv({ ...process.env, REDIS_URL: '' }).REDIS_URL).toBeUndefined();
  });

  it.each(['http://127.0.0.1:6379', 'redis://', 'localhost:6379', 'not a url'])('rejects %s with "Invalid environment variables"', (url) => {
    expect(() => parseServerEnv({ ...process.env, REDIS_URL: url })).toThrow('Invalid environment variables');
  });
});

describe('shared key prefix', () => {
  it('names the app, the layout version and a short fingerprint of the contract', () => {
    expect(sharedKeyPrefix(contractVersion())).toMatch(/^playnote:v1:[A-Za-z0-9_-]{10}:$/);
    expect(contractVersion()).toBe(contractVersion());
  });

  it('changes when a response schema changes, so replicas of two releases never read each other', () => {
    const versionWith = (schema: z.ZodType) => {
      let version = '';
      jest.isolateModules(() => {
        jest.doMock('@/api-clients/sources', () => ({ SOURCES: { commonParts: { path: '/api/common_parts', response: schema } } }));
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        version = (require('@/api-clients/contract-version') as typeof ContractVersion).contractVersion();
      });
      jest.dontMock('@/api-clients/sources');
      return version;
    };
    const before = versionWith(z.object({ title: z.string() }));
    expect(versionWith(z.object({ title: z.string() }))).toBe(before);
    expect(versionWith(z.object({ title: z.string(), subtitle: z.string() }))).not.toBe(before);
  });
});
