/** The Google Publisher Tag library, loaded once per browser session. */
export const GPT_SCRIPT_URL = 'https://securepubads.g.doubleclick.net/tag/js/gpt.js';

/** Slots are defined this long after the page is ready (spec §4, §9). */
export const SLOT_START_DELAY_MS = 100;
