import Script from 'next/script';
import type { AnalyticsIds } from './analytics';

/** Starts GA4 and GTM from the page's ids: a file of this origin, not an inline snippet (decision 030). */
export const ANALYTICS_INIT_SCRIPT = '/analytics-init.js';

/**
 * GA4 and GTM, each only when its id is configured: with neither id this renders nothing and no
 * analytics script is requested (DECISIONS.md, ads and analytics offline). public/analytics-init.js
 * does what the @next/third-parties snippets did, so the policy needs no 'unsafe-inline'.
 */
export function AnalyticsScripts({ gaId, gtmId }: AnalyticsIds) {
  if (!gaId && !gtmId) return null;
  return <Script id="analytics-init" src={ANALYTICS_INIT_SCRIPT} data-ga-id={gaId} data-gtm-id={gtmId} />;
}
