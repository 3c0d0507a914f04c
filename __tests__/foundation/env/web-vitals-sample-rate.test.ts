/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_WEB_VITALS_SAMPLE_RATE, INVALID_SERVER_ENV_MESSAGE, parseServerEnv } from '@/foundation/env/server-env';

const validServer = {
  API_BASE_URL: 'https://api.example.jp',
  HISTORY_API_BASE_URL: 'https://history.example.jp',
  HISTORY_API_USERNAME: 'user',
  HISTORY_API_PASSWORD: 'secret',
};

describe('WEB_VITALS_SAMPLE_RATE: the share of page views that send field data', () => {
  let errorLog: jest.SpyInstance;
  beforeEach(() => {
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorLog.mockRestore());

  it('defaults to 0.1 when unset or empty', () => {
    expect(DEFAULT_WEB_VITALS_SAMPLE_RATE).toBe(0.1);
    expect(parseServerEnv(validServer).WEB_VITALS_SAMPLE_RATE).toBe(0.1);
    expect(parseServerEnv({ ...validServer, WEB_VITALS_SAMPLE_RATE: '' }).WEB_VITALS_SAMPLE_RATE).toBe(0.1);
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['0.25', 0.25],
    ['0.001', 0.001],
  ])('accepts %j as %d', (value, rate) => {
    expect(parseServerEnv({ ...validServer, WEB_VITALS_SAMPLE_RATE: value }).WEB_VITALS_SAMPLE_RATE).toBe(rate);
  });

  it.each([['-0.1'], ['1.5'], ['2'], ['half'], ['10%'], ['Infinity'], ['NaN']])('refuses %j: logged and thrown as "Invalid environment variables"', (value) => {
    expect(() => parseServerEnv({ ...validServer, WEB_VITALS_SAMPLE_RATE: value })).toThrow(new Error(INVALID_SERVER_ENV_MESSAGE));
    expect(errorLog).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(errorLog.mock.calls[0]?.[0]));
    expect(line.event).toBe('invalid-environment');
    expect(Object.keys(line.issues)).toEqual(['WEB_VITALS_SAMPLE_RATE']);
  });

  it('the demo (.env.example) measures every page view', () => {
    const example = readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
    expect(example).toMatch(/^WEB_VITALS_SAMPLE_RATE=1$/m);
  });
});
