import type { AnalyticsIds } from './analytics';

/**
 * The analytics ids travel in the page: the server writes its run-time settings into these meta
 * tags (pages/_document.tsx), the browser reads them after load (docs/decisions/030-script-hashes.md).
 * One build serves any ids, as the AMP twins already did.
 */
export const ANALYTICS_ID_META = { gaId: 'ga-id', gtmId: 'gtm-id' } as const;

const ID_PATTERNS = { gaId: /^G-[A-Z0-9]+$/, gtmId: /^GTM-[A-Z0-9]+$/ } as const;

/** The ids of the page's meta tags; a missing or malformed one is undefined. */
export function readAnalyticsIds(doc: Document): AnalyticsIds {
  const read = (key: keyof typeof ANALYTICS_ID_META): string | undefined => {
    const value = doc.querySelector(`meta[name="${ANALYTICS_ID_META[key]}"]`)?.getAttribute('content') ?? '';
    return ID_PATTERNS[key].test(value) ? value : undefined;
  };
  return { gaId: read('gaId'), gtmId: read('gtmId') };
}
