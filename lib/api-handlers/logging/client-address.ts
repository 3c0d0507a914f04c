import { isIP } from 'node:net';

/** '::ffff:10.0.0.1' (an IPv4 peer on a dual-stack socket) and '10.0.0.1' are one address. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/** The trusted proxies' addresses, normalized, for clientAddressOf. */
export function trustedProxySet(addresses: readonly string[]): ReadonlySet<string> {
  return new Set(addresses.map(normalizeAddress));
}

/**
 * The address a report counts against. The socket's peer, unless that peer is a trusted proxy:
 * then X-Forwarded-For is read from the right (each proxy appends the address it saw, nginx's
 * $proxy_add_x_forwarded_for) past further trusted proxies, and the first other address is the
 * client. Entries left of it were written by the client and may be forged, so they are never used;
 * a malformed entry stops the walk at the last proxy that was trusted.
 */
export function clientAddressOf(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trusted: ReadonlySet<string>): string {
  let client = normalizeAddress(socketAddress ?? 'unknown');
  if (!trusted.has(client) || forwardedFor === undefined) return client;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',').map(normalizeAddress);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index] ?? '';
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!trusted.has(hop)) return client;
  }
  return client;
}
