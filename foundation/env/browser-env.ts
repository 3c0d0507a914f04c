/**
 * The client settings code in the browser bundle needs, read without the validation library: the
 * server validates every value at start-up (foundation/env/startup-check.ts) and zod stays out of the
 * readers' first-load JavaScript.
 */
export interface BrowserEnv {
  NEXT_PUBLIC_ENV: 'dev' | 'stg' | 'prd';
  NEXT_PUBLIC_SITE_URL: string;
  NEXT_PUBLIC_GA_ID?: string;
  NEXT_PUBLIC_GTM_ID?: string;
}

type Raw = Record<keyof BrowserEnv, string | undefined>;

/** In the browser each variable is named literally (Next inlines it); the server reads its run-time environment. */
function readRaw(): Raw {
  if (typeof window === 'undefined') {
    const runtime = process.env;
    const names: (keyof BrowserEnv)[] = ['NEXT_PUBLIC_ENV', 'NEXT_PUBLIC_SITE_URL', 'NEXT_PUBLIC_GA_ID', 'NEXT_PUBLIC_GTM_ID'];
    return Object.fromEntries(names.map((name) => [name, runtime[name]])) as Raw;
  }
  return {
    NEXT_PUBLIC_ENV: process.env.NEXT_PUBLIC_ENV,
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
    NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID,
    NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
  };
}

/** The same defaults and shapes as clientEnvSchema (foundation/env/client-env.ts), without zod. */
export function parseBrowserEnv(raw: Raw): BrowserEnv {
  const environment = raw.NEXT_PUBLIC_ENV === 'dev' || raw.NEXT_PUBLIC_ENV === 'stg' ? raw.NEXT_PUBLIC_ENV : 'prd';
  return {
    NEXT_PUBLIC_ENV: environment,
    NEXT_PUBLIC_SITE_URL: raw.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000',
    NEXT_PUBLIC_GA_ID: raw.NEXT_PUBLIC_GA_ID && /^G-[A-Z0-9]+$/.test(raw.NEXT_PUBLIC_GA_ID) ? raw.NEXT_PUBLIC_GA_ID : undefined,
    NEXT_PUBLIC_GTM_ID: raw.NEXT_PUBLIC_GTM_ID && /^GTM-[A-Z0-9]+$/.test(raw.NEXT_PUBLIC_GTM_ID) ? raw.NEXT_PUBLIC_GTM_ID : undefined,
  };
}

let cached: BrowserEnv | undefined;

export function getBrowserEnv(): BrowserEnv {
  cached ??= parseBrowserEnv(readRaw());
  return cached;
}
