/** The Google Publisher Tag library, loaded once per browser session. */
export const GPT_SCRIPT_URL = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';

/** Slots are defined this long after the page is ready (spec §4, §9); one constant, in ads/. */
export { AD_SLOT_START_DELAY_MS as SLOT_START_DELAY_MS } from '@/ads/page-plan';
