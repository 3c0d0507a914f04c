import { z } from 'zod';
import { log } from '@/foundation/logging/logger';
import { parseSettings } from './setting-issues';

// zod 4 probes `new Function('')` on its first object parse to decide whether to compile parsers;
// the site's Content-Security-Policy forbids eval, so in the browser that probe is a CSP violation
// report on every page. The browser parses little, so it runs without the compiler
// (docs/decisions/013-security-headers.md); the server keeps it.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** Request timeout when unset (spec §9). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
/** Request timeout when the setting is present but not numeric (spec §9). */
export const NON_NUMERIC_REQUEST_TIMEOUT_MS = 5_000;

const requestTimeout = z.preprocess((value) => {
  if (value === undefined || value === '') return DEFAULT_REQUEST_TIMEOUT_MS;
  const numeric = Number(value);
  return Number.isFinite(numeric) ? numeric : NON_NUMERIC_REQUEST_TIMEOUT_MS;
}, z.number().int().positive());

/** Client settings (spec §5); NEXT_PUBLIC_* values are inlined into the browser bundle at build time. */
export const clientEnvSchema = z
  .object({
    NEXT_PUBLIC_ENV: z.enum(['dev', 'stg', 'prd']).default('prd'),
    NEXT_PUBLIC_MOCK_API_BASE_URL: z.url().default('http://localhost:8080'),
    NEXT_PUBLIC_CAMION_IMAGE_BASE_URL: z.url(),
    NEXT_PUBLIC_COMMON_IMAGE_BASE_URL: z.url(),
    NEXT_PUBLIC_UPLOADED_IMAGE_BASE_URL: z.url(),
    NEXT_PUBLIC_API_REQUEST_TIMEOUT: requestTimeout,
    NEXT_PUBLIC_USE_MOCK_DATA: z.stringbool().default(false),
    NEXT_PUBLIC_REDIRECT_ERROR_PAGE_ON_API_ERROR: z.stringbool().default(false),
    NEXT_PUBLIC_DEBUG_ON_ERROR_PAGE: z.stringbool().default(false),
    NEXT_PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
    /** GA4 measurement id; unset loads no analytics script. */
    NEXT_PUBLIC_GA_ID: z.string().regex(/^G-[A-Z0-9]+$/).optional(),
    /** GTM container id; unset loads no tag manager. */
    NEXT_PUBLIC_GTM_ID: z.string().regex(/^GTM-[A-Z0-9]+$/).optional(),
  })
  // Both switches are off in production whatever is configured (spec §8): no redirects that hide
  // a 5xx from crawlers, no debug details for readers.
  .transform((env) =>
    env.NEXT_PUBLIC_ENV === 'prd'
      ? { ...env, NEXT_PUBLIC_REDIRECT_ERROR_PAGE_ON_API_ERROR: false, NEXT_PUBLIC_DEBUG_ON_ERROR_PAGE: false }
      : env,
  );
export type ClientEnv = z.infer<typeof clientEnvSchema>;

export const INVALID_CLIENT_ENV_MESSAGE = 'Invalid client environment variables';

/** Parses client settings; logs each problem and throws 'Invalid client environment variables'. */
export function parseClientEnv(source: Record<string, string | undefined>): ClientEnv {
  const result = parseSettings(clientEnvSchema, source);
  if (!result.ok) {
    log('error', 'invalid-client-environment', { issues: result.issues });
    throw new Error(INVALID_CLIENT_ENV_MESSAGE);
  }
  return result.data;
}

const CLIENT_VARIABLE_NAMES = Object.keys(clientEnvSchema.in.shape) as (keyof typeof clientEnvSchema.in.shape)[];

/**
 * In the browser each variable is named literally so Next inlines it at build time. The server
 * reads its own environment at run time (a computed lookup Next does not inline), so one build
 * can be pointed at another content API or port without rebuilding.
 */
function readClientVariables(): Record<string, string | undefined> {
  if (typeof window === 'undefined') {
    const runtime = process.env;
    return Object.fromEntries(CLIENT_VARIABLE_NAMES.map((name) => [name, runtime[name]]));
  }
  return {
    NEXT_PUBLIC_ENV: process.env.NEXT_PUBLIC_ENV,
    NEXT_PUBLIC_MOCK_API_BASE_URL: process.env.NEXT_PUBLIC_MOCK_API_BASE_URL,
    NEXT_PUBLIC_CAMION_IMAGE_BASE_URL: process.env.NEXT_PUBLIC_CAMION_IMAGE_BASE_URL,
    NEXT_PUBLIC_COMMON_IMAGE_BASE_URL: process.env.NEXT_PUBLIC_COMMON_IMAGE_BASE_URL,
    NEXT_PUBLIC_UPLOADED_IMAGE_BASE_URL: process.env.NEXT_PUBLIC_UPLOADED_IMAGE_BASE_URL,
    NEXT_PUBLIC_API_REQUEST_TIMEOUT: process.env.NEXT_PUBLIC_API_REQUEST_TIMEOUT,
    NEXT_PUBLIC_USE_MOCK_DATA: process.env.NEXT_PUBLIC_USE_MOCK_DATA,
    NEXT_PUBLIC_REDIRECT_ERROR_PAGE_ON_API_ERROR: process.env.NEXT_PUBLIC_REDIRECT_ERROR_PAGE_ON_API_ERROR,
    NEXT_PUBLIC_DEBUG_ON_ERROR_PAGE: process.env.NEXT_PUBLIC_DEBUG_ON_ERROR_PAGE,
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID,
    NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
  };
}

let cached: ClientEnv | undefined;

/** The validated client settings, parsed once per process or page load. */
export function getClientEnv(): ClientEnv {
  cached ??= parseClientEnv(readClientVariables());
  return cached;
}
