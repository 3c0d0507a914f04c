/** @jest-environment node */
import { clientAddressOf, normalizeAddress, trustedProxySet } from '@/lib/api-handlers/logging/client-address';

const PROXY = trustedProxySet(['127.0.0.1', '::1', '10.0.0.2']);
const NONE = trustedProxySet([]);

describe('the reporter address /api/logging counts against', () => {
  it.each([
    ['an untrusted socket: its own address, X-Forwarded-For ignored', '203.0.113.9', '198.51.100.1', NONE, '203.0.113.9'],
    ['a spoofed X-Forwarded-For from an untrusted socket does not escape its address', '::ffff:203.0.113.9', '127.0.0.1', PROXY, '203.0.113.9'],
    ['a trusted proxy: the address it appended', '127.0.0.1', '198.51.100.1', PROXY, '198.51.100.1'],
    ['a trusted proxy on a dual-stack socket', '::ffff:127.0.0.1', '198.51.100.1', PROXY, '198.51.100.1'],
    ['entries the client wrote left of the proxy are not believed', '127.0.0.1', '1.2.3.4, 198.51.100.1', PROXY, '198.51.100.1'],
    ['a chain of trusted proxies is walked from the right', '127.0.0.1', '198.51.100.1, 10.0.0.2', PROXY, '198.51.100.1'],
    ['several headers read as one list', '127.0.0.1', ['1.2.3.4', '198.51.100.1'], PROXY, '198.51.100.1'],
    ['a malformed entry stops at the last trusted proxy', '127.0.0.1', 'not-an-ip', PROXY, '127.0.0.1'],
    ['a trusted proxy without the header: the proxy', '127.0.0.1', undefined, PROXY, '127.0.0.1'],
    ['an IPv6 client behind the proxy', '::1', '2001:DB8::7', PROXY, '2001:db8::7'],
    ['no socket address', undefined, '198.51.100.1', PROXY, 'unknown'],
  ])('%s', (_case, socket, forwardedFor, trusted, expected) => {
    expect(clientAddressOf(socket, forwardedFor, trusted)).toBe(expected);
  });

  it.each([
    ['::ffff:10.0.0.1', '10.0.0.1'],
    [' FE80::1 ', 'fe80::1'],
    ['10.0.0.1', '10.0.0.1'],
  ])('normalizes %j as %j', (address, expected) => {
    expect(normalizeAddress(address)).toBe(expected);
  });
});
