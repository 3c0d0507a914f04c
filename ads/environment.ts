import type { BrowserEnv } from '@/foundation/env/browser-env';

/** The site environment from NEXT_PUBLIC_ENV (spec §5: dev, stg or prd). */
export type SiteEnvironment = BrowserEnv['NEXT_PUBLIC_ENV'];

/** Which set of ad units a build serves (spec §9: production and test units differ). */
export type AdUnitEnvironment = 'production' | 'test';

/** Production units only on prd; dev and stg serve the test units so they never earn or skew reports. */
export function adUnitEnvironment(environment: SiteEnvironment): AdUnitEnvironment {
  return environment === 'prd' ? 'production' : 'test';
}
