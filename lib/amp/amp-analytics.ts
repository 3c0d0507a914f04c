/**
 * GA4 on AMP pages. The site has no GA setting in its validated env yet (analytics on the canonical
 * pages is wired separately), so the AMP page data reads NEXT_PUBLIC_GA_ID itself, on the server at
 * run time, and hands it to the renderer in its props: with a measurement id the page gets one
 * `<amp-analytics type="gtag">`; without one (or a malformed one) there is no amp-analytics at all
 * and nothing is requested (DECISIONS.md, ads and analytics offline).
 */
export const GA_ID_VARIABLE = 'NEXT_PUBLIC_GA_ID';

/** A GA4 measurement id, e.g. `G-ABC123XYZ`. */
const GA4_MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

/** The configured GA4 measurement id, or null. A computed lookup, so Next does not inline it at build time. */
export function readAmpGaId(env: Record<string, string | undefined> = process.env): string | null {
  const value = env[GA_ID_VARIABLE]?.trim() ?? '';
  return GA4_MEASUREMENT_ID.test(value) ? value : null;
}
