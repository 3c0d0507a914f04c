/** @jest-environment node */
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  INVALID_CLIENT_ENV_MESSAGE,
  NON_NUMERIC_REQUEST_TIMEOUT_MS,
  parseClientEnv,
} from '@/foundation/env/client-env';
import { INVALID_SERVER_ENV_MESSAGE, MEMORY_CACHE_TTL_MAX_MS, parseServerEnv } from '@/foundation/env/server-env';

const validServer = {
  API_BASE_URL: 'https://api.example.jp',
  HISTORY_API_BASE_URL: 'https://history.example.jp',
  HISTORY_API_USERNAME: 'user',
  HISTORY_API_PASSWORD: 'secret',
};

const validClient = {
  NEXT_PUBLIC_CAMION_IMAGE_BASE_URL: 'https://img.example.jp/camion',
  NEXT_PUBLIC_COMMON_IMAGE_BASE_URL: 'https://img.example.jp/common',
  NEXT_PUBLIC_UPLOADED_IMAGE_BASE_URL: 'https://img.example.jp/uploaded',
};

describe('server settings (spec §5)', () => {
  let errorLog: jest.SpyInstance;
  beforeEach(() => {
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorLog.mockRestore());

  it('accepts valid settings and applies defaults', () => {
    const env = parseServerEnv(validServer);
    expect(env.MEMORY_CACHE_ENABLED).toBe(true);
    expect(env.DEBUGGER).toBe(false);
    expect(env.REVALIDATE_SECONDS).toBe(60);
  });

  it.each([
    ['base URL must be a URL', { API_BASE_URL: 'not a url' }],
    ['history API user name non-empty', { HISTORY_API_USERNAME: '' }],
    ['history API password non-empty', { HISTORY_API_PASSWORD: '' }],
    ['revalidate seconds a number', { REVALIDATE_SECONDS: 'soon' }],
    ['memory cache TTL not below 0', { MEMORY_CACHE_TTL: '-1' }],
    ['memory cache TTL not above 3600000', { MEMORY_CACHE_TTL: String(MEMORY_CACHE_TTL_MAX_MS + 1) }],
    ['memory cache switch a boolean', { MEMORY_CACHE_ENABLED: 'maybe' }],
    ['debugger switch a boolean', { DEBUGGER: 'loud' }],
    ['trusted proxies IP addresses', { TRUSTED_PROXY_ADDRESSES: '127.0.0.1,proxy.internal' }],
    ['trusted proxies single addresses, not ranges', { TRUSTED_PROXY_ADDRESSES: '10.0.0.0/8' }],
    ['logging forward switch a boolean', { LOGGING_FORWARD_ENABLED: 'yes please' }],
  ])('%s: otherwise logged and thrown as "Invalid environment variables"', (_rule, override) => {
    expect(() => parseServerEnv({ ...validServer, ...override })).toThrow(new Error(INVALID_SERVER_ENV_MESSAGE));
    expect(INVALID_SERVER_ENV_MESSAGE).toBe('Invalid environment variables');
    expect(errorLog).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(errorLog.mock.calls[0]?.[0])).event).toBe('invalid-environment');
  });

  it('spec §5: the start-up log names an unset setting Required and a wrong one Invalid input', () => {
    expect(() => parseServerEnv({ ...validServer, HISTORY_API_PASSWORD: undefined, REVALIDATE_SECONDS: 'soon' })).toThrow(new Error(INVALID_SERVER_ENV_MESSAGE));
    const line = JSON.parse(String(errorLog.mock.calls[0]?.[0]));
    expect(line).toMatchObject({ level: 'error', event: 'invalid-environment', issues: { HISTORY_API_PASSWORD: ['Required'] } });
    expect(line.issues.REVALIDATE_SECONDS[0]).toMatch(/^Invalid input/);
  });

    it('trusted proxies default to loopback and read a comma-separated list; forwarding reports defaults to off', () => {
    expect(parseServerEnv(validServer).TRUSTED_PROXY_ADDRESSES).toEqual(['127.0.0.1', '::1']);
    expect(parseServerEnv({ ...validServer, TRUSTED_PROXY_ADDRESSES: ' 10.0.0.2, fd00::1 ' }).TRUSTED_PROXY_ADDRESSES).toEqual(['10.0.0.2', 'fd00::1']);
    expect(parseServerEnv(validServer).LOGGING_FORWARD_ENABLED).toBe(false);
    expect(parseServerEnv({ ...validServer, LOGGING_FORWARD_ENABLED: 'true' }).LOGGING_FORWARD_ENABLED).toBe(true);
  });

  it('memory cache TTL accepts the bounds 0 and 3600000', () => {
    expect(parseServerEnv({ ...validServer, MEMORY_CACHE_TTL: '0' }).MEMORY_CACHE_TTL).toBe(0);
    expect(parseServerEnv({ ...validServer, MEMORY_CACHE_TTL: '3600000' }).MEMORY_CACHE_TTL).toBe(3_600_000);
  });
});

describe('client settings (spec §5)', () => {
  let errorLog: jest.SpyInstance;
  beforeEach(() => {
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorLog.mockRestore());

  it('defaults: production, mock data off, timeout 60000 ms (spec §9)', () => {
    const env = parseClientEnv(validClient);
    expect(env.NEXT_PUBLIC_ENV).toBe('prd');
    expect(env.NEXT_PUBLIC_USE_MOCK_DATA).toBe(false);
    expect(env.NEXT_PUBLIC_API_REQUEST_TIMEOUT).toBe(DEFAULT_REQUEST_TIMEOUT_MS);
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(env.NEXT_PUBLIC_DEBUG_ON_ERROR_PAGE).toBe(false);
    expect(env.NEXT_PUBLIC_REDIRECT_ERROR_PAGE_ON_API_ERROR).toBe(false);
  });

  it('spec §5: the start-up log names an unset client setting Required and a wrong one invalid', () => {
    expect(() => parseClientEnv({ ...validClient, NEXT_PUBLIC_CAMION_IMAGE_BASE_URL: undefined, NEXT_PUBLIC_USE_MOCK_DATA: 'sometimes' })).toThrow(new Error(INVALID_CLIENT_ENV_MESSAGE));
    const line = JSON.parse(String(errorLog.mock.calls[0]?.[0]));
    expect(line).toMatchObject({ level: 'error', event: 'invalid-client-environment', issues: { NEXT_PUBLIC_CAMION_IMAGE_BASE_URL: ['Required'] } });
    expect(line.issues.NEXT_PUBLIC_USE_MOCK_DATA[0]).toMatch(/^Invalid/);
  });

    it('request timeout is 5000 ms when not numeric (spec §9)', () => {
    expect(parseClientEnv({ ...validClient, NEXT_PUBLIC_API_REQUEST_TIMEOUT: 'fast' }).NEXT_PUBLIC_API_REQUEST_TIMEOUT).toBe(
      NON_NUMERIC_REQUEST_TIMEOUT_MS,
    );
    expect(NON_NUMERIC_REQUEST_TIMEOUT_MS).toBe(5_000);
    expect(parseClientEnv({ ...validClient, NEXT_PUBLIC_API_REQUEST_TIMEOUT: '1500' }).NEXT_PUBLIC_API_REQUEST_TIMEOUT).toBe(1_500);
  });

  it('redirect-to-error-page and debug switches are forced off in production (spec §8)', () => {
    const switches = { NEXT_PUBLIC_REDIRECT_ERROR_PAGE_ON_API_ERROR: 'true', NEXT_PUBLIC_DEBUG_ON_ERROR_PAGE: 'true' };
    const production = parseClientEnv({ ...validClient, ...switches, NEXT_PUBLIC_ENV: 'prd' });
    expect(production.NEXT_PUBLIC_REDIRECT_ERROR_PAGE_ON_API_ERROR).toBe(false);
    expect(production.NEXT_PUBLIC_DEBUG_ON_ERROR_PAGE).toBe(false);
    const staging = parseClientEnv({ ...validClient, ...switches, NEXT_PUBLIC_ENV: 'stg' });
    expect(staging.NEXT_PUBLIC_REDIRECT_ERROR_PAGE_ON_API_ERROR).toBe(true);
    expect(staging.NEXT_PUBLIC_DEBUG_ON_ERROR_PAGE).toBe(true);
  });

  it.each([
    ['environment is dev, stg or prd', { NEXT_PUBLIC_ENV: 'production' }],
    ['mock API base URL is a URL', { NEXT_PUBLIC_MOCK_API_BASE_URL: 'localhost' }],
    ['camion image base URL is a URL', { NEXT_PUBLIC_CAMION_IMAGE_BASE_URL: '/camion' }],
    ['common image base URL is a URL', { NEXT_PUBLIC_COMMON_IMAGE_BASE_URL: 'common' }],
    ['uploaded image base URL is a URL', { NEXT_PUBLIC_UPLOADED_IMAGE_BASE_URL: 'uploads' }],
    ['mock data switch is a boolean', { NEXT_PUBLIC_USE_MOCK_DATA: 'sometimes' }],
    ['redirect switch is a boolean', { NEXT_PUBLIC_REDIRECT_ERROR_PAGE_ON_API_ERROR: 'yes please' }],
    ['debug switch is a boolean', { NEXT_PUBLIC_DEBUG_ON_ERROR_PAGE: 'verbose' }],
  ])('%s: otherwise logged and thrown as "Invalid client environment variables"', (_rule, override) => {
    expect(() => parseClientEnv({ ...validClient, ...override })).toThrow(new Error(INVALID_CLIENT_ENV_MESSAGE));
    expect(INVALID_CLIENT_ENV_MESSAGE).toBe('Invalid client environment variables');
    expect(errorLog).toHaveBeenCalledTimes(1);
  });
});
