/** The Google Publisher Tag library, loaded once per browser session. */
export const GPT_SCRIPT_URL = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';

/** Slots are defined this long after the page is ready (spec §4, §9); one constant, in ads/. */
export { AD_SLOT_START_DELAY_MS as SLOT_START_DELAY_MS } from '@/ads/page-plan';

/**
 * A slot is requested when it comes within this margin of the viewport: one screen above and below
 * (IntersectionObserver rootMargin percentages are of the viewport), so an ad has about a screen of
 * scrolling to arrive and one page view does not request every slot up front.
 */
export const NEAR_VIEWPORT_ROOT_MARGIN = '100% 0px 100% 0px';
