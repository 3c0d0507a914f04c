import { jsonForScript } from './amp-document';

/** The JSON config of `<amp-analytics type="gtag">` for a measurement id (page views are sent by default). */
export function ampAnalyticsConfig(gaId: string): { vars: { gtag_id: string; config: Record<string, { groups: string }> } } {
  return { vars: { gtag_id: gaId, config: { [gaId]: { groups: 'default' } } } };
}

/** `<amp-analytics type="gtag">` for a GA4 measurement id, as HTML (its JSON config cannot close the script). */
export function ampAnalyticsElement(gaId: string): string {
  return `<amp-analytics type="gtag" data-credentials="include"><script type="application/json">${jsonForScript(ampAnalyticsConfig(gaId))}</script></amp-analytics>`;
}
