/** @jest-environment node */
import { INVALID_SERVER_ENV_MESSAGE, parseServerEnv } from '@/foundation/env/server-env';

const validServer = {
  API_BASE_URL: 'https://api.example.jp',
  HISTORY_API_BASE_URL: 'https://history.example.jp',
  HISTORY_API_USERNAME: 'user',
  HISTORY_API_PASSWORD: 'secret',
};

const SETTINGS = ['FLEXONE_SCRIPT_URL', 'YAHOO_ADS_SCRIPT_URL'] as const;

describe('the section-based ad providers\' script URLs (issue 16): https URLs only', () => {
  let errorLog: jest.SpyInstance;
  beforeEach(() => {
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errorLog.mockRestore());

  describe.each(SETTINGS)('%s', (name) => {
    it.each([
      ['unset', undefined, undefined],
      ['empty (unset)', '', undefined],
      ['an https URL', 'https://flexone.example/tag.js', 'https://flexone.example/tag.js'],
      ['an https URL with a port and a query', 'https://yads.example:8443/js/yads.js?v=2', 'https://yads.example:8443/js/yads.js?v=2'],
    ])('%s → %s', (_case, value, parsed) => {
      expect(parseServerEnv({ ...validServer, [name]: value })[name]).toBe(parsed);
    });

    it.each([
      ['plain http (a strict CSP allows providers by https host only)', 'http://flexone.example/tag.js'],
      ['a javascript: URL', 'javascript:alert(1)'],
      ['a data: URL', 'data:text/javascript,alert(1)'],
      ['a protocol-relative address', '//flexone.example/tag.js'],
      ['not a URL', 'flexone tag'],
      ['https without a host', 'https://'],
    ])('%s: logged and start-up stops with "Invalid environment variables"', (_case, value) => {
      expect(() => parseServerEnv({ ...validServer, [name]: value })).toThrow(new Error(INVALID_SERVER_ENV_MESSAGE));
      const logged = JSON.parse(String(errorLog.mock.calls[0]?.[0]));
      expect(logged.event).toBe('invalid-environment');
      expect(JSON.stringify(logged)).toContain(name);
    });
  });
});
