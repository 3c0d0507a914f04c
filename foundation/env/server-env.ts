import { z } from 'zod';
import { log } from '@/foundation/logging/logger';
import { parseSettings } from './setting-issues';
import { pemCertificateFile } from './pem-certificates';

/** Largest allowed in-memory cache TTL (spec §5): one hour. */
export const MEMORY_CACHE_TTL_MAX_MS = 3_600_000;

/** Longest allowed LAST_GOOD_COPY_TTL: a day, so a copy outlasts a night's outage (decision 040). */
export const LAST_GOOD_COPY_TTL_MAX_MS = 86_400_000;

/** An https URL with a host: the only kind of address a third-party ad script may be loaded from. */
const httpsScriptUrl = z.url({ protocol: /^https$/, hostname: /^.+$/ });

/** The share of page views that send field data when WEB_VITALS_SAMPLE_RATE is unset (decision 028). */
export const DEFAULT_WEB_VITALS_SAMPLE_RATE = 0.1;

/** Proxies on this machine (nginx in front of the replica, docs/deploy.md). */
export const DEFAULT_TRUSTED_PROXY_ADDRESSES = '127.0.0.1,::1';

/** Comma-separated IPv4/IPv6 addresses (no ranges), as a list. */
const addressList = (fallback: string) => z
  .string()
  .default(fallback)
  .transform((value) => value.split(',').map((address) => address.trim()).filter(Boolean))
  .pipe(z.array(z.union([z.ipv4(), z.ipv6()])));
const ipAddressList = addressList(DEFAULT_TRUSTED_PROXY_ADDRESSES);

/** Server settings (spec §5). Values are strings in the environment; booleans are 'true'/'false'. */
export const serverEnvSchema = z.object({
  API_BASE_URL: z.url(),
  HISTORY_API_BASE_URL: z.url(),
  HISTORY_API_USERNAME: z.string().min(1),
  HISTORY_API_PASSWORD: z.string().min(1),
  /**
   * A PEM file with the CA that issues the history API's certificate, or that certificate itself:
   * the history client then verifies against it (and nothing else). Unset: any certificate (spec §7).
   */
  HISTORY_API_CA_FILE: pemCertificateFile.optional(),
  REVALIDATE_SECONDS: z.coerce.number().int().nonnegative().default(60),
  MEMORY_CACHE_TTL: z.coerce.number().int().min(0).max(MEMORY_CACHE_TTL_MAX_MS).default(600_000),
  MEMORY_CACHE_ENABLED: z.stringbool().default(true),
  MEMORY_CACHE_MAX_ENTRIES: z.coerce.number().int().positive().default(5_000),
  MEMORY_CACHE_MAX_BYTES: z.coerce.number().int().positive().default(64 * 1024 * 1024),
  /**
   * How long the last good answer of a source that is not cached (spec §9) may stand in when the
   * content API fails (ms, 0 = off; decision 040). Unset: MEMORY_CACHE_TTL (lastGoodCopyTtlMs).
   */
  LAST_GOOD_COPY_TTL: z.coerce.number().int().min(0).max(LAST_GOOD_COPY_TTL_MAX_MS).optional(),
  /** Bound on the bytes of those copies in each process (in Redis each expires with its lifetime). */
  LAST_GOOD_COPY_MAX_BYTES: z.coerce.number().int().positive().default(32 * 1024 * 1024),
  DEBUGGER: z.stringbool().default(false),
  /** How long a rendered public page is reused for identical requests (ms, 0 = off); see decision 015. */
  RENDER_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** Bound on the bytes of rendered pages kept for reuse. */
  RENDER_CACHE_MAX_BYTES: z.coerce.number().int().positive().default(32 * 1024 * 1024),
  /** Key that signs editors' preview links (HMAC-SHA256); previews are off (404) without it. */
  PREVIEW_SECRET: z.string().min(32).optional(),
  /** Shared second-level API cache for all replicas (redis:// or rediss://); unset = memory only (decision 014). */
  REDIS_URL: z.url({ protocol: /^rediss?$/, hostname: /^.+$/ }).optional(),
  /** FLEXONE's script (https); unset = FLEXONE units render nothing. Given to pages through pageMeta (docs/decisions/012). */
  FLEXONE_SCRIPT_URL: httpsScriptUrl.optional(),
  /** YAHOO's ad script (https); unset = YAHOO units render nothing. */
  YAHOO_ADS_SCRIPT_URL: httpsScriptUrl.optional(),
  /** Socket addresses whose X-Forwarded-For is believed when /api/logging finds a reporter's address (decision 028). */
  TRUSTED_PROXY_ADDRESSES: ipAddressList,
  /** Scrapers besides loopback that may read /api/metrics (their address as /api/logging reads it; issue 35). */
  METRICS_ALLOWED_ADDRESSES: addressList(''),
  /** A bearer token that opens /api/metrics from anywhere (`Authorization: Bearer …`); unset = none. */
  METRICS_BEARER_TOKEN: z.string().min(24).optional(),
  /** Pass accepted browser reports on to the main content API's /api/logging (fire-and-forget). */
  LOGGING_FORWARD_ENABLED: z.stringbool().default(false),
  /** Share of page views (0-1) that send field data (web vitals) to /api/logging; written into each page at run time (decision 028). */
  WEB_VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(DEFAULT_WEB_VITALS_SAMPLE_RATE),
});
export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** LAST_GOOD_COPY_TTL, or MEMORY_CACHE_TTL when it is unset (decision 040). */
export const lastGoodCopyTtlMs = (env: Pick<ServerEnv, 'LAST_GOOD_COPY_TTL' | 'MEMORY_CACHE_TTL'>): number =>
  env.LAST_GOOD_COPY_TTL ?? env.MEMORY_CACHE_TTL;

export const INVALID_SERVER_ENV_MESSAGE = 'Invalid environment variables';

/** Parses server settings; logs each problem and throws 'Invalid environment variables'. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = parseSettings(serverEnvSchema, source);
  if (!result.ok) {
    log('error', 'invalid-environment', { issues: result.issues });
    throw new Error(INVALID_SERVER_ENV_MESSAGE);
  }
  return result.data;
}

let cached: ServerEnv | undefined;

/** The process's validated server settings, parsed once. */
export function getServerEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
