import { GoogleAnalytics, GoogleTagManager } from '@next/third-parties/google';
import type { AnalyticsIds } from './analytics';

/**
 * GA4 and GTM through @next/third-parties, each only when its id is configured: with neither id
 * this renders nothing and no analytics script is requested (DECISIONS.md, ads and analytics offline).
 */
export function AnalyticsScripts({ gaId, gtmId }: AnalyticsIds) {
  return (
    <>
      {gtmId ? <GoogleTagManager gtmId={gtmId} /> : null}
      {gaId ? <GoogleAnalytics gaId={gaId} /> : null}
    </>
  );
}
