/**
 * The client settings code in the browser bundle needs, read without the validation library: the
 * server validates every value at start-up (foundation/env/startup-check.ts) and zod stays out of the
 * readers' first-load JavaScript. The analytics ids are not among them: the server writes its own
 * into the page (pages/_document.tsx, docs/decisions/030-script-hashes.md).
 */
export interface BrowserEnv {
  NEXT_PUBLIC_ENV: 'dev' | 'stg' | 'prd';
  NEXT_PUBLIC_SITE_URL: string;
}

type Raw = Record<keyof BrowserEnv, string | undefined>;

/** In the browser each variable is named literally (Next inlines it); the server reads its run-time environment. */
function readRaw(): Raw {
  if (typeof window === 'undefined') {
    const runtime = process.env;
    const names: (keyof BrowserEnv)[] = ['NEXT_PUBLIC_ENV', 'NEXT_PUBLIC_SITE_URL'];
    return Object.fromEntries(names.map((name) => [name, runtime[name]])) as Raw;
  }
  return {
    NEXT_PUBLIC_ENV: process.env.NEXT_PUBLIC_ENV,
    NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  };
}

/** The same defaults and shapes as clientEnvSchema (foundation/env/client-env.ts), without zod. */
export function parseBrowserEnv(raw: Raw): BrowserEnv {
  const environment = raw.NEXT_PUBLIC_ENV === 'dev' || raw.NEXT_PUBLIC_ENV === 'stg' ? raw.NEXT_PUBLIC_ENV : 'prd';
  return {
    NEXT_PUBLIC_ENV: environment,
    NEXT_PUBLIC_SITE_URL: raw.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000',
  };
}

let cached: BrowserEnv | undefined;

export function getBrowserEnv(): BrowserEnv {
  cached ??= parseBrowserEnv(readRaw());
  return cached;
}
