import { mayReadMetrics } from '@/lib/api-handlers/metrics-access';
import { trustedProxySet } from '@/lib/api-handlers/logging/client-address';

const rules = { trustedProxies: trustedProxySet(['127.0.0.1', '::1']), allowedAddresses: ['10.0.0.9'], bearerToken: 'a-token-of-at-least-24-chars' };
const ask = (socketAddress: string, forwardedFor?: string, authorization?: string) => mayReadMetrics({ socketAddress, forwardedFor, authorization }, rules);

describe('mayReadMetrics (issue 35, finding 5)', () => {
  it.each([
    ['a scraper on loopback', '127.0.0.1', undefined, undefined, true],
    ['loopback over IPv6 and dual-stack', '::ffff:127.0.0.1', undefined, undefined, true],
    ['a listed scraper', '10.0.0.9', undefined, undefined, true],
    ['an outside client straight to the replica (Docker binds 0.0.0.0)', '203.0.113.5', undefined, undefined, false],
    ['an outside client that nginx on loopback forwards', '127.0.0.1', '203.0.113.5', undefined, false],
    ['a forged X-Forwarded-For from outside claims loopback', '203.0.113.5', '127.0.0.1', undefined, false],
    ['an outside client with the bearer token', '203.0.113.5', undefined, 'Bearer a-token-of-at-least-24-chars', true],
    ['an outside client with a wrong token', '203.0.113.5', undefined, 'Bearer a-token-of-at-least-24-charX', false],
  ])('%s: %s', (_label, socket, forwarded, authorization, allowed) => {
    expect(ask(socket, forwarded, authorization)).toBe(allowed);
  });

  it('without a configured token, no Authorization opens it', () => {
    expect(mayReadMetrics({ socketAddress: '203.0.113.5', forwardedFor: undefined, authorization: 'Bearer ' }, { ...rules, bearerToken: undefined })).toBe(false);
  });
});
