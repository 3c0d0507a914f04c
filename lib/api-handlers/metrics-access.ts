import { timingSafeEqual } from 'node:crypto';
import { clientAddressOf, normalizeAddress } from './logging/client-address';

export interface MetricsAccessRules {
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXY_ADDRESSES, as /api/logging). */
  trustedProxies: ReadonlySet<string>;
  /** Scrapers besides loopback (METRICS_ALLOWED_ADDRESSES). */
  allowedAddresses: readonly string[];
  /** METRICS_BEARER_TOKEN, or undefined. */
  bearerToken: string | undefined;
}

export interface MetricsRequestFacts {
  socketAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  authorization: string | undefined;
}

const isLoopback = (address: string) => address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);

function bearerMatches(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Whether a request may read /api/metrics (issue 35, finding 5): from loopback or a listed scraper,
 * the client's address read as /api/logging reads it (so a request nginx forwards for an outside
 * client is that client's), or with the bearer token from anywhere.
 */
export function mayReadMetrics(request: MetricsRequestFacts, rules: MetricsAccessRules): boolean {
  if (bearerMatches(request.authorization, rules.bearerToken)) return true;
  const client = clientAddressOf(request.socketAddress, request.forwardedFor, rules.trustedProxies);
  return isLoopback(client) || rules.allowedAddresses.map(normalizeAddress).includes(client);
}
